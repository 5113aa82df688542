// Compiles under a strict tsconfig: the right props and events of the generated components and
// the hooks' return types; each `@ts-expect-error` line must be an error (tsc fails if it is not).
import {
  AppKitButton,
  AppKitModal,
  W3mAccountButton,
  W3mButton,
  W3mConnectButton,
  W3mModal,
  W3mNetworkButton,
  useAppKitAccount,
  useAppKitNetwork,
  useAppKitProvider,
  useAppKitTheme,
  type CaipNetwork,
  type ConnectorType,
  type ThemeMode,
} from '../../src/index';

export function RightProps() {
  const account = useAppKitAccount({ namespace: 'eip155' });
  const address: string | undefined = account.address;
  const connected: boolean = account.isConnected;
  const { switchNetwork, chainId } = useAppKitNetwork();
  const switchTo = (network: CaipNetwork): Promise<void> => switchNetwork(network);
  const { walletProviderType } = useAppKitProvider<{ request(args: { method: string }): Promise<unknown> }>(
    'eip155',
  );
  const providerType: ConnectorType | undefined = walletProviderType;
  const login: string | undefined = account.embeddedWalletInfo?.authProvider;
  const smart: boolean | undefined = account.embeddedWalletInfo?.isSmartAccountDeployed;
  const { themeMode, setThemeMode } = useAppKitTheme();
  const mode: ThemeMode = themeMode;
  setThemeMode('system');
  return (
    <>
      <W3mButton size="sm" balance="hide" charsStart={4} charsEnd={6} label="Connect" />
      <W3mConnectButton disabled={false} label="Connect" onW3mClick={(event) => event.detail} />
      <W3mAccountButton balance="show" charsEnd={4} className="account" />
      <W3mNetworkButton disabled onW3mClick={() => undefined} />
      <W3mModal onW3mClose={(event: CustomEvent<void>) => event.type} />
      <AppKitButton size="md" />
      <AppKitModal />
      <output
        data-connected={connected}
        data-chain={chainId}
        data-provider={providerType}
        data-login={login}
        data-smart={smart}
        data-theme={mode}
        onClick={() => void switchTo}
      >
        {address}
      </output>
    </>
  );
}

export function WrongProps() {
  // @ts-expect-error namespaces are a fixed set
  useAppKitAccount({ namespace: 'cosmos' });
  // @ts-expect-error walletProviderType is a connector type, not a wallet name
  const isMetaMask = useAppKitProvider('eip155').walletProviderType === 'MetaMask';
  // @ts-expect-error the theme hook only knows dark, light and system
  useAppKitTheme().setThemeMode('sepia');
  return (
    <>
      {isMetaMask}
      {/* @ts-expect-error size is 'sm' | 'md' */}
      <W3mButton size={42} />
      {/* @ts-expect-error disabled is a boolean */}
      <W3mConnectButton disabled="yes" />
      {/* @ts-expect-error charsEnd is a number */}
      <W3mAccountButton charsEnd="6" />
      {/* @ts-expect-error the modal has no such prop */}
      <W3mModal notAProp />
      {/* @ts-expect-error the click event carries no string detail */}
      <W3mNetworkButton onW3mClick={(event: CustomEvent<string>) => event.detail.length} />
    </>
  );
}
