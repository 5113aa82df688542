// Activity on a node without the Otterscan API: the plain HTML host reads Localhost's history
// through the faulty RPC proxy in front of anvil, which answers every ots_ method 'method not
// found' (as a plain node does). The source asks ots_getApiLevel once, then finds the account's
// token transfers (an ERC-20 received, an ERC-1155 item sent) through eth_getLogs.
import type { Page } from 'puppeteer';
import { encodeFunctionData, erc20Abi, parseAbi, parseEther, parseUnits } from 'viem';
import { startFaultyRpcProxy, type FaultyRpcProxy } from '../../dev/evm/faulty-rpc-proxy';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { sendMined, useCleanChain } from '../support/chain';
import {
  autoApproveDevWallet,
  byTestId,
  clickTestId,
  connectDevWallet,
  createHtmlHostKit,
  localNetwork,
} from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

let proxy: FaultyRpcProxy;

beforeAll(async () => {
  proxy = await startFaultyRpcProxy({ target: stack.urls.evm, fault: { kind: 'noOtterscan' } });
});

afterAll(async () => {
  await proxy?.stop();
});

/** Sends a transaction from an unlocked dev account (anvil signs) and returns its hash once mined. */
function send(from: string, to: string, data: `0x${string}`, value = 0n): Promise<string> {
  return sendMined(stack.urls.evm, { from, to, data, value: `0x${value.toString(16)}` });
}

/** The text of the activity row of a transaction, once shown (through the shadow roots). */
async function rowText(page: Page, hash: string): Promise<string> {
  const handle = await page.waitForFunction(
    (id: string) => {
      const walk = (root: Document | ShadowRoot): string | undefined => {
        const row = root.querySelector(`[data-transaction-id="${id}"]`);
        if (row) return (row.textContent ?? '').trim();
        for (const element of root.querySelectorAll('*')) {
          const found = element.shadowRoot ? walk(element.shadowRoot) : undefined;
          if (found !== undefined) return found;
        }
        return undefined;
      };
      return walk(document);
    },
    { polling: 'raf' },
    hash,
  );
  return String(await handle.jsonValue());
}

const short = (address: string): string => `${address.slice(0, 6)}\u2026${address.slice(-6)}`.toLowerCase();

describe('Activity from eth_getLogs on a node without Otterscan (plain HTML host, Dev Wallet)', () => {
  let recorded: RecordedPage;

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.blockedRequests).toEqual([]);
    await recorded.page.browser().close();
  });

  test('a token received and an ERC-1155 item sent are listed; ots_getApiLevel is asked once', async () => {
    const [account0 = '', account1 = ''] = stack.config.accounts;
    const token = stack.config.tokens.find((entry) => entry.chainId === 31337);
    const items = stack.config.nfts?.find(
      (entry) => entry.chainId === 31337 && entry.standard === 'ERC-1155',
    );
    if (!token || !items) throw new Error('the stack deployed no token or ERC-1155 collection on 31337');
    const amount = parseUnits('2', token.decimals);
    const received = await send(
      account1,
      token.address,
      encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [account0 as `0x${string}`, amount],
      }),
    );
    const itemSent = await send(
      account0,
      items.address,
      encodeFunctionData({
        abi: parseAbi(['function safeTransferFrom(address, address, uint256, uint256, bytes)']),
        functionName: 'safeTransferFrom',
        args: [account0 as `0x${string}`, account1 as `0x${string}`, 2n, 1n, '0x'],
      }),
    );
    // A plain ETH send leaves no log: a node without an index cannot list it.
    const ethSent = await send(account0, account1, '0x', parseEther('0.5'));

    const browser = await launchBrowser();
    recorded = await openPage(browser, stack.urls.html);
    const { page } = recorded;
    page.setDefaultTimeout(20_000);
    await createHtmlHostKit(page, {
      networks: [localNetwork(stack.urls.evm)],
      projectId: 'w3m-elements-local',
      historySources: { 'eip155:31337': { type: 'otterscan', url: proxy.url } },
    });
    await autoApproveDevWallet(page, stack.urls.evm);
    await connectDevWallet(page);
    proxy.methods.length = 0;
    await clickTestId(page, 'account-button');
    await clickTestId(page, 'account-tab-activity');

    expect(await rowText(page, received)).toBe(`ReceivedFrom ${short(account1)}+2 ${token.symbol}Confirmed`);
    expect(await rowText(page, itemSent)).toMatch(/^Sent.*-1.*Confirmed$/);
    await page.waitForSelector(byTestId('w3m-activity-row'), { visible: true });
    expect(await page.$(`pierce/[data-transaction-id="${ethSent}"]`)).toBeNull();
    expect(proxy.methods.filter((method) => method === 'ots_getApiLevel')).toEqual(['ots_getApiLevel']);
    expect(proxy.methods).toContain('eth_getLogs');
    expect(proxy.methods).not.toContain('ots_searchTransactionsBefore');
  });
});
