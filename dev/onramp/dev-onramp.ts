// The dev onramp provider (/dev/onramp/ on the demo server): what a card-payment onramp does, on
// the dev chain. Its page (server-rendered, no script) takes the wallet, asset and amount from the
// popup URL; "Buy" sends real test ETH or a test token from a dev account, records the purchase
// (pending until the receipt, then settled or failed), and its report API answers the secure
// site's calls in Meld's transaction-search shape, behind an API key.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { encodeFunctionData, isAddress, parseAbi, parseUnits, type Address, type Hex } from 'viem';
import type { DevToken } from '../config';
import { COMMON_HEADERS, HTML_HEADERS } from '../security-headers';

const MINT_ABI = parseAbi(['function mint(address to, uint256 amount)']);

/** Where the dev onramp sells from. */
export interface DevOnrampOptions {
  rpcUrl: string;
  /** The unlocked dev account that pays out ETH. */
  seller: Address;
  /** The unlocked owner of the test tokens, which mints the tokens sold (the seller holds none). */
  tokenOwner: Address;
  /** The key the report API requires (`Authorization: BASIC <key>`). */
  apiKey: string;
  tokens: readonly Pick<DevToken, 'symbol' | 'address' | 'decimals'>[];
}

/** One recorded purchase, in Meld's shape. */
export interface DevPurchase {
  id: string;
  status: 'PENDING' | 'SETTLED' | 'FAILED';
  destinationAmount: string;
  destinationCurrencyCode: string;
  createdAt: string;
  externalCustomerId: string;
  cryptoDetails: { walletAddress: string; transactionHash: string | null; chainId: string };
}

const MAX_AMOUNT = 10;
const escape = (text: string): string => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

async function rpc(url: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  });
  const body = (await response.json()) as { result?: unknown; error?: { message: string } };
  if (body.error) throw new Error(body.error.message);
  return body.result;
}

async function receiptOf(url: string, hash: string): Promise<{ status: string }> {
  for (;;) {
    const receipt = (await rpc(url, 'eth_getTransactionReceipt', [hash])) as { status: string } | null;
    if (receipt) return receipt;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function formOf(request: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of request) {
    text += String(chunk);
    if (text.length > 4096) throw new Error('Request too large');
  }
  return new URLSearchParams(text);
}

function page(response: ServerResponse, status: number, title: string, body: string): void {
  response.writeHead(status, {
    ...COMMON_HEADERS,
    ...HTML_HEADERS,
    'Content-Type': 'text/html; charset=utf-8',
  });
  response.end(
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(title)}</title></head>` +
      `<body><main><h1>${escape(title)}</h1>${body}</main></body></html>`,
  );
}

/** The dev onramp's handlers and its record of purchases. */
export function createDevOnramp(options: DevOnrampOptions) {
  const purchases: DevPurchase[] = [];
  const assets = new Map(options.tokens.map((token) => [token.symbol.toUpperCase(), token]));

  /** GET /dev/onramp/?walletAddress&destinationCurrencyCode&sourceAmount: the buy form. */
  const show = (_request: IncomingMessage, response: ServerResponse, url: URL): void => {
    const wallet = url.searchParams.get('walletAddress') ?? '';
    const asset = (url.searchParams.get('destinationCurrencyCode') ?? 'ETH').split('_')[0] ?? 'ETH';
    page(
      response,
      200,
      'Dev Onramp',
      `<form method="post" action="/dev/onramp/buy">` +
        `<p><label>Wallet <input name="walletAddress" value="${escape(wallet)}" data-testid="dev-onramp-wallet"></label></p>` +
        `<p><label>Asset <input name="asset" value="${escape(asset)}" data-testid="dev-onramp-asset"></label></p>` +
        `<p><label>Amount <input name="amount" value="0.05" data-testid="dev-onramp-amount"></label></p>` +
        `<p><button type="submit" data-testid="dev-onramp-buy">Buy</button></p></form>`,
    );
  };

  /** POST /dev/onramp/buy: pays out on the dev chain and records the purchase. */
  const buy = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const form = await formOf(request).catch(() => undefined);
    const wallet = form?.get('walletAddress') ?? '';
    const asset = (form?.get('asset') ?? '').toUpperCase();
    const amount = form?.get('amount') ?? '';
    const token = assets.get(asset);
    const problem = !isAddress(wallet, { strict: false })
      ? 'The wallet is not an address'
      : asset !== 'ETH' && !token
        ? `The dev onramp does not sell ${asset || 'that asset'}`
        : !/^\d+(\.\d{1,18})?$/.test(amount) || Number(amount) <= 0 || Number(amount) > MAX_AMOUNT
          ? `The amount must be a number above 0 and at most ${MAX_AMOUNT}`
          : undefined;
    if (problem) return page(response, 400, 'Purchase refused', `<p role="alert">${escape(problem)}</p>`);
    const chainId = String(Number(await rpc(options.rpcUrl, 'eth_chainId', [])));
    const purchase: DevPurchase = {
      id: randomUUID(),
      status: 'PENDING',
      destinationAmount: amount,
      destinationCurrencyCode: token?.symbol ?? 'ETH',
      createdAt: new Date().toISOString(),
      externalCustomerId: wallet,
      cryptoDetails: { walletAddress: wallet, transactionHash: null, chainId },
    };
    purchases.push(purchase);
    const transaction = token
      ? {
          from: options.tokenOwner,
          to: token.address,
          data: encodeFunctionData({
            abi: MINT_ABI,
            functionName: 'mint',
            args: [wallet as Address, parseUnits(amount, token.decimals)],
          }),
        }
      : { from: options.seller, to: wallet, value: `0x${parseUnits(amount, 18).toString(16)}` };
    try {
      const hash = (await rpc(options.rpcUrl, 'eth_sendTransaction', [transaction])) as Hex;
      purchase.cryptoDetails.transactionHash = hash;
      purchase.status = (await receiptOf(options.rpcUrl, hash)).status === '0x1' ? 'SETTLED' : 'FAILED';
    } catch {
      purchase.status = 'FAILED';
    }
    const done = purchase.status === 'SETTLED';
    page(
      response,
      done ? 200 : 502,
      done ? 'Purchase complete' : 'Purchase failed',
      `<p data-testid="dev-onramp-result">${escape(`${amount} ${asset} to ${wallet}: ${purchase.status}`)}</p>`,
    );
  };

  /** GET /dev/onramp/payments/transactions?externalCustomerIds=: Meld's search shape, behind the key. */
  const report = (request: IncomingMessage, response: ServerResponse, url: URL): void => {
    const headers = { ...COMMON_HEADERS, 'Content-Type': 'application/json' };
    if (request.headers.authorization !== `BASIC ${options.apiKey}`) {
      response.writeHead(401, headers);
      response.end(JSON.stringify({ code: 'UNAUTHORIZED', message: 'Invalid API key' }));
      return;
    }
    const customers = new Set(
      (url.searchParams.get('externalCustomerIds') ?? '').split(',').map((id) => id.toLowerCase()),
    );
    const found = purchases
      .filter((purchase) => customers.has(purchase.externalCustomerId.toLowerCase()))
      .reverse();
    response.writeHead(200, headers);
    response.end(
      JSON.stringify({ transactions: found, count: found.length, remaining: 0, totalCount: found.length }),
    );
  };

  return { show, buy, report, purchases };
}
