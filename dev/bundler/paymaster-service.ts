import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  concat,
  createPublicClient,
  encodeAbiParameters,
  http,
  isAddressEqual,
  toHex,
  type Abi,
  type Address,
  type Hex,
} from 'viem';
import { toPackedUserOperation, type UserOperation } from 'viem/account-abstraction';
import { z } from 'zod';
import { COMMON_HEADERS } from '../security-headers';
import { readArtifact } from './deploy-account-abstraction';
import { paymasterSigner } from './paymaster';

/** Where and what the local paymaster service sponsors. */
export interface PaymasterServiceOptions {
  rpcUrl: string;
  chainId: number;
  entryPoint: Address;
  /** The deployed VerifyingPaymaster. */
  paymaster: Address;
}

/** Gas the VerifyingPaymaster's validation needs at most (a hash and an ecrecover over calldata). */
const VERIFICATION_GAS = 100_000n;
/** The paymaster returns no context, so the EntryPoint never calls its postOp. */
const POST_OP_GAS = 0n;
/** How long a sponsorship signature stays valid, in chain seconds. */
const VALID_FOR_SECONDS = 600n;
const MAX_BODY_BYTES = 64 * 1024;

const hex = z.string().regex(/^0x[0-9a-fA-F]*$/, 'Expected 0x hex');
const quantity = z
  .string()
  .regex(/^0x[0-9a-fA-F]{1,64}$/, 'Expected a 0x hex quantity')
  .transform((value) => BigInt(value));
const address = z
  .string()
  .regex(/^0x[0-9a-fA-F]{40}$/, 'Expected an address')
  .transform((value) => value as Address);

/** ERC-7677's user operation (EntryPoint v0.7 fields); gas not yet estimated in the stub call. */
const UserOperationSchema = z.object({
  sender: address,
  nonce: quantity,
  factory: address.nullish(),
  factoryData: hex.nullish(),
  callData: hex,
  callGasLimit: quantity.optional(),
  verificationGasLimit: quantity.optional(),
  preVerificationGas: quantity.optional(),
  maxFeePerGas: quantity.optional(),
  maxPriorityFeePerGas: quantity.optional(),
  paymasterVerificationGasLimit: quantity.optional(),
  paymasterPostOpGasLimit: quantity.optional(),
});
const ParamsSchema = z.tuple([UserOperationSchema, address, hex, z.unknown().optional()]);
const RequestSchema = z.object({
  id: z.union([z.number(), z.string(), z.null()]).optional(),
  method: z.string(),
  params: z.unknown(),
});

class RpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message);
  }
}

/**
 * An ERC-7677 paymaster service for the stack's VerifyingPaymaster: pm_getPaymasterStubData gives
 * gas-estimation data, pm_getPaymasterData signs the final operation (valid for ten minutes of chain
 * time). It sponsors every operation on its chain and EntryPoint; anything else is a JSON-RPC error.
 */
export function createPaymasterService(options: PaymasterServiceOptions) {
  const client = createPublicClient({ transport: http(options.rpcUrl, { retryCount: 0 }) });
  const signer = paymasterSigner();
  const abi = readArtifact('VerifyingPaymaster').then((artifact) => artifact.abi as Abi);
  // A well-formed signature that recovers to some other address: validation fails softly, never reverts.
  const stubSignature = signer.signMessage({ message: 'w3m-elements dev paymaster stub' });
  const paymasterData = (validUntil: bigint, signature: Hex): Hex =>
    concat([
      encodeAbiParameters([{ type: 'uint48' }, { type: 'uint48' }], [Number(validUntil), 0]),
      signature,
    ]);

  const read = (params: unknown) => {
    const parsed = ParamsSchema.safeParse(params);
    if (!parsed.success) throw new RpcError(-32602, `Invalid params: ${z.prettifyError(parsed.error)}`);
    const [op, entryPoint, chainId] = parsed.data;
    if (!isAddressEqual(entryPoint, options.entryPoint) || BigInt(chainId) !== BigInt(options.chainId))
      throw new RpcError(
        -32602,
        `This paymaster sponsors chain ${toHex(options.chainId)} at EntryPoint ${options.entryPoint} only`,
      );
    return op;
  };

  async function stubData(params: unknown) {
    read(params);
    return {
      paymaster: options.paymaster,
      paymasterData: paymasterData(0n, await stubSignature),
      paymasterVerificationGasLimit: toHex(VERIFICATION_GAS),
      paymasterPostOpGasLimit: toHex(POST_OP_GAS),
      sponsor: { name: 'w3m-elements local paymaster' },
      isFinal: false,
    };
  }

  async function data(params: unknown) {
    const op = read(params);
    const { timestamp } = await client.getBlock({ blockTag: 'latest' });
    // The bundler refuses a sponsorship that ends within seconds of its own wall clock, while the
    // chain's clock lags it once anvil reverts to an old snapshot: counting from the latest block
    // alone, every sponsorship signed ten minutes after the stack's snapshot was refused.
    const now = BigInt(Math.floor(Date.now() / 1000));
    const validUntil = (timestamp > now ? timestamp : now) + VALID_FOR_SECONDS;
    const userOperation = {
      ...op,
      factory: op.factory ?? undefined,
      factoryData: op.factoryData ?? undefined,
      callGasLimit: op.callGasLimit ?? 0n,
      verificationGasLimit: op.verificationGasLimit ?? 0n,
      preVerificationGas: op.preVerificationGas ?? 0n,
      maxFeePerGas: op.maxFeePerGas ?? 0n,
      maxPriorityFeePerGas: op.maxPriorityFeePerGas ?? 0n,
      paymaster: options.paymaster,
      paymasterVerificationGasLimit: op.paymasterVerificationGasLimit ?? VERIFICATION_GAS,
      paymasterPostOpGasLimit: op.paymasterPostOpGasLimit ?? POST_OP_GAS,
      paymasterData: paymasterData(validUntil, await stubSignature),
      signature: '0x',
    } as UserOperation<'0.7'>;
    // The contract's own getHash: it covers every field but the paymaster signature itself.
    const hash = (await client.readContract({
      address: options.paymaster,
      abi: await abi,
      functionName: 'getHash',
      args: [toPackedUserOperation(userOperation), Number(validUntil), 0],
    })) as Hex;
    const signature = await signer.signMessage({ message: { raw: hash } });
    return { paymaster: options.paymaster, paymasterData: paymasterData(validUntil, signature) };
  }

  /** Answers one JSON-RPC request body (already parsed JSON). */
  async function answer(body: unknown): Promise<unknown> {
    const request = RequestSchema.safeParse(body);
    const id = request.success ? (request.data.id ?? null) : null;
    try {
      if (!request.success) throw new RpcError(-32600, 'Expected a JSON-RPC request');
      const { method, params } = request.data;
      if (method === 'pm_getPaymasterStubData') return { jsonrpc: '2.0', id, result: await stubData(params) };
      if (method === 'pm_getPaymasterData') return { jsonrpc: '2.0', id, result: await data(params) };
      throw new RpcError(-32601, `The paymaster does not answer ${method.slice(0, 64)}`);
    } catch (error) {
      const code = error instanceof RpcError ? error.code : -32603;
      return { jsonrpc: '2.0', id, error: { code, message: (error as Error).message.split('\n')[0] } };
    }
  }
  return { answer };
}

/** Serves {@link createPaymasterService} as POST `path` on a dev server route. */
export function paymasterRoute(service: ReturnType<typeof createPaymasterService>) {
  return async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of request as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > MAX_BODY_BYTES) break;
      chunks.push(chunk);
    }
    let body: unknown;
    try {
      body = size > MAX_BODY_BYTES ? undefined : JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      body = undefined;
    }
    const reply = await service.answer(body);
    response.writeHead(200, { ...COMMON_HEADERS, 'Content-Type': 'application/json; charset=utf-8' });
    response.end(JSON.stringify(reply));
  };
}
