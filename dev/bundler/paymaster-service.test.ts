// The stack's ERC-7677 paymaster service against a real anvil with EntryPoint v0.7 and the
// VerifyingPaymaster deployed: stub data for estimation, a final signature the contract's own
// getHash and verifyingSigner accept, and JSON-RPC errors for everything it must not sponsor.
import {
  createPublicClient,
  http,
  parseEther,
  recoverMessageAddress,
  slice,
  toHex,
  type Address,
  type Hex,
} from 'viem';
import { mnemonicToAccount } from 'viem/accounts';
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction';
import { DEV_MNEMONIC, startAnvil, type AnvilNode } from '../evm/anvil';
import { findFreePort } from '../ports';
import { BUNDLER_ACCOUNT_INDEX } from './alto';
import { deployAccountAbstraction, readArtifact } from './deploy-account-abstraction';
import { deployVerifyingPaymaster, PAYMASTER_DEPOSIT, paymasterSigner } from './paymaster';
import { createPaymasterService } from './paymaster-service';

const CHAIN_ID = 31337;
const SENDER = '0x00000000000000000000000000000000000a11ce';
let anvil: AnvilNode;
let entryPoint: Address;
let paymaster: Address;
let service: ReturnType<typeof createPaymasterService>;

const op = {
  sender: SENDER,
  nonce: '0x0',
  callData: '0x',
  callGasLimit: '0x5208',
  verificationGasLimit: '0x30d40',
  preVerificationGas: '0xc350',
  maxFeePerGas: '0x3b9aca00',
  maxPriorityFeePerGas: '0x3b9aca00',
};
const call = async (method: string, params: unknown) =>
  (await service.answer({ jsonrpc: '2.0', id: 7, method, params })) as {
    id: number;
    result?: Record<string, Hex | boolean | object>;
    error?: { code: number; message: string };
  };

beforeAll(async () => {
  anvil = await startAnvil({ port: await findFreePort(), chainId: CHAIN_ID });
  const deployer = mnemonicToAccount(DEV_MNEMONIC, { addressIndex: BUNDLER_ACCOUNT_INDEX }).address;
  ({ entryPoint } = await deployAccountAbstraction(anvil.rpcUrl, CHAIN_ID, deployer));
  paymaster = await deployVerifyingPaymaster(anvil.rpcUrl, CHAIN_ID, deployer, entryPoint);
  service = createPaymasterService({ rpcUrl: anvil.rpcUrl, chainId: CHAIN_ID, entryPoint, paymaster });
}, 120_000);

afterAll(async () => {
  await anvil?.stop();
});

test('the paymaster is deployed for the dev signer and funded at the EntryPoint', async () => {
  const client = createPublicClient({ transport: http(anvil.rpcUrl) });
  const { abi } = await readArtifact('VerifyingPaymaster');
  expect(await client.readContract({ address: paymaster, abi, functionName: 'verifyingSigner' })).toBe(
    paymasterSigner().address,
  );
  expect(await client.readContract({ address: paymaster, abi, functionName: 'getDeposit' })).toBe(
    PAYMASTER_DEPOSIT,
  );
  expect(PAYMASTER_DEPOSIT).toBe(parseEther('100'));
});

test('pm_getPaymasterStubData: the paymaster, its gas limits and well-formed data to estimate with', async () => {
  const { id, result } = await call('pm_getPaymasterStubData', [op, entryPoint, toHex(CHAIN_ID), {}]);
  expect(id).toBe(7);
  expect(result).toMatchObject({
    paymaster,
    paymasterVerificationGasLimit: toHex(100_000),
    paymasterPostOpGasLimit: '0x0',
    isFinal: false,
  });
  // abi.encode(validUntil, validAfter) then a 65-byte signature.
  expect(((result!.paymasterData as Hex).length - 2) / 2).toBe(64 + 65);
});

test('pm_getPaymasterData: signed over the contract’s getHash of this very operation, valid for ten minutes from the later of chain time and wall clock', async () => {
  const params = { ...op, paymasterVerificationGasLimit: toHex(100_000), paymasterPostOpGasLimit: '0x0' };
  const wallBefore = BigInt(Math.floor(Date.now() / 1000));
  const { result } = await call('pm_getPaymasterData', [params, entryPoint, toHex(CHAIN_ID), {}]);
  const data = result!.paymasterData as Hex;
  const validUntil = BigInt(slice(data, 0, 32));
  const client = createPublicClient({ transport: http(anvil.rpcUrl) });
  const wallAfter = BigInt(Math.floor(Date.now() / 1000));
  const { timestamp } = await client.getBlock();
  const later = (wall: bigint) => (timestamp > wall ? timestamp : wall);
  expect(validUntil).toBeGreaterThanOrEqual(later(wallBefore) + 600n);
  expect(validUntil).toBeLessThanOrEqual(later(wallAfter) + 600n);
  const userOperation = {
    sender: SENDER,
    nonce: 0n,
    callData: '0x',
    callGasLimit: 0x5208n,
    verificationGasLimit: 0x30d40n,
    preVerificationGas: 0xc350n,
    maxFeePerGas: 0x3b9aca00n,
    maxPriorityFeePerGas: 0x3b9aca00n,
    paymaster,
    paymasterVerificationGasLimit: 100_000n,
    paymasterPostOpGasLimit: 0n,
    paymasterData: data,
    signature: '0x',
  } as UserOperation<'0.7'>;
  const { abi } = await readArtifact('VerifyingPaymaster');
  const hash = (await client.readContract({
    address: paymaster,
    abi,
    functionName: 'getHash',
    args: [toPackedUserOperation(userOperation), Number(validUntil), 0],
  })) as Hex;
  expect(await recoverMessageAddress({ message: { raw: hash }, signature: slice(data, 64) })).toBe(
    paymasterSigner().address,
  );
  // Another operation (a different call) is not covered by that signature.
  const other = (await client.readContract({
    address: paymaster,
    abi,
    functionName: 'getHash',
    args: [toPackedUserOperation({ ...userOperation, callData: '0x01' }), Number(validUntil), 0],
  })) as Hex;
  expect(other).not.toBe(hash);
});

test('refuses another chain or EntryPoint, malformed operations, bad requests and other methods', async () => {
  const refused = async (method: string, params: unknown) => (await call(method, params)).error;
  expect(await refused('pm_getPaymasterData', [op, entryPoint, '0x1', {}])).toEqual({
    code: -32602,
    message: `This paymaster sponsors chain 0x7a69 at EntryPoint ${entryPoint} only`,
  });
  expect(await refused('pm_getPaymasterStubData', [op, SENDER, toHex(CHAIN_ID)])).toMatchObject({
    code: -32602,
    message: expect.stringContaining('only'),
  });
  expect(
    await refused('pm_getPaymasterData', [{ ...op, sender: 'alice' }, entryPoint, '0x7a69']),
  ).toMatchObject({
    code: -32602,
    message: expect.stringContaining('Invalid params'),
  });
  expect(await refused('pm_getPaymasterData', 'nope')).toMatchObject({ code: -32602 });
  expect(await refused('eth_sendUserOperation', [])).toEqual({
    code: -32601,
    message: 'The paymaster does not answer eth_sendUserOperation',
  });
  expect(await service.answer('not json-rpc')).toMatchObject({ id: null, error: { code: -32600 } });
});
