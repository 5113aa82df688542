import type { Eip1193Provider } from '../../chains/eip155/eip1193';
import { $locale } from '../../locales/active';
import { notices } from '../../locales/en/notices';
import { secureErrorText } from '../../locales/secure-error-text';
import { FrameEip1193Provider, FrameMessenger, frameUrl, secureOrigin } from '../../frame';
import { getPreferredAccountType, patchAccount } from '../../stores/account';
import { alertForProviderError, showAlert } from '../../stores/alerts';
import { setAuthConnectorHooks } from '../../stores/auth-hooks';
import { getActiveNetwork } from '../../stores/chain';
import type { Connector } from '../../stores/connector-types';
import { $options } from '../../stores/options';
import { readStored } from '../../stores/storage-io';
import { $theme } from '../../stores/theme';
import { registerSessionWallet } from '../eip6963-discovery';

/** The connector id and type of the email login's embedded wallet. */
export const AUTH_CONNECTOR_ID = 'AUTH';

/** The embedded wallet's connector entry. */
export const AUTH_CONNECTOR: Connector = {
  id: AUTH_CONNECTOR_ID,
  type: 'AUTH',
  name: 'Email',
  chain: 'eip155',
};

/** The secure frame in this page: its iframe, the messenger to it and the EIP-1193 provider over it. */
export interface AuthFrame {
  iframe: HTMLIFrameElement;
  messenger: FrameMessenger;
  provider: FrameEip1193Provider;
  /** Shows the frame over a box of the page (ApproveTransaction), or hides it again (undefined). */
  place(rect: DOMRect | undefined): void;
  /** Removes the frame (pending requests are aborted). */
  destroy(): void;
}

let current: AuthFrame | undefined;

const HIDDEN: Partial<CSSStyleDeclaration> = {
  position: 'fixed',
  top: '0',
  left: '0',
  width: '1px',
  height: '1px',
  opacity: '0',
  border: '0',
  pointerEvents: 'none',
  zIndex: '-1',
  colorScheme: 'normal',
};

/** SPEC §8: a host whose origin the project does not allow learns it at once, not after a timeout. */
async function checkOrigin(secureSiteUrl: string, projectId: string): Promise<void> {
  try {
    const url = new URL('/api/v1/origin-check', secureOrigin(secureSiteUrl));
    url.searchParams.set('projectId', projectId);
    const response = await fetch(url, { credentials: 'omit', cache: 'no-store' });
    if (response.ok) return;
    const body = (await response.json().catch(() => ({}))) as { error?: unknown };
    const text = typeof body.error === 'string' ? body.error : '';
    const alert =
      alertForProviderError(text) ??
      (text === 'Project ID Not Configured' ? 'PROJECT_ID_NOT_CONFIGURED' : undefined);
    if (alert) showAlert(alert);
  } catch {
    // Unreachable: the frame's load timeout reports it ('Network Error - Could not load embedded wallet').
  }
}

/** SPEC §2: what the router calls after leaving ConnectingFarcaster (reload the frame's login, resync). */
function registerHooks(messenger: FrameMessenger): void {
  setAuthConnectorHooks({
    reload: async () => void (await messenger.request('RELOAD')),
    syncDappData: async ({ metadata, sdkVersion, sdkType, projectId }) =>
      void (await messenger.request('SYNC_DAPP_DATA', {
        metadata,
        sdkVersion,
        sdkType,
        projectId: projectId ?? '',
      })),
  });
}

/** Issue 22: the frame's screens follow the host's locale (now, and on every setLocale). */
function syncLocale(messenger: FrameMessenger): () => void {
  return $locale.subscribe(({ code }) => {
    void messenger.request('SYNC_LOCALE', { locale: code }).catch(() => undefined);
  });
}

function syncTheme(messenger: FrameMessenger): () => void {
  return $theme.subscribe((theme) => {
    const mode = theme.themeMode === 'light' ? 'light' : 'dark';
    void messenger.request('SYNC_THEME', { themeMode: mode }).catch(() => undefined);
  });
}

/**
 * Creates the secure frame once (SPEC §4: only with email or socials on and a secureSiteUrl, when
 * Connect first shows or a stored email login is restored) and registers its provider as the AUTH
 * wallet of the eip155 client. Undefined when the options do not allow a frame.
 */
export function ensureAuthFrame(): AuthFrame | undefined {
  if (current) return current;
  const options = $options.get();
  const { secureSiteUrl } = options;
  if (!secureSiteUrl || typeof document === 'undefined') return undefined;
  const projectId = options.projectId ?? '';
  const chainId = getActiveNetwork()?.chainNamespace === 'eip155' ? (getActiveNetwork()?.id ?? 1) : 1;
  const iframe = document.createElement('iframe');
  iframe.src = frameUrl(secureSiteUrl, {
    projectId,
    chainId,
    enableLogger: false,
    hostOrigin: window.location.origin,
  });
  iframe.title = notices.secureFrameTitle;
  const stopTitle = $locale.listen(() => (iframe.title = notices.secureFrameTitle));
  iframe.setAttribute('data-testid', 'w3m-secure-frame');
  iframe.setAttribute('aria-hidden', 'true');
  iframe.tabIndex = -1;
  Object.assign(iframe.style, HIDDEN);
  const messenger = new FrameMessenger({
    secureSiteUrl,
    frameWindow: () => iframe.contentWindow,
    hub: window,
    onAlert: (key) => showAlert(key),
    describeError: (error) => secureErrorText(error.reason ?? '', error.count),
  });
  const provider = new FrameEip1193Provider(messenger, {
    accountType: () => {
      const type = getPreferredAccountType('eip155');
      return type === 'eoa' || type === 'smartAccount' ? type : undefined;
    },
    onUser: (user) => {
      patchAccount('eip155', {
        smartAccountDeployed: user.smartAccountDeployed ?? false,
        embeddedAccountTypes: {
          available: (user.accounts ?? []).map((account) => account.type),
          active: user.preferredAccountType ?? 'eoa',
        },
      });
    },
  });
  const stopTheme = syncTheme(messenger);
  const stopLocale = syncLocale(messenger);
  const frame: AuthFrame = {
    iframe,
    messenger,
    provider,
    place(rect) {
      if (!rect) {
        Object.assign(iframe.style, HIDDEN);
        iframe.setAttribute('aria-hidden', 'true');
        iframe.tabIndex = -1;
        return;
      }
      Object.assign(iframe.style, {
        top: `${rect.top}px`,
        left: `${rect.left}px`,
        width: `${rect.width}px`,
        height: `${rect.height}px`,
        opacity: '1',
        pointerEvents: 'auto',
        zIndex: '2147483647',
      });
      iframe.removeAttribute('aria-hidden');
      iframe.tabIndex = 0;
    },
    destroy() {
      stopTheme();
      stopLocale();
      stopTitle();
      setAuthConnectorHooks(undefined);
      messenger.destroy();
      iframe.remove();
      registerSessionWallet(AUTH_CONNECTOR_ID, undefined);
      if (current === frame) current = undefined;
    },
  };
  current = frame;
  document.body.append(iframe);
  messenger.start();
  registerHooks(messenger);
  void checkOrigin(secureSiteUrl, projectId);
  registerSessionWallet(AUTH_CONNECTOR_ID, {
    connector: AUTH_CONNECTOR,
    provider: provider as unknown as Eip1193Provider,
    disconnect: () => provider.disconnect(),
  });
  return frame;
}

/** The frame, if one was created. */
export function currentAuthFrame(): AuthFrame | undefined {
  return current;
}

/** After a restored email or social login: the account shows the user's email or username again. */
export async function syncAuthUser(): Promise<void> {
  const frame = current;
  if (!frame) return;
  try {
    const user = await frame.messenger.request('GET_USER');
    if (user.email) patchAccount('eip155', { user: { email: user.email } });
    else if (user.userName) {
      const provider = readStored('connectedSocial');
      patchAccount('eip155', { user: { username: user.userName }, socialProvider: provider ?? undefined });
    }
  } catch {
    // Signed out in the meantime: the reconnect already ended the session.
  }
}
