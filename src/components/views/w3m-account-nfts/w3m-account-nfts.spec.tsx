import { newSpecPage, type SpecPage } from '@stencil/core/testing';
import { $nfts } from '../../../stores/nfts';
import { connectDevAccount, resetViewStores, shadowOf, until } from '../view-spec-kit';
import { W3mAccountNfts } from './w3m-account-nfts';

const BLOCKSCOUT = 'http://127.0.0.1:9/blockscout';
const NFT_CONTRACT = '0xBC4CA0EdA7647A8aB7C2061c2E118A18a936f13D';
const SPAM_CONTRACT = '0x1111111111111111111111111111111111111111';
const realFetch = globalThis.fetch;
let requested: string[] = [];

function serve(bodies: unknown[], status = 200): void {
  requested = [];
  globalThis.fetch = jest.fn(async (url: string | URL | Request) => {
    requested.push(String(url));
    const body = bodies[requested.length - 1];
    return { ok: status === 200, status, json: async () => body } as Response;
  }) as typeof fetch;
}

const token = (address: string, name: string, type: string, reputation = 'ok') => ({
  address_hash: address,
  name,
  symbol: name.slice(0, 4).toUpperCase(),
  type,
  reputation,
});

const page = {
  items: [
    {
      id: '7421',
      image_url: null,
      metadata: { name: 'Ape #7421' },
      token: token(NFT_CONTRACT, 'Apes', 'ERC-721'),
      token_type: 'ERC-721',
      value: '1',
    },
    {
      id: '1',
      image_url: null,
      metadata: null,
      token: token(SPAM_CONTRACT, 'Claim now', 'ERC-1155', 'scam'),
      token_type: 'ERC-1155',
      value: '1',
    },
    {
      id: '42',
      image_url: null,
      metadata: null,
      token: token(SPAM_CONTRACT.replace('1111', '2222'), 'Items', 'ERC-1155'),
      token_type: 'ERC-1155',
      value: '5',
    },
  ],
  next_page_params: null,
};

afterEach(() => {
  globalThis.fetch = realFetch;
  resetViewStores();
});

async function render(): Promise<SpecPage> {
  return newSpecPage({ components: [W3mAccountNfts], html: '<w3m-account-nfts></w3m-account-nfts>' });
}

const cards = (spec: SpecPage) => [...shadowOf(spec).querySelectorAll('[data-testid="w3m-nft-item"]')];

describe('w3m-account-nfts', () => {
  test('without a Blockscout source: the own node of the network is asked over plain RPC', async () => {
    resetViewStores();
    connectDevAccount();
    serve([{ jsonrpc: '2.0', id: 1, result: 'not a block number' }]);
    const spec = await render();
    await until(spec, () => $nfts.get().failed, 'the failed state');
    expect(requested).toHaveLength(1);
    expect(requested[0]).toMatch(/^http:\/\/127\.0\.0\.1:\d+/);
    expect(shadowOf(spec).querySelector('[data-testid="w3m-nfts-unavailable"]')).toBeNull();
  });

  test('with one: the holdings, spam hidden, ERC-1155 amounts, a placeholder until an image loads', async () => {
    resetViewStores({
      historySources: {
        'eip155:31337': [
          { type: 'otterscan', url: 'http://127.0.0.1:9' },
          { type: 'blockscout', url: BLOCKSCOUT },
        ],
      },
    });
    connectDevAccount();
    serve([page]);
    const spec = await render();
    await until(spec, () => cards(spec).length === 2, 'the NFTs');
    expect(new URL(requested[0]!).pathname).toBe(
      '/blockscout/api/v2/addresses/0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266/nft',
    );
    expect(cards(spec).map((card) => card.querySelector('.name')?.textContent)).toEqual([
      'Ape #7421',
      'Items #42',
    ]);
    expect(cards(spec)[1]!.textContent).toContain('\u00d75');
    expect(cards(spec)[0]!.querySelector('img')).toBeNull();
    const monogram = cards(spec)[0]!.querySelector('[data-testid="w3m-nft-monogram"]')!;
    expect(monogram.getAttribute('aria-label')).toBe('No preview');
    expect(monogram.textContent).toBe('A');
  });

  test('an empty answer: "No NFTs yet"; a failing source: an error with a retry that loads again', async () => {
    resetViewStores({ historySources: { 'eip155:31337': { type: 'blockscout', url: BLOCKSCOUT } } });
    connectDevAccount();
    serve([], 500);
    const spec = await render();
    await until(spec, () => $nfts.get().failed, 'the failure');
    const retry = shadowOf(spec).querySelector<HTMLElement>('[testid="w3m-nfts-retry"]')!;
    serve([{ items: [], next_page_params: null }]);
    retry.click();
    await until(
      spec,
      () => requested.length === 1 && !$nfts.get().loading && !$nfts.get().failed,
      'the retry',
    );
    expect(shadowOf(spec).querySelector('[data-testid="w3m-nfts-empty"]')!.getAttribute('heading')).toBe(
      'No NFTs yet',
    );
  });
});
