import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import type { TokenBalance } from '../../../stores/cache';
import { $router } from '../../../stores/router';
import { $send, resetSend, setTokenBalances } from '../../../stores/send';
import { byTestId, connectDevAccount, requireTestId, resetViewStores } from '../view-spec-kit';
import { W3mWalletSendView } from './w3m-wallet-send-view';

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const eth: TokenBalance = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  price: 0,
  quantity: { decimals: '18', numeric: '2.5' },
  iconUrl: '',
};

beforeEach(() => {
  resetViewStores();
  resetSend();
  connectDevAccount();
  setTokenBalances([eth]);
});
afterEach(() => {
  resetSend();
  resetViewStores();
});

async function render(): Promise<SpecPage> {
  const page = await newSpecPage({
    components: [W3mWalletSendView],
    html: '<w3m-wallet-send-view></w3m-wallet-send-view>',
  });
  await page.waitForChanges();
  return page;
}

async function type(page: SpecPage, testId: string, text: string): Promise<void> {
  requireTestId(page, testId).dispatchEvent(new CustomEvent('wuiInput', { detail: text }));
  await page.waitForChanges();
}

const message = (page: SpecPage): string => byTestId(page, 'w3m-send-error')?.textContent ?? '';
// wui-button is not registered in this spec, so its `disabled` prop lands as an attribute.
const previewDisabled = (page: SpecPage): boolean =>
  requireTestId(page, 'w3m-send-preview-button').hasAttribute('disabled');

describe('w3m-wallet-send-view', () => {
  test('picks the first balance (the native coin) and says nothing before the user types', async () => {
    const page = await render();
    expect($send.get().token).toEqual(eth);
    expect(message(page)).toBe('');
    expect(previewDisabled(page)).toBe(true);
  });

  test('SPEC §5 messages: invalid address, zero amount, too large an amount; a complete form previews', async () => {
    const page = await render();
    await type(page, 'w3m-send-amount-input', '1');
    await type(page, 'w3m-send-address-input', '0x1234');
    expect(message(page)).toBe('Invalid address');
    await type(page, 'w3m-send-address-input', RECEIVER);
    await type(page, 'w3m-send-amount-input', '0');
    expect(message(page)).toBe('An amount and receiver address are required');
    await type(page, 'w3m-send-amount-input', '3');
    expect(message(page)).toBe('Insufficient funds');
    expect(previewDisabled(page)).toBe(true);
    await type(page, 'w3m-send-amount-input', '2.5');
    expect(message(page)).toBe('');
    expect(previewDisabled(page)).toBe(false);
    expect($send.get()).toMatchObject({ sendTokenAmount: '2.5', receiverAddress: RECEIVER });
    requireTestId(page, 'w3m-send-preview-button').click();
    await page.waitForChanges();
    expect($router.get().view).toBe('WalletSendPreview');
  });

  test('Max fills the whole balance; the token row opens the picker', async () => {
    const page = await render();
    requireTestId(page, 'w3m-send-max').click();
    await page.waitForChanges();
    expect($send.get().sendTokenAmount).toBe('2.5');
    requireTestId(page, 'w3m-send-select-token').click();
    expect($router.get().view).toBe('WalletSendSelectToken');
  });
});
