import { useCallback, useEffect, useState } from 'react';
import type { AppKit } from 'w3m-react';
import { localhostSecond } from 'w3m-elements/networks';
import type { DevConfig } from '../shared/dev-config';
import {
  asProvider,
  DEMO_MESSAGE,
  formatEther,
  sendEther,
  sendToken,
  testToken,
  typedMail,
  utf8Hex,
} from './evm-requests';

interface Props {
  kit: AppKit;
  config: DevConfig | undefined;
}

type ResultKey = 'signature' | 'typedSignature' | 'ethHash' | 'tokenHash' | 'switched';

/** The EVM panel: account, balance, and one button per wallet call, with results under data-testids. */
export function EvmPanel({ kit, config }: Props) {
  const [account, setAccount] = useState(() => kit.getAccount('eip155'));
  const [network, setNetwork] = useState<string | undefined>(() => kit.getCaipNetwork()?.caipNetworkId);
  const [balance, setBalance] = useState<string>('');
  const [results, setResults] = useState<Partial<Record<ResultKey, string>>>({});
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    const stopAccount = kit.subscribeAccount(() => setAccount(kit.getAccount('eip155')));
    const stopNetwork = kit.subscribeNetwork((next) => setNetwork(next.caipNetworkId));
    return () => {
      stopAccount();
      stopNetwork();
    };
  }, [kit]);

  const address = account.address;
  const chainId = Number(account.caipAddress?.split(':')[1] ?? 0);
  const recipient = config?.accounts[1];

  const refreshBalance = useCallback(async () => {
    if (!address) return setBalance('');
    try {
      const wei = await asProvider(kit.getProvider('eip155')).request({
        method: 'eth_getBalance',
        params: [address, 'latest'],
      });
      setBalance(`${formatEther(BigInt(String(wei)))} ETH`);
    } catch (reason) {
      setBalance(`unavailable: ${(reason as Error).message}`);
    }
  }, [kit, address]);

  useEffect(() => {
    void refreshBalance();
  }, [refreshBalance, network, chainId]);

  const run = (key: ResultKey, call: () => Promise<unknown>) => async () => {
    setBusy(true);
    setError('');
    try {
      const value = await call();
      setResults((previous) => ({ ...previous, [key]: String(value) }));
      await refreshBalance();
    } catch (reason) {
      setError(reason instanceof Error ? reason.message : String(reason));
    } finally {
      setBusy(false);
    }
  };

  const provider = () => asProvider(kit.getProvider('eip155'));
  const token = testToken(config, chainId);
  const connected = address !== undefined;

  return (
    <section className="panel" data-testid="evm-panel">
      <h2>EVM</h2>
      <dl>
        <dt>Status</dt>
        <dd data-testid="evm-status">{account.status}</dd>
        <dt>Address</dt>
        <dd data-testid="evm-address">{address ?? ''}</dd>
        <dt>Network</dt>
        <dd data-testid="evm-network">{network ?? ''}</dd>
        <dt>Wallet chain</dt>
        <dd data-testid="evm-chain-id">{connected ? chainId : ''}</dd>
        <dt>Balance</dt>
        <dd data-testid="evm-balance">{balance}</dd>
      </dl>
      <div className="actions">
        <button
          data-testid="evm-sign-message"
          disabled={!connected || busy}
          onClick={run('signature', () =>
            provider().request({ method: 'personal_sign', params: [utf8Hex(DEMO_MESSAGE), address] }),
          )}
        >
          Sign a message
        </button>
        <button
          data-testid="evm-sign-typed-data"
          disabled={!connected || busy || !recipient}
          onClick={run('typedSignature', () =>
            provider().request({
              method: 'eth_signTypedData_v4',
              params: [address, typedMail(chainId, address ?? '', recipient ?? '')],
            }),
          )}
        >
          Sign typed data
        </button>
        <button
          data-testid="evm-send-eth"
          disabled={!connected || busy || !recipient}
          onClick={run('ethHash', () => sendEther(provider(), address ?? '', recipient ?? ''))}
        >
          Send 0.01 ETH to dev account 1
        </button>
        <button
          data-testid="evm-send-token"
          disabled={!connected || busy || !recipient || !token}
          onClick={run('tokenHash', () => sendToken(provider(), address ?? '', recipient ?? '', token!))}
        >
          Send 1 {token?.symbol ?? 'token'} to dev account 1
        </button>
        <button
          data-testid="evm-switch-second"
          disabled={!connected || busy}
          onClick={run('switched', async () => {
            await kit.switchNetwork(localhostSecond);
            return localhostSecond.caipNetworkId;
          })}
        >
          Switch to {localhostSecond.name} ({localhostSecond.id})
        </button>
      </div>
      <dl>
        <dt>Message signature</dt>
        <dd data-testid="evm-signature">{results.signature ?? ''}</dd>
        <dt>Typed data signature</dt>
        <dd data-testid="evm-typed-signature">{results.typedSignature ?? ''}</dd>
        <dt>ETH transfer</dt>
        <dd data-testid="evm-send-eth-hash">{results.ethHash ?? ''}</dd>
        <dt>Token transfer</dt>
        <dd data-testid="evm-send-token-hash">{results.tokenHash ?? ''}</dd>
        <dt>Switched to</dt>
        <dd data-testid="evm-switched">{results.switched ?? ''}</dd>
      </dl>
      <p role="alert" data-testid="evm-error">
        {error}
      </p>
    </section>
  );
}
