// The embedded wallet's smart account against a real anvil node, EntryPoint v0.7 and the alto
// bundler: counterfactual address, the first operation deploys it, ERC-6492 then ERC-1271
// signatures verify with viem, two ERC-20 transfers in one atomic operation, a bundler outage.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import {
  createPublicClient,
  createWalletClient,
  encodeFunctionData,
  erc20Abi,
  http,
  parseEther,
  toHex,
  type Address,
  type Hex,
} from 'viem';
import { startAlto, type RunningBundler } from '../../dev/bundler/alto';
import { startSmartAccountInfra, type SmartAccountInfra } from '../../dev/bundler/smart-account-infra';
import { startAnvil, type AnvilNode } from '../../dev/evm/anvil';
import { deployTestTokens } from '../../dev/evm/deploy';
import { findFreePort } from '../../dev/ports';
import { openPglite } from '../src/db/pglite';
import type { Database } from '../src/db/database';
import { SIMPLE_ACCOUNT_ABI } from '../src/smart-account/account';
import { smartAccountRpc, smartAccountState } from '../src/smart-account/rpc';
import { ensureWallet } from '../src/wallet/custody-store';
import { createSession } from '../src/auth/sessions';
import { formatSiwxMessage } from '../../src/siwx/message';
import { createEip155Verifier } from '../../src/siwx/verifiers';
import { createSiwxServer } from '../../src/siwx-server/verify';
import { buildApp } from '../src/http/app';
import { HOST_ORIGIN, PUBLIC_ORIGIN, testSite, type TestSite } from './fixture';

const USER = '7a1c9e2b-3d4f-4b6a-8c1e-2f3a4b5c6d7e';
const CHAIN = 31337;
const RECEIVER = '0x00000000000000000000000000000000000b0b01' as Address;
const RECEIVER_2 = '0x00000000000000000000000000000000000b0b02' as Address;

describe('the embedded smart account (anvil + alto)', () => {
  let anvil: AnvilNode;
  let infra: SmartAccountInfra;
  let restarted: RunningBundler | undefined;
  let bundlerPort: number;
  let db: Database;
  let site: TestSite;
  let owner: Address;
  let token: Address;
  const reader = () => createPublicClient({ transport: http(anvil.rpcUrl) });
  const rpc = (method: string, params?: unknown) =>
    smartAccountRpc(site.ctx, USER, { method, params, chainId: CHAIN });

  before(async () => {
    anvil = await startAnvil({ port: await findFreePort(), chainId: CHAIN });
    bundlerPort = await findFreePort();
    infra = await startSmartAccountInfra({
      rpcUrl: anvil.rpcUrl,
      chainId: CHAIN,
      port: bundlerPort,
      log: () => undefined,
    });
    const { entryPoint, accountFactory, bundlerUrl } = infra.network;
    db = await openPglite();
    site = await testSite(db, {
      rpcUrls: new Map([[CHAIN, anvil.rpcUrl]]),
      smartAccounts: new Map([[CHAIN, { chainId: CHAIN, bundlerUrl, entryPoint, accountFactory }]]),
    });
    await db.query(`INSERT INTO users (id, email, created_at) VALUES ($1, 'sam@example.com', now())`, [USER]);
    owner = (await ensureWallet(site.ctx, USER)) as Address;
    const dev = await createWalletClient({ transport: http(anvil.rpcUrl) }).getAddresses();
    const [tUsd] = await deployTestTokens(anvil.rpcUrl, CHAIN, dev.slice(0, 1));
    token = tUsd!.address;
  });

  after(async () => {
    await restarted?.stop();
    await infra?.stop();
    await db?.close();
    await anvil?.stop();
  });

  it('shows a counterfactual address first, and the first send deploys it through the bundler', async () => {
    const before = await smartAccountState(site.ctx, USER, CHAIN);
    assert.equal(before.deployed, false);
    assert.notEqual(before.address.toLowerCase(), owner.toLowerCase());
    assert.equal(await reader().getCode({ address: before.address }), undefined);
    assert.deepEqual(await rpc('eth_accounts'), [before.address]);

    // The user receives funds at the shown address, then sends from it.
    const dev = createWalletClient({ transport: http(anvil.rpcUrl) });
    const [funder] = await dev.getAddresses();
    const funding = await dev.sendTransaction({
      account: funder!,
      to: before.address,
      value: parseEther('1'),
      chain: null,
    });
    await reader().waitForTransactionReceipt({ hash: funding });

    assert.deepEqual(await signInWithSiwx(), [true, true], 'SIWX before deployment (ERC-6492)');
    const signedBefore = (await rpc('personal_sign', ['before deployment', before.address])) as Hex;
    assert.equal(signedBefore.endsWith('6492'.repeat(16)), true, 'ERC-6492 wrapped');
    assert.equal(
      await reader().verifyMessage({
        address: before.address,
        message: 'before deployment',
        signature: signedBefore,
      }),
      true,
    );

    const receiverBefore = await reader().getBalance({ address: RECEIVER });
    const txHash = (await rpc('eth_sendTransaction', [
      { from: before.address, to: RECEIVER, value: toHex(parseEther('0.1')) },
    ])) as Hex;
    assert.match(txHash, /^0x[0-9a-f]{64}$/);
    assert.equal((await reader().getBalance({ address: RECEIVER })) - receiverBefore, parseEther('0.1'));
    const afterSend = await smartAccountState(site.ctx, USER, CHAIN);
    assert.deepEqual(afterSend, { address: before.address, deployed: true });
    assert.deepEqual(await signInWithSiwx(), [true, true], 'SIWX after deployment (ERC-1271)');

    // The pre-deployment signature still verifies (ERC-6492 falls through to ERC-1271 now).
    assert.equal(
      await reader().verifyMessage({
        address: before.address,
        message: 'before deployment',
        signature: signedBefore,
      }),
      true,
    );
  });

  /** Signs in with SIWX as the smart account; true when both the server helper and the default verifier accept. */
  const signInWithSiwx = async (): Promise<[boolean, boolean]> => {
    const { address } = await smartAccountState(site.ctx, USER, CHAIN);
    const server = createSiwxServer({
      domain: 'app.example',
      rpcUrls: { [`eip155:${CHAIN}`]: anvil.rpcUrl },
    });
    const data = {
      domain: 'app.example',
      accountAddress: address,
      uri: 'https://app.example/',
      version: '1',
      chainId: `eip155:${CHAIN}` as const,
      nonce: await server.issueNonce(),
      issuedAt: new Date().toISOString(),
    };
    const message = formatSiwxMessage(data);
    const signature = (await rpc('personal_sign', [toHex(message), address])) as Hex;
    const verifier = createEip155Verifier({ rpcUrl: () => anvil.rpcUrl });
    const helper = await server.verify({ message, signature }).then(
      () => true,
      () => false,
    );
    return [helper, await verifier.verify({ data, message, signature })];
  };

  it('signs messages and typed data with ERC-1271 once deployed, never valid for the owner EOA', async () => {
    const { address } = await smartAccountState(site.ctx, USER, CHAIN);
    const signed = (await rpc('personal_sign', ['after deployment', address])) as Hex;
    assert.equal(signed.length, 132, 'a plain 65-byte owner signature, no 6492 wrapper');
    assert.equal(
      await reader().verifyMessage({ address, message: 'after deployment', signature: signed }),
      true,
    );
    assert.equal(
      await reader().verifyMessage({ address, message: 'something else', signature: signed }),
      false,
    );
    assert.equal(
      await reader().verifyMessage({ address: owner, message: 'after deployment', signature: signed }),
      false,
    );

    const typed = {
      domain: { name: 'Mail', version: '1', chainId: CHAIN },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail',
      message: { contents: 'hello' },
    } as const;
    const typedSignature = (await rpc('eth_signTypedData_v4', [address, JSON.stringify(typed)])) as Hex;
    assert.equal(await reader().verifyTypedData({ address, signature: typedSignature, ...typed }), true);
    await assert.rejects(rpc('personal_sign', ['x', owner]), /not this smart account/);
  });

  it('wallet_sendCalls lands two ERC-20 transfers atomically in one operation', async () => {
    const { address } = await smartAccountState(site.ctx, USER, CHAIN);
    const dev = createWalletClient({ transport: http(anvil.rpcUrl) });
    const [minter] = await dev.getAddresses();
    const mint = await dev.writeContract({
      account: minter!,
      chain: null,
      address: token,
      abi: [
        {
          type: 'function',
          name: 'mint',
          stateMutability: 'nonpayable',
          inputs: [
            { name: 'to', type: 'address' },
            { name: 'amount', type: 'uint256' },
          ],
          outputs: [],
        },
      ],
      functionName: 'mint',
      args: [address, 1_000_000n],
    });
    await reader().waitForTransactionReceipt({ hash: mint });
    const transfer = (to: Address, amount: bigint) => ({
      to: token,
      data: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] }),
    });
    const capabilities = (await rpc('wallet_getCapabilities', [address])) as Record<string, unknown>;
    assert.deepEqual(capabilities[toHex(CHAIN)], {
      atomic: { status: 'supported' },
      atomicBatch: { supported: true },
    });

    const { id } = (await rpc('wallet_sendCalls', [
      {
        version: '2.0.0',
        chainId: toHex(CHAIN),
        from: address,
        atomicRequired: true,
        calls: [transfer(RECEIVER, 250_000n), transfer(RECEIVER_2, 50_000n)],
      },
    ])) as { id: Hex };
    let status: { status: number; receipts?: Array<{ transactionHash: Hex }> };
    do status = (await rpc('wallet_getCallsStatus', [id])) as typeof status;
    while (status.status === 100);
    assert.equal(status.status, 200);
    assert.equal(status.receipts?.length, 1);
    const balance = (who: Address) =>
      reader().readContract({ address: token, abi: erc20Abi, functionName: 'balanceOf', args: [who] });
    assert.deepEqual(
      [await balance(RECEIVER), await balance(RECEIVER_2), await balance(address)],
      [250_000n, 50_000n, 700_000n],
    );
    const receipt = await reader().getTransactionReceipt({ hash: status.receipts![0]!.transactionHash });
    assert.equal(receipt.logs.filter((log) => log.address.toLowerCase() === token.toLowerCase()).length, 2);
  });

  it('the frame API picks the account by accountType and lists the smart-account networks', async () => {
    const app = buildApp(site.ctx);
    try {
      const { accessToken } = await createSession(site.ctx, USER, 'demo');
      const post = (url: string, payload: unknown) =>
        app.inject({
          method: 'POST',
          url,
          payload: payload as Record<string, unknown>,
          headers: {
            origin: PUBLIC_ORIGIN,
            'x-project-id': 'demo',
            'x-host-origin': HOST_ORIGIN,
            authorization: `Bearer ${accessToken}`,
          },
        });
      const { address } = await smartAccountState(site.ctx, USER, CHAIN);
      assert.deepEqual((await post('/api/v1/smart-account/networks', {})).json(), { chainIds: [CHAIN] });
      assert.deepEqual((await post('/api/v1/smart-account', { chainId: CHAIN })).json(), {
        address,
        deployed: true,
      });
      const accounts = async (accountType?: string) =>
        (
          await post('/api/v1/rpc', {
            method: 'eth_accounts',
            chainId: CHAIN,
            ...(accountType ? { accountType } : {}),
          })
        ).json();
      assert.deepEqual(await accounts('smartAccount'), { result: [address] });
      assert.deepEqual(await accounts('eoa'), { result: [owner] });
      assert.deepEqual(await accounts(), { result: [owner] });
      const bad = await post('/api/v1/rpc', { method: 'eth_accounts', chainId: CHAIN, accountType: 'safe' });
      assert.equal(bad.statusCode, 400);
      assert.deepEqual(bad.json(), { error: 'accountType must be eoa or smartAccount' });
      const elsewhere = await post('/api/v1/smart-account', { chainId: 8453 });
      assert.equal(elsewhere.statusCode, 400);
      assert.deepEqual(elsewhere.json(), { error: 'Smart accounts are not available on chain 8453' });
    } finally {
      await app.close();
    }
  });

  it('eth_sendUserOperation: callData from the app, the signature ours, gas from the bundler; a foreign sender or EntryPoint is refused', async () => {
    const { address } = await smartAccountState(site.ctx, USER, CHAIN);
    const callData = encodeFunctionData({
      abi: SIMPLE_ACCOUNT_ABI,
      functionName: 'execute',
      args: [RECEIVER_2, 777n, '0x'],
    });
    const receiverBefore = await reader().getBalance({ address: RECEIVER_2 });
    const hash = (await rpc('eth_sendUserOperation', [
      { sender: address, callData },
      infra.network.entryPoint,
    ])) as Hex;
    assert.match(hash, /^0x[0-9a-f]{64}$/);
    let status: { status: number };
    do status = (await rpc('wallet_getCallsStatus', [hash])) as typeof status;
    while (status.status === 100);
    assert.equal(status.status, 200);
    assert.equal((await reader().getBalance({ address: RECEIVER_2 })) - receiverBefore, 777n);
    await assert.rejects(
      rpc('eth_sendUserOperation', [{ sender: owner, callData }, infra.network.entryPoint]),
      /sender that is not this smart account/,
    );
    await assert.rejects(
      rpc('eth_sendUserOperation', [{ sender: address, callData }, infra.network.accountFactory]),
      /must name EntryPoint/,
    );
  });

  it('refuses calls that break SPEC §5 before anything is signed', async () => {
    await assert.rejects(
      rpc('wallet_sendCalls', [{ calls: [{ to: 'b0b' }] }]),
      /call 0: to must be an address starting with 0x/,
    );
    await assert.rejects(
      rpc('wallet_sendCalls', [{ calls: [{ to: RECEIVER, data: 'abcd' }] }]),
      /call 0: data must be hex/,
    );
    await assert.rejects(rpc('wallet_sendCalls', [{ calls: [] }]), /1 to 32 calls/);
    await assert.rejects(rpc('wallet_getCallsStatus', ['nope']), /needs \[id\]/);
  });

  it('the bundler down: a clear error, nothing sent; back up, the next send lands exactly once', async () => {
    const receiverBefore = await reader().getBalance({ address: RECEIVER_2 });
    await infra.stop();
    await assert.rejects(
      rpc('eth_sendTransaction', [{ to: RECEIVER_2, value: toHex(1000n) }]),
      /The bundler for chain 31337 is unreachable: nothing was sent/,
    );
    assert.equal(await reader().getBalance({ address: RECEIVER_2 }), receiverBefore);

    restarted = await startAlto({
      port: bundlerPort,
      rpcUrl: anvil.rpcUrl,
      entryPoint: infra.network.entryPoint,
    });
    await rpc('eth_sendTransaction', [{ to: RECEIVER_2, value: toHex(1000n) }]);
    assert.equal((await reader().getBalance({ address: RECEIVER_2 })) - receiverBefore, 1000n);
  });
});
