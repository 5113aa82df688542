// The embedded wallet's signatures against a real anvil node: personal_sign and
// eth_signTypedData_v4 verify with viem; eth_sendTransaction is signed here, broadcast and mined.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createPublicClient,
  createWalletClient,
  http,
  parseEther,
  recoverTypedDataAddress,
  toHex,
  verifyMessage,
  type Address,
  type Hex,
} from 'viem';
import { startAnvil, type AnvilNode } from '../../dev/evm/anvil';
import { findFreePort } from '../../dev/ports';
import { ensureWallet } from '../src/wallet/custody-store';
import { walletRpc } from '../src/wallet/rpc';
import { openPglite } from '../src/db/pglite';
import type { Database } from '../src/db/database';
import { testSite, type TestSite } from './fixture';

const USER = '5f0b6c1e-2c55-4a3c-9a55-0f8d3c7f6a11';

describe('signing with the embedded wallet (anvil)', () => {
  let anvil: AnvilNode;
  let db: Database;
  let site: TestSite;
  let address: Address;

  before(async () => {
    anvil = await startAnvil({ port: await findFreePort(), chainId: 31337 });
    db = await openPglite();
    site = await testSite(db, { rpcUrls: new Map([[31337, anvil.rpcUrl]]) });
    await db.query(`INSERT INTO users (id, email, created_at) VALUES ($1, 'ada@example.com', now())`, [USER]);
    address = (await ensureWallet(site.ctx, USER)) as Address;
    const funder = createWalletClient({ transport: http(anvil.rpcUrl) });
    const [dev] = await funder.getAddresses();
    const hash = await funder.sendTransaction({
      account: dev as Address,
      to: address,
      value: parseEther('1'),
      chain: null,
    });
    await createPublicClient({ transport: http(anvil.rpcUrl) }).waitForTransactionReceipt({ hash });
  });

  after(async () => {
    await db?.close();
    await anvil?.stop();
  });

  it('personal_sign: hex and text messages verify for the wallet address', async () => {
    for (const message of ['Hello from the frame', toHex('raw bytes')]) {
      const signature = (await walletRpc(site.ctx, USER, {
        method: 'personal_sign',
        params: [message, address],
        chainId: 31337,
      })) as Hex;
      const verified = await verifyMessage({
        address,
        message: message.startsWith('0x') ? { raw: message as Hex } : message,
        signature,
      });
      assert.equal(verified, true);
    }
    await assert.rejects(
      walletRpc(site.ctx, USER, {
        method: 'personal_sign',
        params: ['x', '0x0000000000000000000000000000000000000001'],
        chainId: 31337,
      }),
      /not this wallet/,
    );
  });

  it('eth_signTypedData_v4 recovers to the wallet address', async () => {
    const typed = {
      domain: {
        name: 'Demo',
        version: '1',
        chainId: 31337,
        verifyingContract: '0x0000000000000000000000000000000000000001' as Address,
      },
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
        ],
      },
      primaryType: 'Mail' as const,
      message: { to: '0x0000000000000000000000000000000000000002' as Address, contents: 'Hi' },
    };
    const signature = (await walletRpc(site.ctx, USER, {
      method: 'eth_signTypedData_v4',
      params: [address, JSON.stringify(typed)],
      chainId: 31337,
    })) as Hex;
    const { EIP712Domain: _domain, ...types } = typed.types;
    assert.equal(await recoverTypedDataAddress({ ...typed, types, signature }), address);
    await assert.rejects(
      walletRpc(site.ctx, USER, { method: 'eth_signTypedData_v4', params: [address, '{'], chainId: 31337 }),
      /typed data/,
    );
  });

  it('eth_sendTransaction is signed, broadcast and mined; the balance changes', async () => {
    const client = createPublicClient({ transport: http(anvil.rpcUrl) });
    const to = '0x000000000000000000000000000000000000dEaD' as Address;
    const before = await client.getBalance({ address: to });
    const hash = (await walletRpc(site.ctx, USER, {
      method: 'eth_sendTransaction',
      params: [{ from: address, to, value: toHex(parseEther('0.25')) }],
      chainId: 31337,
    })) as Hex;
    const receipt = await client.waitForTransactionReceipt({ hash });
    assert.equal(receipt.status, 'success');
    assert.equal(receipt.from.toLowerCase(), address.toLowerCase());
    assert.equal((await client.getBalance({ address: to })) - before, parseEther('0.25'));
    await assert.rejects(
      walletRpc(site.ctx, USER, {
        method: 'eth_sendTransaction',
        params: [{ to, value: '12' }],
        chainId: 31337,
      }),
      /hex quantity/,
    );
    await assert.rejects(
      walletRpc(site.ctx, USER, { method: 'eth_sendTransaction', params: [{ to }], chainId: 5 }),
      /No RPC endpoint/,
    );
    await assert.rejects(
      walletRpc(site.ctx, USER, { method: 'eth_sign', params: [], chainId: 31337 }),
      /does not answer eth_sign/,
    );
  });
});
