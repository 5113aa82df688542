// The NFTs tab over plain RPC: the React demo host names no NFT source, so Localhost's NFTs come
// from anvil itself (transfer logs, ownerOf / balanceOf, tokenURI / uri with data: metadata). The
// stack minted Dev Badges (ERC-721) and Dev Items (ERC-1155) to the dev accounts.
import type { Browser, Page } from 'puppeteer';
import { encodeFunctionData, parseAbi } from 'viem';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { rpc, sendMined, useCleanChain } from '../support/chain';
import { autoApproveDevWallet, byTestId, clickTestId, connectDevWallet } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
useCleanChain();

interface NftCard {
  id: string;
  text: string;
  /** The preview <img> src once the image loaded, else null (monogram). */
  image: string | null;
}

/** Every NFT card (through the shadow roots). */
function nftCards(page: Page): Promise<NftCard[]> {
  return page.evaluate(() => {
    const cards: Array<{ id: string; text: string; image: string | null }> = [];
    const walk = (root: Document | ShadowRoot): void => {
      for (const card of root.querySelectorAll('[data-testid="w3m-nft-item"]')) {
        const image = card.querySelector('img');
        cards.push({
          id: card.getAttribute('data-nft-id') ?? '',
          text: (card.textContent ?? '').replace(/\s+/g, ' ').trim(),
          image: image && image.complete && image.naturalWidth > 0 ? image.getAttribute('src') : null,
        });
      }
      for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
    };
    walk(document);
    return cards;
  });
}

/** Waits until the NFT cards show exactly these names, each with a loaded image. */
async function waitForCards(page: Page, names: string[]): Promise<NftCard[]> {
  await page.waitForFunction(
    (expected: string[]) => {
      const found: string[] = [];
      const walk = (root: Document | ShadowRoot): void => {
        for (const card of root.querySelectorAll('[data-testid="w3m-nft-item"]')) {
          const image = card.querySelector('img');
          if (image && image.complete && image.naturalWidth > 0)
            found.push(card.querySelector('.name')?.textContent?.trim() ?? '');
        }
        for (const element of root.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
      };
      walk(document);
      return JSON.stringify(found.sort()) === JSON.stringify([...expected].sort());
    },
    { polling: 'raf' },
    names,
  );
  return nftCards(page);
}

describe('NFTs tab over plain RPC (React demo host, Dev Wallet, anvil)', () => {
  let browser: Browser;
  let recorded: RecordedPage;
  const [account0 = '', account1 = ''] = stack.config.accounts;
  const badges = stack.config.nfts?.find((nft) => nft.standard === 'ERC-721');
  const items = stack.config.nfts?.find((nft) => nft.standard === 'ERC-1155');

  beforeEach(async () => {
    browser = await launchBrowser();
    recorded = await openPage(browser, stack.urls.demo);
    recorded.page.setDefaultTimeout(15_000);
    await autoApproveDevWallet(recorded.page, stack.urls.evm);
  });

  afterEach(async () => {
    expect(recorded.pageErrors).toEqual([]);
    expect(recorded.blockedRequests).toEqual([]);
    await browser.close();
  });

  test('lists the minted ERC-721 and ERC-1155 items with images and names; a transfer moves one', async () => {
    const { page } = recorded;
    if (!badges || !items) throw new Error('the stack should have minted test NFTs');
    await connectDevWallet(page);
    await clickTestId(page, 'account-button');
    await clickTestId(page, 'account-tab-nfts');

    const cards = await waitForCards(page, ['Dev Badge #1', 'Dev Badge #2', 'Dev Potion', 'Dev Gem']);
    const byId = Object.fromEntries(cards.map((card) => [card.id, card]));
    expect(byId[`${badges.address.toLowerCase()}:1`]?.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(byId[`${items.address.toLowerCase()}:1`]?.text).toContain('Dev Potion');
    expect(byId[`${items.address.toLowerCase()}:1`]?.text).toMatch(/5/);
    expect(byId[`${items.address.toLowerCase()}:2`]?.text).toMatch(/2/);
    // Account 1's Dev Badge #3 is not account 0's.
    expect(cards.some((card) => card.text.includes('Dev Badge #3'))).toBe(false);

    // Account 0 sends Dev Badge #1 to account 1 (anvil signs for its dev accounts).
    const data = encodeFunctionData({
      abi: parseAbi(['function transferFrom(address from, address to, uint256 tokenId)']),
      functionName: 'transferFrom',
      args: [account0 as `0x${string}`, account1 as `0x${string}`, 1n],
    });
    await sendMined(stack.urls.evm, { from: account0, to: badges.address, data });
    const owner = String(
      await rpc(stack.urls.evm, 'eth_call', [
        { to: badges.address, data: `0x6352211e${'1'.padStart(64, '0')}` },
        'latest',
      ]),
    );
    expect(owner.slice(-40)).toBe(account1.slice(2).toLowerCase());

    // Reopening the Account view loads the tab again: the badge has left account 0's list.
    await page.keyboard.press('Escape');
    await page.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    await clickTestId(page, 'account-button');
    await clickTestId(page, 'account-tab-nfts');
    await waitForCards(page, ['Dev Badge #2', 'Dev Potion', 'Dev Gem']);
  });
});
