import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { $router } from '../../../stores/router';
import { setPairingError, setPairingUri, startPairing } from '../../../stores/walletconnect';
import { byTestId, requireTestId, shadowOf } from '../view-spec-kit';

// The flow itself is tested in appkit/walletconnect.spec.ts; here it is a stand-in. The spec
// transform does not hoist jest.mock, so the view is imported after it (in render).
const mockConnect = jest.fn(async () => undefined);
jest.mock('../../../appkit/walletconnect', () => ({ connectWalletConnect: () => mockConnect() }));

const URI =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=aa';
const WALLET = {
  id: 'phone',
  name: 'Phone Wallet',
  imageUrl: 'http://127.0.0.1/w.svg',
  desktopLink: 'phonewallet://',
};

function routeTo(
  view: 'ConnectingWalletConnect' | 'ConnectingWalletConnectBasic',
  wallet?: typeof WALLET,
): void {
  $router.set({
    view,
    history: ['Connect', view],
    data: wallet ? { wallet } : undefined,
    transactionStack: [],
  });
}

async function render(): Promise<SpecPage> {
  const { W3mConnectingWcView } = await import('./w3m-connecting-wc-view');
  return newSpecPage({
    components: [W3mConnectingWcView],
    html: '<w3m-connecting-wc-view></w3m-connecting-wc-view>',
  });
}

describe('w3m-connecting-wc-view', () => {
  beforeEach(() => {
    mockConnect.mockClear();
    startPairing();
  });

  test('starts a pairing when shown; a spinner until the URI is there, copy disabled', async () => {
    routeTo('ConnectingWalletConnect');
    const page = await render();
    expect(mockConnect).toHaveBeenCalledTimes(1);
    expect(shadowOf(page).querySelector('wui-spinner')).not.toBeNull();
    expect(requireTestId(page, 'copy-wc2-uri').hasAttribute('disabled')).toBe(true);
  });

  test('the QR code of the URI with the wallet icon, copy link and "Open Phone Wallet" (SPEC §5 link)', async () => {
    routeTo('ConnectingWalletConnect', WALLET);
    setPairingUri(URI);
    const page = await render();
    const code = shadowOf(page).querySelector('wui-qr-code')!;
    expect(code.getAttribute('data-uri')).toBe(URI);
    expect(code.getAttribute('imagesrc') ?? code.getAttribute('imageSrc')).toBe(WALLET.imageUrl);
    expect(requireTestId(page, 'copy-wc2-uri').hasAttribute('disabled')).toBe(false);
    expect(requireTestId(page, 'w3m-connecting-wc-open').textContent).toContain('Open Phone Wallet');
    expect(shadowOf(page).textContent).toContain('Scan this QR code with Phone Wallet');
  });

  test('ConnectingWalletConnectBasic: the QR code and the link only', async () => {
    routeTo('ConnectingWalletConnectBasic', WALLET);
    setPairingUri(URI);
    const page = await render();
    const code = shadowOf(page).querySelector('wui-qr-code')!;
    expect(code.getAttribute('imagesrc') ?? code.getAttribute('imageSrc')).toBeNull();
    expect(byTestId(page, 'w3m-connecting-wc-open')).toBeNull();
    expect(byTestId(page, 'copy-wc2-uri')).not.toBeNull();
  });

  test('a failure shows the message and a retry that pairs again', async () => {
    routeTo('ConnectingWalletConnect');
    const page = await render();
    setPairingError('The relay did not answer');
    await page.waitForChanges();
    expect(requireTestId(page, 'w3m-connecting-wc-error').textContent).toContain('The relay did not answer');
    // No code to scan or copy: neither the scan hint nor a dead "Copy link" stays beside the error.
    expect(shadowOf(page).textContent).not.toContain('Scan this QR code');
    expect(byTestId(page, 'copy-wc2-uri')).toBeNull();
    requireTestId(page, 'w3m-connecting-wc-retry').click();
    expect(mockConnect).toHaveBeenCalledTimes(2);
  });
});
