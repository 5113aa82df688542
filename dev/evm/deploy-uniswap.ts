import {
  createPublicClient,
  encodeDeployData,
  encodeFunctionData,
  erc20Abi,
  getAddress,
  getContractAddress,
  http,
  numberToHex,
  parseEther,
  parseUnits,
  type Address,
  type Hash,
  type Hex,
} from 'viem';
import type { DevToken, DevUniswap } from '../config';
import { localChain } from './local-chain';
import { readUniswapArtifact } from './uniswap-artifacts';

/** One pool the stack seeds: two sides ('ETH' for the native coin, else a test token symbol) in whole units. */
export interface PoolSpec {
  a: string;
  b: string;
  amountA: string;
  amountB: string;
}

/** The pools and their liquidity (prices: 1 ETH = 2,000 tUSD = 200 TST, so 1 TST = 10 tUSD). */
export const POOLS: readonly PoolSpec[] = [
  { a: 'ETH', b: 'TST', amountA: '100', amountB: '20000' },
  { a: 'ETH', b: 'tUSD', amountA: '100', amountB: '200000' },
  { a: 'TST', b: 'tUSD', amountA: '10000', amountB: '100000' },
];

/** The dev account (index) that owns the contracts and provides the liquidity, so accounts 0–2 keep their balances. */
export const LIQUIDITY_ACCOUNT_INDEX = 9;

/** Gas each transaction may use: explicit so no transaction waits on an estimate of the one before it. */
const GAS_LIMIT = 6_000_000n;
/** A deadline far in the future (the router checks `block.timestamp <= deadline`). */
const NO_DEADLINE = 2n ** 64n;

interface PlannedTransaction {
  from: Address;
  to?: Address;
  data: Hex;
  value?: bigint;
  what: string;
}

/**
 * Deploys Uniswap V2 (WETH9, the factory, Router02 — the official npm artifacts) and seeds
 * {@link POOLS} from dev account {@link LIQUIDITY_ACCOUNT_INDEX}. Every transaction is sent at once
 * with its nonce and gas fixed up front (anvil mines them in order), then all receipts are awaited
 * together. Account 0 (the tokens' owner) mints the liquidity's tokens first.
 */
export async function deployUniswap(
  rpcUrl: string,
  chainId: number,
  accounts: readonly Address[],
  tokens: readonly DevToken[],
): Promise<DevUniswap> {
  const owner = accounts[0];
  const provider = accounts[LIQUIDITY_ACCOUNT_INDEX];
  if (!owner || !provider) throw new Error(`deployUniswap needs ${LIQUIDITY_ACCOUNT_INDEX + 1} dev accounts`);
  const chain = localChain(chainId, rpcUrl);
  const reader = createPublicClient({
    chain,
    transport: http(rpcUrl, { retryCount: 0 }),
    pollingInterval: 50,
  });
  const [weth, factory, router] = await Promise.all([
    readUniswapArtifact('WETH9'),
    readUniswapArtifact('UniswapV2Factory'),
    readUniswapArtifact('UniswapV2Router02'),
  ]);
  const tokenBySymbol = (symbol: string): DevToken => {
    const token = tokens.find((entry) => entry.symbol === symbol && entry.chainId === chainId);
    if (!token) throw new Error(`Pool side ${symbol} is not a deployed test token`);
    return token;
  };
  const [ownerNonce, providerNonce, gasPrice] = await Promise.all([
    reader.getTransactionCount({ address: owner, blockTag: 'pending' }),
    reader.getTransactionCount({ address: provider, blockTag: 'pending' }),
    reader.getGasPrice(),
  ]);
  const at = (offset: number): Address =>
    getContractAddress({ from: provider, nonce: BigInt(providerNonce + offset) });
  const addresses = { weth: at(0), factory: at(1), router: at(2) };

  const planned: PlannedTransaction[] = [];
  const needed = tokenNeeds();
  for (const [symbol, amount] of needed) {
    const token = tokenBySymbol(symbol);
    planned.push({
      from: owner,
      to: token.address,
      data: encodeFunctionData({
        abi: [MINT_ABI],
        functionName: 'mint',
        args: [provider, parseUnits(amount, token.decimals)],
      }),
      what: `Minting ${symbol} for the pools`,
    });
  }
  planned.push(
    { from: provider, data: weth.bytecode, what: 'Deploying WETH9' },
    {
      from: provider,
      data: encodeDeployData({ abi: factory.abi, bytecode: factory.bytecode, args: [provider] }),
      what: 'Deploying UniswapV2Factory',
    },
    {
      from: provider,
      data: encodeDeployData({
        abi: router.abi,
        bytecode: router.bytecode,
        args: [addresses.factory, addresses.weth],
      }),
      what: 'Deploying UniswapV2Router02',
    },
  );
  for (const [symbol] of needed) {
    planned.push({
      from: provider,
      to: tokenBySymbol(symbol).address,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [addresses.router, 2n ** 256n - 1n],
      }),
      what: `Approving ${symbol} for the router`,
    });
  }
  for (const pool of POOLS)
    planned.push(addLiquidity(pool, provider, addresses.router, router.abi, tokenBySymbol));

  const nonces = new Map<Address, number>([
    [owner, ownerNonce],
    [provider, providerNonce],
  ]);
  const hashes: Array<{ hash: Hash; what: string }> = [];
  for (const transaction of planned) {
    const nonce = nonces.get(transaction.from) ?? 0;
    nonces.set(transaction.from, nonce + 1);
    const hash = (await reader.request({
      method: 'eth_sendTransaction',
      params: [
        {
          from: transaction.from,
          ...(transaction.to ? { to: transaction.to } : {}),
          data: transaction.data,
          value: numberToHex(transaction.value ?? 0n),
          nonce: numberToHex(nonce),
          gas: numberToHex(GAS_LIMIT),
          gasPrice: numberToHex(gasPrice),
        },
      ],
    } as never)) as Hash;
    hashes.push({ hash, what: transaction.what });
  }
  await Promise.all(
    hashes.map(async ({ hash, what }) => {
      const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 10_000 });
      if (receipt.status !== 'success') throw new Error(`${what} reverted (tx ${hash})`);
    }),
  );
  return { chainId, ...addresses };
}

const MINT_ABI = {
  type: 'function',
  name: 'mint',
  stateMutability: 'nonpayable',
  inputs: [
    { name: 'to', type: 'address' },
    { name: 'amount', type: 'uint256' },
  ],
  outputs: [],
} as const;

/** Whole tokens the liquidity account needs per test token symbol. */
function tokenNeeds(): Map<string, string> {
  const totals = new Map<string, number>();
  for (const pool of POOLS) {
    for (const [symbol, amount] of [
      [pool.a, pool.amountA],
      [pool.b, pool.amountB],
    ] as const) {
      if (symbol !== 'ETH') totals.set(symbol, (totals.get(symbol) ?? 0) + Number(amount));
    }
  }
  return new Map([...totals].map(([symbol, total]) => [symbol, String(total)]));
}

function addLiquidity(
  pool: PoolSpec,
  provider: Address,
  router: Address,
  routerAbi: Awaited<ReturnType<typeof readUniswapArtifact>>['abi'],
  tokenBySymbol: (symbol: string) => DevToken,
): PlannedTransaction {
  const what = `Adding ${pool.a}/${pool.b} liquidity`;
  if (pool.a === 'ETH' || pool.b === 'ETH') {
    const [tokenSide, tokenAmount, ethAmount] =
      pool.a === 'ETH' ? [pool.b, pool.amountB, pool.amountA] : [pool.a, pool.amountA, pool.amountB];
    const token = tokenBySymbol(tokenSide);
    const amount = parseUnits(tokenAmount, token.decimals);
    return {
      from: provider,
      to: router,
      value: parseEther(ethAmount),
      data: encodeFunctionData({
        abi: routerAbi,
        functionName: 'addLiquidityETH',
        args: [token.address, amount, amount, parseEther(ethAmount), provider, NO_DEADLINE],
      }),
      what,
    };
  }
  const tokenA = tokenBySymbol(pool.a);
  const tokenB = tokenBySymbol(pool.b);
  const amountA = parseUnits(pool.amountA, tokenA.decimals);
  const amountB = parseUnits(pool.amountB, tokenB.decimals);
  return {
    from: provider,
    to: router,
    data: encodeFunctionData({
      abi: routerAbi,
      functionName: 'addLiquidity',
      args: [
        getAddress(tokenA.address),
        getAddress(tokenB.address),
        amountA,
        amountB,
        amountA,
        amountB,
        provider,
        NO_DEADLINE,
      ],
    }),
    what,
  };
}
