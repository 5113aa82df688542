import { devBitcoinAccounts } from './dev-keys';
import { startBitcoinEndpoint, type RunningBitcoinEndpoint } from './server';
import { getJson, post, signSpend, tamper, type Utxo } from './testing/spend';

const [alice, bob] = devBitcoinAccounts(2);
if (!alice || !bob) throw new Error('two dev accounts expected');

describe('Bitcoin regtest endpoint refuses invalid transactions with a clear error', () => {
  let endpoint: RunningBitcoinEndpoint;
  let aliceUtxo: Utxo;
  let aliceOrdinal: Utxo;
  const api = (path: string) => `${endpoint.url}${path}`;
  const broadcast = (raw: string) => post(api('/tx'), raw);
  const pay = (amount: bigint) => [{ address: bob.payment.address, amount }] as const;

  beforeAll(async () => {
    endpoint = await startBitcoinEndpoint({ port: 0, autoMine: false });
    const [utxo] = await getJson<Utxo[]>(api(`/address/${alice.payment.address}/utxo`));
    const [ordinal] = await getJson<Utxo[]>(api(`/address/${alice.ordinals.address}/utxo`));
    if (!utxo || !ordinal) throw new Error('alice should be funded');
    aliceUtxo = utxo;
    aliceOrdinal = ordinal;
  });
  afterAll(() => endpoint.stop());

  it('refuses a double spend, in the mempool and once mined, and keeps the first spend', async () => {
    const first = await broadcast(
      signSpend({ key: alice.payment, utxos: [aliceUtxo], to: [...pay(10_000n)] }),
    );
    expect(first.status).toBe(200);
    const again = signSpend({ key: alice.payment, utxos: [aliceUtxo], to: [...pay(20_000n)] });
    const refused = await broadcast(again);
    expect(refused.status).toBe(400);
    expect(refused.text).toBe(
      `Transaction refused: input 0 spends ${aliceUtxo.txid}:${aliceUtxo.vout}, already spent by ${first.text} in the mempool (double spend)`,
    );
    expect(await getJson(api('/mempool/txids'))).toEqual([first.text]);

    await post(api('/dev/mine'), '');
    expect((await broadcast(again)).text).toContain(
      `already spent by ${first.text} in block 2 (double spend)`,
    );
    expect(
      (await broadcast(signSpend({ key: alice.payment, utxos: [aliceUtxo], to: [...pay(10_000n)] }))).text,
    ).toBe(`Transaction refused: transaction ${first.text} is already known (in block 2)`);
  });

  it('refuses the same output spent twice within one transaction', async () => {
    const [utxo] = await getJson<Utxo[]>(api(`/address/${bob.payment.address}/utxo`));
    if (!utxo) throw new Error('bob should be funded');
    const raw = tamper(
      signSpend({
        key: bob.payment,
        utxos: [utxo],
        to: [{ address: alice.payment.address, amount: 1_000n }],
      }),
      (tx) => {
        tx.inputs.push({ ...(tx.inputs[0] as (typeof tx.inputs)[number]) });
        tx.witnesses?.push([...(tx.witnesses[0] ?? [])]);
      },
    );
    expect((await broadcast(raw)).text).toContain('input 1 spends');
    expect((await broadcast(raw)).text).toContain('a second time in the same transaction');
  });

  it('refuses a P2WPKH signature that does not verify', async () => {
    const [utxo] = await getJson<Utxo[]>(api(`/address/${bob.payment.address}/utxo`));
    if (!utxo) throw new Error('bob should be funded');
    const signed = signSpend({
      key: bob.payment,
      utxos: [utxo],
      to: [{ address: alice.payment.address, amount: 1_000n }],
    });
    const flipped = tamper(signed, (tx) => {
      const signature = tx.witnesses?.[0]?.[0];
      if (signature) signature[12] = (signature[12] as number) ^ 0x01;
    });
    const changedAmount = tamper(signed, (tx) => {
      if (tx.outputs[0]) tx.outputs[0].amount += 1n;
    });
    for (const raw of [flipped, changedAmount]) {
      const refused = await broadcast(raw);
      expect(refused).toEqual({
        status: 400,
        text: 'Transaction refused: input 0: signature does not verify (bad signature, or signed for other amounts or outputs)',
      });
    }
    const wrongKey = signSpend({
      key: { ...bob.payment, publicKey: alice.payment.publicKey },
      signWith: alice.payment.privateKey,
      utxos: [utxo],
      to: [{ address: alice.payment.address, amount: 1_000n }],
    });
    expect((await broadcast(wrongKey)).text).toBe(
      'Transaction refused: input 0: public key does not match the spent P2WPKH output',
    );
    expect(await getJson(api(`/tx/${utxo.txid}/outspends`))).toContainEqual({ spent: false });
  });

  it('refuses a P2TR key-path signature that does not verify', async () => {
    const signed = signSpend({
      key: alice.ordinals,
      utxos: [aliceOrdinal],
      to: [{ address: bob.payment.address, amount: 5_000n }],
    });
    const flipped = tamper(signed, (tx) => {
      const signature = tx.witnesses?.[0]?.[0];
      if (signature) signature[5] = (signature[5] as number) ^ 0x80;
    });
    expect((await broadcast(flipped)).text).toBe(
      'Transaction refused: input 0: signature does not verify (bad signature, or signed for other amounts or outputs)',
    );
    const stripped = tamper(signed, (tx) => {
      if (tx.witnesses) tx.witnesses[0] = [];
    });
    expect((await broadcast(stripped)).text).toBe(
      'Transaction refused: input 0: P2TR witness must be one key-path signature, got 0 item(s) (script-path spends are not supported here)',
    );
  });

  it('refuses a missing input', async () => {
    const ghost = { txid: 'ab'.repeat(32), vout: 3, value: 50_000 };
    const refused = await broadcast(signSpend({ key: alice.payment, utxos: [ghost], to: [...pay(1_000n)] }));
    expect(refused).toEqual({
      status: 400,
      text: `Transaction refused: input 0 spends ${ghost.txid}:3, which does not exist (missing input)`,
    });
  });

  it('refuses broadcasts once the mempool is full, until a block is mined', async () => {
    const small = await startBitcoinEndpoint({ port: 0, autoMine: false, maxMempoolTxs: 1 });
    try {
      const [first, second] = await getJson<Utxo[]>(`${small.url}/address/${bob.payment.address}/utxo`);
      if (!first || !second) throw new Error('bob should have two outputs');
      const spend = (utxo: Utxo) =>
        post(`${small.url}/tx`, signSpend({ key: bob.payment, utxos: [utxo], to: [...pay(1_000n)] }));
      expect((await spend(first)).status).toBe(200);
      expect(await spend(second)).toEqual({
        status: 400,
        text: 'Transaction refused: the mempool is full (1 transactions); mine a block first',
      });
      await post(`${small.url}/dev/mine`, '');
      expect((await spend(second)).status).toBe(200);
    } finally {
      await small.stop();
    }
  });

  it('refuses outputs worth more than the inputs', async () => {
    const [utxo] = await getJson<Utxo[]>(api(`/address/${alice.payment.address}/utxo`));
    if (!utxo) throw new Error('alice should still have an output');
    const signed = signSpend({ key: alice.payment, utxos: [utxo], to: [...pay(1_000n)] });
    const refused = await broadcast(
      tamper(signed, (tx) => {
        if (tx.outputs[0]) tx.outputs[0].amount = BigInt(utxo.value) + 1n;
      }),
    );
    expect(refused).toEqual({
      status: 400,
      text: `Transaction refused: outputs total ${utxo.value + 1} sat, more than the ${utxo.value} sat the inputs spend (overspend)`,
    });
  });
});

describe('Bitcoin regtest endpoint answers malformed requests with 400 and a message', () => {
  let endpoint: RunningBitcoinEndpoint;
  const api = (path: string) => `${endpoint.url}${path}`;
  beforeAll(async () => {
    endpoint = await startBitcoinEndpoint({ port: 0, autoMine: false, maxBodyBytes: 4096 });
  });
  afterAll(() => endpoint.stop());

  it.each([
    ['', 'Body must be a raw transaction in hex; it was empty'],
    ['zz', 'Body must be a raw transaction in hex (an even number of 0-9a-f digits)'],
    ['abc', 'Body must be a raw transaction in hex (an even number of 0-9a-f digits)'],
    ['{"hex":"00"}', 'Body must be a raw transaction in hex (an even number of 0-9a-f digits)'],
    ['0200000000', 'Transaction refused: not a valid raw transaction'],
    ['02000000000000000000', 'Transaction refused: transaction has no inputs'],
  ])('POST /tx %j → 400', async (body, message) => {
    const answer = await post(api('/tx'), body);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
  });

  it('refuses a body over the limit with 413', async () => {
    expect(await post(api('/tx'), 'ab'.repeat(4096))).toEqual({
      status: 413,
      text: 'Request body is larger than 4096 bytes',
    });
  });

  it.each([
    ['/address/not-an-address', 400, 'Invalid regtest Bitcoin address'],
    ['/address/bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq/utxo', 400, 'Invalid regtest Bitcoin address'],
    ['/address/%E0%A4%A/txs', 400, 'Invalid regtest Bitcoin address'],
    [`/tx/${'cd'.repeat(32)}`, 404, 'Transaction not found'],
    ['/tx/xyz/status', 404, 'Not found: /tx/xyz/status'],
    ['/block-height/abc', 400, 'Invalid block height'],
    ['/block-height/99', 404, 'Block not found at height 99'],
    ['/dev/mine', 405, 'Method GET is not allowed on /dev/mine'],
  ])('GET %s → %i', async (path, status, message) => {
    const response = await fetch(api(path));
    expect(response.status).toBe(status);
    expect(await response.text()).toContain(message);
  });

  it.each([
    ['{"blocks":0}', 'Invalid mine request'],
    ['{"blocks":"1"}', 'Invalid mine request'],
    ['{"blocks":1,"extra":true}', 'Invalid mine request'],
    ['not json', 'Body must be JSON like {"blocks": 1}'],
  ])('POST /dev/mine %j → 400', async (body, message) => {
    const answer = await post(api('/dev/mine'), body);
    expect(answer.status).toBe(400);
    expect(answer.text).toContain(message);
    expect(await (await fetch(api('/blocks/tip/height'))).text()).toBe('1');
  });

  it('answers CORS only for loopback origins', async () => {
    const local = await fetch(api('/blocks/tip/height'), { headers: { origin: 'http://127.0.0.1:3333' } });
    expect(local.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:3333');
    const remote = await fetch(api('/blocks/tip/height'), { headers: { origin: 'https://evil.example' } });
    expect(remote.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('refuses a non-loopback host and invalid options', async () => {
    await expect(startBitcoinEndpoint({ host: '0.0.0.0', port: 0 })).rejects.toThrow(
      'only binds a loopback address',
    );
    await expect(startBitcoinEndpoint({ port: -1 })).rejects.toThrow('Invalid Bitcoin endpoint options');
  });
});
