// The frame's approval screen for batched calls and user operations: one readable row per call.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { encodeFunctionData, erc20Abi, parseAbi, parseEther, toHex } from 'viem';
import { describeRequest } from '../frame/approval';

const TOKEN = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const ACCOUNT = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0';
const ACCOUNT_ABI = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
]);
const transfer = (to: `0x${string}`, amount: bigint) =>
  encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, amount] });

describe('approval screen: batched calls and user operations', () => {
  it('wallet_sendCalls: one row per call, ERC-20 transfers and approvals decoded, native value in ETH, other data by size', () => {
    const rows = describeRequest({
      method: 'wallet_sendCalls',
      params: [
        {
          version: '2.0.0',
          atomicRequired: true,
          calls: [
            { to: TOKEN, data: transfer(ALICE, 1_500_000n) },
            {
              to: TOKEN,
              data: encodeFunctionData({ abi: erc20Abi, functionName: 'approve', args: [BOB, 7n] }),
            },
            { to: BOB, value: toHex(parseEther('0.25')) },
            { to: ALICE, data: '0xdeadbeef00', value: toHex(parseEther('1')) },
          ],
        },
      ],
    });
    assert.deepEqual(rows, [
      ['Call 1 of 4', 'Transfer 1500000 units of token 0x5fbd…0aa3 to 0x7099…79c8'],
      ['Call 2 of 4', 'Allow 0x3c44…93bc to spend 7 units of token 0x5fbd…0aa3'],
      ['Call 3 of 4', 'Send 0.25 ETH to 0x3c44…93bc'],
      ['Call 4 of 4', 'Call 0x7099…79c8 with 5 bytes of data, sending 1 ETH'],
      ['Together', 'all calls succeed or none does'],
    ]);
    // No raw JSON anywhere on the screen.
    assert.ok(rows.every(([, value]) => !value.includes('{')));
  });

  it('wallet_sendCalls: malformed calls are named, never thrown', () => {
    assert.deepEqual(describeRequest({ method: 'wallet_sendCalls', params: [{}] }), [
      ['Calls', 'none (malformed request)'],
    ]);
    assert.deepEqual(
      describeRequest({ method: 'wallet_sendCalls', params: [{ calls: [{ to: 'bob', data: 'zz' }] }] }),
      [['Call', 'Call an invalid address with malformed data']],
    );
  });

  it('eth_sendUserOperation: the calls inside execute/executeBatch, the sender, a paymaster; unknown callData by size', () => {
    const batch = encodeFunctionData({
      abi: ACCOUNT_ABI,
      functionName: 'executeBatch',
      args: [
        [TOKEN, ALICE],
        [0n, parseEther('0.5')],
        [transfer(BOB, 42n), '0x'],
      ],
    });
    assert.deepEqual(
      describeRequest({
        method: 'eth_sendUserOperation',
        params: [{ sender: ACCOUNT, callData: batch, paymaster: BOB }, TOKEN],
      }),
      [
        ['From', '0x9fe4…a6e0'],
        ['Call 1 of 2', 'Transfer 42 units of token 0x5fbd…0aa3 to 0x3c44…93bc'],
        ['Call 2 of 2', 'Send 0.5 ETH to 0x7099…79c8'],
        ['Gas paid by', '0x3c44…93bc'],
      ],
    );
    const single = encodeFunctionData({ abi: ACCOUNT_ABI, functionName: 'execute', args: [ALICE, 1n, '0x'] });
    assert.deepEqual(
      describeRequest({ method: 'eth_sendUserOperation', params: [{ sender: ACCOUNT, callData: single }] }),
      [
        ['From', '0x9fe4…a6e0'],
        ['Call', 'Send 0.000000000000000001 ETH to 0x7099…79c8'],
      ],
    );
    assert.deepEqual(
      describeRequest({
        method: 'eth_sendUserOperation',
        params: [{ sender: ACCOUNT, callData: '0x12345678aa' }],
      }),
      [
        ['From', '0x9fe4…a6e0'],
        ['Calls', '5 bytes of call data the wallet cannot read'],
      ],
    );
    // A batch cut short, or a transfer whose address word has high bits set: read as plain data.
    assert.deepEqual(
      describeRequest({
        method: 'eth_sendUserOperation',
        params: [{ sender: ACCOUNT, callData: batch.slice(0, batch.length - 64) }],
      })[1],
      ['Calls', `${(batch.length - 66) / 2} bytes of call data the wallet cannot read`],
    );
    const dirty = `0xa9059cbb${'ff'.repeat(12)}${ALICE.slice(2)}${'00'.repeat(31)}01`;
    assert.deepEqual(
      describeRequest({ method: 'wallet_sendCalls', params: [{ calls: [{ to: TOKEN, data: dirty }] }] }),
      [['Call', 'Call 0x5fbd…0aa3 with 68 bytes of data']],
    );
    assert.deepEqual(describeRequest({ method: 'eth_sendUserOperation', params: 'nonsense' }), [
      ['From', 'an invalid address'],
      ['Calls', 'none (malformed operation)'],
    ]);
  });
});
