import assert from 'node:assert/strict';
import { generateKeyPairSync } from 'node:crypto';
import { describe, it } from 'node:test';
import { decodeProtectedHeader, jwtVerify } from 'jose';
import { readCoinbaseReport } from '../src/onramp/coinbase';
import { parseOnrampReportConfig, type OnrampReportSource } from '../src/onramp/config';
import { readMeldReport } from '../src/onramp/meld';
import { fetchOnrampReport } from '../src/onramp/report';
import { COINBASE_ANSWER, MELD_ANSWER, WALLET } from './onramp-answers';

// The onramp report against answers in each provider's documented shape (Coinbase's Transaction
// Status API, Meld's transaction search), against malformed ones, and against failing providers.

const json = (body: unknown, status = 200): Response =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const ed25519Secret = (): {
  secret: string;
  publicKey: ReturnType<typeof generateKeyPairSync>['publicKey'];
} => {
  const { privateKey, publicKey } = generateKeyPairSync('ed25519');
  const jwk = privateKey.export({ format: 'jwk' });
  const bytes = Buffer.concat([
    Buffer.from(jwk.d as string, 'base64url'),
    Buffer.from(jwk.x as string, 'base64url'),
  ]);
  return { secret: bytes.toString('base64'), publicKey };
};

describe('onramp purchase reports', () => {
  it('reads a recorded Coinbase answer into neutral purchases (status, amount, asset, network, hash)', () => {
    assert.deepEqual(readCoinbaseReport(COINBASE_ANSWER), [
      {
        provider: 'coinbase',
        id: '1f087a54-ff1f-62e8-9f85-aa77ac0499a5',
        status: 'success',
        amount: '0.0125',
        asset: 'ETH',
        network: 'base',
        txHash: '0x5b1f8a1c1d0c5f1e6a8b4d0f2b3e9c7a6d5e4f3a2b1c0d9e8f7a6b5c4d3e2f10',
        createdAt: '2026-11-24T09:12:00Z',
      },
      {
        provider: 'coinbase',
        id: '1f087a54-ff1f-62e8-9f85-aa77ac0499a6',
        status: 'pending',
        amount: '20',
        asset: 'USDC',
        network: 'ethereum',
        createdAt: '2026-11-24T09:40:00Z',
      },
    ]);
  });

  it("reads a recorded Meld answer, keeping only the wallet's purchases and mapping the statuses", () => {
    const purchases = readMeldReport(MELD_ANSWER, WALLET);
    assert.deepEqual(
      purchases.map(({ id, status, amount, asset }) => ({ id, status, amount, asset })),
      [
        { id: 'WePcmgusm8wFhxMH2NPWCn', status: 'success', amount: '0.0241', asset: 'ETH' },
        { id: 'Xq3Ut6k2fUL4Xc4PVCqv4z', status: 'failed', amount: '25', asset: 'USDC' },
      ],
    );
    assert.equal(purchases[0]?.txHash, '0xabc1');
    assert.equal(purchases[0]?.network, '1');
  });

  it('malformed answers are refused naming the provider and the field', () => {
    assert.throws(
      () => readCoinbaseReport({ data: [] }),
      /The coinbase purchase report was malformed \(transactions: /,
    );
    const badStatus = structuredClone(COINBASE_ANSWER);
    (badStatus.transactions[0] as { status: string }).status = 'DONE';
    assert.throws(() => readCoinbaseReport(badStatus), /transactions\.0\.status/);
    const badAmount = structuredClone(COINBASE_ANSWER);
    badAmount.transactions[1]!.purchase_amount.value = '-5';
    assert.throws(() => readCoinbaseReport(badAmount), /transactions\.1\.purchase_amount\.value/);
    assert.throws(
      () => readMeldReport('<html>', WALLET),
      /The meld purchase report was malformed \(\(answer\): /,
    );
    const noWallet = structuredClone(MELD_ANSWER) as { transactions: Array<Record<string, unknown>> };
    delete noWallet.transactions[0]!.cryptoDetails;
    assert.throws(() => readMeldReport(noWallet, WALLET), /transactions\.0\.cryptoDetails/);
    const badDate = structuredClone(MELD_ANSWER);
    badDate.transactions[0]!.createdAt = 'yesterday';
    assert.throws(() => readMeldReport(badDate, WALLET), /transactions\.0\.createdAt/);
  });

  it('asks each provider with its own credentials; one failing provider is reported and the others still count', async () => {
    const { secret, publicKey } = ed25519Secret();
    const sources: OnrampReportSource[] = [
      {
        provider: 'coinbase',
        baseUrl: 'https://cb.test',
        keyName: 'organizations/o/apiKeys/k',
        keySecret: secret,
      },
      { provider: 'meld', baseUrl: 'https://meld.test', apiKey: 'meld-secret' },
      { provider: 'dev', baseUrl: 'http://dev.test/dev/onramp', apiKey: 'dev-secret' },
    ];
    const seen: Array<{ url: string; authorization: string }> = [];
    const fetchStub = (async (input: URL | RequestInfo, init?: RequestInit) => {
      const url = String(input);
      const authorization = new Headers(init?.headers).get('authorization') ?? '';
      seen.push({ url, authorization });
      if (url.startsWith('https://cb.test')) return json(COINBASE_ANSWER);
      if (url.startsWith('https://meld.test')) return json(MELD_ANSWER);
      return json({ transactions: [{ id: 1 }] });
    }) as typeof fetch;
    const now = new Date('2026-11-24T10:00:00Z');
    const report = await fetchOnrampReport(sources, WALLET, { fetch: fetchStub, now });

    assert.deepEqual(
      report.purchases.map(
        (purchase) => `${purchase.provider}:${purchase.status}:${purchase.amount} ${purchase.asset}`,
      ),
      [
        'coinbase:pending:20 USDC',
        'coinbase:success:0.0125 ETH',
        'meld:success:0.0241 ETH',
        'meld:failed:25 USDC',
      ],
    );
    assert.equal(report.errors.length, 1);
    assert.equal(report.errors[0]?.provider, 'dev');
    assert.match(
      report.errors[0]?.message ?? '',
      /^The dev purchase report was malformed \(transactions\.0\./,
    );

    const call = (prefix: string) => seen.find((entry) => entry.url.startsWith(prefix));
    assert.equal(
      call('https://cb.test')?.url,
      `https://cb.test/onramp/v1/buy/user/${WALLET}/transactions?page_size=20`,
    );
    const token = (call('https://cb.test')?.authorization ?? '').replace(/^Bearer /, '');
    assert.equal(decodeProtectedHeader(token).kid, 'organizations/o/apiKeys/k');
    const { payload } = await jwtVerify(token, publicKey, { issuer: 'cdp', currentDate: now });
    assert.equal(payload.uri, `GET cb.test/onramp/v1/buy/user/${WALLET}/transactions`);
    assert.equal(payload.sub, 'organizations/o/apiKeys/k');
    assert.equal(
      call('https://meld.test')?.url,
      `https://meld.test/payments/transactions?externalCustomerIds=${WALLET}&limit=20`,
    );
    assert.equal(call('https://meld.test')?.authorization, 'BASIC meld-secret');
    assert.equal(call('http://dev.test')?.authorization, 'BASIC dev-secret');
  });

  it('HTTP errors, non-JSON and unreachable providers give clear errors', async () => {
    const sources: OnrampReportSource[] = [
      { provider: 'meld', baseUrl: 'https://meld.test', apiKey: 'k' },
      { provider: 'dev', baseUrl: 'http://dev.test', apiKey: 'k' },
    ];
    const unauthorized = (async () => json({ message: 'bad key' }, 401)) as typeof fetch;
    assert.deepEqual((await fetchOnrampReport(sources.slice(0, 1), WALLET, { fetch: unauthorized })).errors, [
      { provider: 'meld', message: 'The meld purchase report answered HTTP 401' },
    ]);
    const html = (async () => new Response('<html></html>', { status: 200 })) as typeof fetch;
    assert.deepEqual((await fetchOnrampReport(sources.slice(1), WALLET, { fetch: html })).errors, [
      { provider: 'dev', message: 'The dev purchase report was not JSON' },
    ]);
    const down = (async () => {
      throw new TypeError('fetch failed');
    }) as typeof fetch;
    const report = await fetchOnrampReport(sources, WALLET, { fetch: down });
    assert.deepEqual(report.purchases, []);
    assert.match(
      report.errors[0]?.message ?? '',
      /^The meld purchase report could not be reached \(TypeError: fetch failed\)$/,
    );
  });

  it('configuration: secrets only from the environment, both Coinbase halves, dev source only in development', () => {
    assert.deepEqual(parseOnrampReportConfig({}, false), []);
    const { secret } = ed25519Secret();
    const sources = parseOnrampReportConfig(
      {
        W3M_ONRAMP_COINBASE_KEY_NAME: 'kn',
        W3M_ONRAMP_COINBASE_KEY_SECRET: secret,
        W3M_ONRAMP_MELD_API_KEY: 'mk',
      },
      false,
    );
    assert.deepEqual(
      sources.map((source) => `${source.provider} ${source.baseUrl}`),
      ['coinbase https://api.developer.coinbase.com', 'meld https://api.meld.io'],
    );
    assert.throws(() => parseOnrampReportConfig({ W3M_ONRAMP_COINBASE_KEY_NAME: 'kn' }, false), /Set both/);
    assert.throws(
      () =>
        parseOnrampReportConfig(
          { W3M_ONRAMP_COINBASE_KEY_NAME: 'kn', W3M_ONRAMP_COINBASE_KEY_SECRET: 'short' },
          false,
        ),
      /EC PEM or a base64 Ed25519 key/,
    );
    assert.throws(
      () =>
        parseOnrampReportConfig(
          { W3M_ONRAMP_MELD_API_KEY: 'mk', W3M_ONRAMP_MELD_REPORT_URL: 'ftp://x' },
          false,
        ),
      /W3M_ONRAMP_MELD_REPORT_URL is not an http\(s\) URL/,
    );
    const dev = {
      W3M_ONRAMP_DEV_REPORT_URL: 'http://127.0.0.1:3333/dev/onramp',
      W3M_ONRAMP_DEV_API_KEY: 'dk',
    };
    assert.throws(() => parseOnrampReportConfig(dev, false), /development only/);
    assert.equal(parseOnrampReportConfig(dev, true)[0]?.provider, 'dev');
  });
});
