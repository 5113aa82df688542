import { devBitcoinAccounts, devMinerKey } from './dev-keys';
import { startBitcoinEndpoint, type RunningBitcoinEndpoint } from './server';
import { SigHash } from '@scure/btc-signer';
import { getJson, post, signInputs, signSpend, type Utxo } from './testing/spend';

interface Stats {
  funded_txo_sum: number;
  spent_txo_sum: number;
  tx_count: number;
}
interface AddressInfo {
  address: string;
  chain_stats: Stats;
  mempool_stats: Stats;
}
interface TxInfo {
  txid: string;
  fee: number;
  vin: Array<{ prevout: { scriptpubkey_address: string; value: number }; witness: string[] }>;
  vout: Array<{ scriptpubkey_address?: string; scriptpubkey_type: string; value: number }>;
  status: { confirmed: boolean; block_height?: number; block_hash?: string };
}

const [alice, bob, carol] = devBitcoinAccounts();
if (!alice || !bob || !carol) throw new Error('three dev accounts expected');
const balance = (info: AddressInfo) =>
  info.chain_stats.funded_txo_sum -
  info.chain_stats.spent_txo_sum +
  info.mempool_stats.funded_txo_sum -
  info.mempool_stats.spent_txo_sum;

describe('Bitcoin regtest endpoint: funding, broadcast, mining', () => {
  let endpoint: RunningBitcoinEndpoint;
  const api = (path: string) => `${endpoint.url}${path}`;
  beforeAll(async () => {
    endpoint = await startBitcoinEndpoint({ port: 0, autoMine: false });
  });
  afterAll(() => endpoint.stop());

  it('funds the dev payment and ordinals addresses in block 1', async () => {
    expect(endpoint.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    expect(await (await fetch(api('/blocks/tip/height'))).text()).toBe('1');
    const info = await getJson<AddressInfo>(api(`/address/${alice.payment.address}`));
    expect(info.chain_stats).toMatchObject({ funded_txo_sum: 150_000_000, spent_txo_sum: 0, tx_count: 1 });
    const utxos = await getJson<Utxo[]>(api(`/address/${alice.payment.address}/utxo`));
    expect(utxos.map((utxo) => utxo.value).sort()).toEqual([100_000_000, 50_000_000].sort());
    const ordinals = await getJson<AddressInfo>(api(`/address/${alice.ordinals.address}`));
    expect(ordinals.chain_stats.funded_txo_sum).toBe(1_000_000);
    expect(endpoint.accounts[0]?.payment.address).toBe(alice.payment.address);
    expect(JSON.stringify(await getJson(api('/dev/accounts')))).not.toContain('privateKey');
  });

  it('accepts a signed P2WPKH transfer, keeps it in the mempool, then confirms it when a block is mined', async () => {
    const [utxo] = await getJson<Utxo[]>(api(`/address/${alice.payment.address}/utxo`));
    if (!utxo) throw new Error('alice has no UTXO');
    const raw = signSpend({
      key: alice.payment,
      utxos: [utxo],
      to: [
        { address: bob.payment.address, amount: 100_000n },
        { address: alice.payment.address, amount: BigInt(utxo.value) - 100_000n - 1_000n },
      ],
    });
    const sent = await post(api('/tx'), raw);
    expect(sent).toEqual({ status: 200, text: expect.stringMatching(/^[0-9a-f]{64}$/) });
    const txid = sent.text;

    expect(await getJson(api(`/tx/${txid}/status`))).toEqual({ confirmed: false });
    expect(await getJson(api('/mempool/txids'))).toEqual([txid]);
    expect(await (await fetch(api(`/tx/${txid}/hex`))).text()).toBe(raw);
    const bobInfo = await getJson<AddressInfo>(api(`/address/${bob.payment.address}`));
    expect(bobInfo.mempool_stats.funded_txo_sum).toBe(100_000);
    expect(balance(bobInfo)).toBe(150_100_000);
    const aliceUtxos = await getJson<Utxo[]>(api(`/address/${alice.payment.address}/utxo`));
    expect(aliceUtxos.some((u) => u.txid === utxo.txid && u.vout === utxo.vout)).toBe(false);
    expect(await getJson(api(`/tx/${utxo.txid}/outspends`))).toContainEqual({
      spent: true,
      txid,
      vin: 0,
      status: { confirmed: false },
    });

    const mined = await post(api('/dev/mine'), '');
    expect(mined.status).toBe(200);
    const [block] = JSON.parse(mined.text) as Array<{ height: number; hash: string; txids: string[] }>;
    expect(block).toMatchObject({ height: 2 });
    expect(block?.txids).toContain(txid);
    const tx = await getJson<TxInfo>(api(`/tx/${txid}`));
    expect(tx.status).toEqual(
      expect.objectContaining({ confirmed: true, block_height: 2, block_hash: block?.hash }),
    );
    expect(tx.fee).toBe(1_000);
    expect(tx.vin[0]?.prevout).toMatchObject({
      scriptpubkey_address: alice.payment.address,
      value: utxo.value,
    });
    expect(tx.vout[0]).toMatchObject({
      scriptpubkey_address: bob.payment.address,
      scriptpubkey_type: 'v0_p2wpkh',
    });
    expect(await (await fetch(api('/blocks/tip/hash'))).text()).toBe(block?.hash);

    const aliceInfo = await getJson<AddressInfo>(api(`/address/${alice.payment.address}`));
    expect(aliceInfo.mempool_stats.tx_count).toBe(0);
    expect(balance(aliceInfo)).toBe(150_000_000 - 101_000);
    const history = await getJson<TxInfo[]>(api(`/address/${bob.payment.address}/txs`));
    expect(history.map((entry) => entry.txid)[0]).toBe(txid);
    const miner = await getJson<AddressInfo>(api(`/address/${devMinerKey().address}`));
    expect(miner.chain_stats.funded_txo_sum).toBe(1_000);
  });

  it('accepts a P2TR key-path spend from an ordinals address, spending an unconfirmed output too', async () => {
    const [utxo] = await getJson<Utxo[]>(api(`/address/${carol.ordinals.address}/utxo`));
    if (!utxo) throw new Error('carol has no ordinals UTXO');
    const first = await post(
      api('/tx'),
      signSpend({
        key: carol.ordinals,
        utxos: [utxo],
        to: [{ address: carol.ordinals.address, amount: 999_000n }],
      }),
    );
    expect(first.status).toBe(200);
    const second = await post(
      api('/tx'),
      signSpend({
        key: carol.ordinals,
        utxos: [{ txid: first.text, vout: 0, value: 999_000 }],
        to: [{ address: bob.ordinals.address, amount: 998_000n }],
      }),
    );
    expect(second.status).toBe(200);
    expect(await getJson<string[]>(api('/mempool/txids'))).toEqual([first.text, second.text]);
    await post(api('/dev/mine'), '{"blocks": 2}');
    expect(await (await fetch(api('/blocks/tip/height'))).text()).toBe('4');
    const bobOrdinals = await getJson<AddressInfo>(api(`/address/${bob.ordinals.address}`));
    expect(bobOrdinals.chain_stats.funded_txo_sum).toBe(1_000_000 + 998_000);
    expect(await getJson<Utxo[]>(api(`/address/${carol.ordinals.address}/utxo`))).toEqual([]);
  });

  it('verifies mixed P2WPKH and P2TR inputs with several sighash types in one transaction', async () => {
    const [payment] = await getJson<Utxo[]>(api(`/address/${bob.payment.address}/utxo`));
    const [ordinal] = await getJson<Utxo[]>(api(`/address/${bob.ordinals.address}/utxo`));
    if (!payment || !ordinal) throw new Error('bob should be funded');
    const raw = signInputs(
      [
        { key: bob.payment, utxo: payment, sighash: SigHash.ALL_ANYONECANPAY },
        { key: bob.ordinals, utxo: ordinal, sighash: SigHash.SINGLE },
      ],
      [
        { address: carol.payment.address, amount: 200_000n },
        { address: bob.payment.address, amount: BigInt(payment.value + ordinal.value) - 200_000n - 2_000n },
      ],
    );
    const sent = await post(api('/tx'), raw);
    expect(sent.status).toBe(200);
    const tx = await getJson<TxInfo>(api(`/tx/${sent.text}`));
    expect(tx.fee).toBe(2_000);
    expect(tx.vin[0]?.witness[0]).toMatch(/81$/);
    expect(tx.vin[1]?.witness[0]).toMatch(/^[0-9a-f]{128}03$/);
    expect(tx.vin.map((input) => input.prevout.scriptpubkey_address)).toEqual([
      bob.payment.address,
      bob.ordinals.address,
    ]);
  });

  it('answers fee estimates keyed by confirmation target', async () => {
    const fees = await getJson<Record<string, number>>(api('/fee-estimates'));
    expect(Object.keys(fees)).toEqual(expect.arrayContaining(['1', '6', '144']));
    expect(fees['1']).toBeGreaterThanOrEqual(fees['144'] as number);
  });
});

describe('Bitcoin regtest endpoint with auto-mining (the stack default)', () => {
  it('confirms an accepted broadcast in the next block straight away', async () => {
    const endpoint = await startBitcoinEndpoint({ port: 0 });
    try {
      const [utxo] = await getJson<Utxo[]>(`${endpoint.url}/address/${bob.payment.address}/utxo`);
      if (!utxo) throw new Error('bob has no UTXO');
      const sent = await post(
        `${endpoint.url}/tx`,
        signSpend({
          key: bob.payment,
          utxos: [utxo],
          to: [{ address: alice.payment.address, amount: 5_000n }],
        }),
      );
      expect(sent.status).toBe(200);
      expect(await getJson(`${endpoint.url}/tx/${sent.text}/status`)).toMatchObject({
        confirmed: true,
        block_height: 2,
      });
    } finally {
      await endpoint.stop();
    }
  });
});
