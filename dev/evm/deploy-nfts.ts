import { createPublicClient, createWalletClient, getAddress, http, type Address, type Hash } from 'viem';
import type { DevNft } from '../config';
import { compileContract } from './compile';
import { localChain } from './local-chain';

/** One test NFT item: its token id, name, picture colour and who receives how many. */
interface TestItem {
  tokenId: number;
  name: string;
  colour: string;
  /** Dev account index → amount (always 1 for ERC-721). */
  holders: Record<number, number>;
}

/** The ERC-721 collection the stack mints (token ids 1–3). */
export const TEST_NFT_ITEMS: readonly TestItem[] = [
  { tokenId: 1, name: 'Dev Badge #1', colour: '#3b82f6', holders: { 0: 1 } },
  { tokenId: 2, name: 'Dev Badge #2', colour: '#f97316', holders: { 0: 1 } },
  { tokenId: 3, name: 'Dev Badge #3', colour: '#22c55e', holders: { 1: 1 } },
];

/** The ERC-1155 items the stack mints (ids 1 and 2). */
export const TEST_MULTI_ITEMS: readonly TestItem[] = [
  { tokenId: 1, name: 'Dev Potion', colour: '#a855f7', holders: { 0: 5 } },
  { tokenId: 2, name: 'Dev Gem', colour: '#eab308', holders: { 0: 2, 1: 3 } },
];

const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

/** An on-chain (data:) metadata document with a small SVG picture showing the item's initial. */
export function dataMetadataUri(item: TestItem): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="120" height="120" viewBox="0 0 120 120">` +
    `<rect width="120" height="120" rx="16" fill="${item.colour}"/>` +
    `<text x="60" y="76" font-size="48" text-anchor="middle" fill="#fff" font-family="sans-serif">` +
    `${item.name.charAt(4)}</text></svg>`;
  const metadata = {
    name: item.name,
    description: 'A test item minted by the w3m-elements local stack.',
    image: `data:image/svg+xml;base64,${base64(svg)}`,
  };
  return `data:application/json;base64,${base64(JSON.stringify(metadata))}`;
}

/**
 * Deploys the test ERC-721 and ERC-1155 collections from dev account 0 and mints
 * {@link TEST_NFT_ITEMS} and {@link TEST_MULTI_ITEMS} to the dev accounts, with data: metadata.
 */
export async function deployTestNfts(
  rpcUrl: string,
  chainId: number,
  accounts: readonly Address[],
): Promise<DevNft[]> {
  const deployer = accounts[0];
  if (deployer === undefined) throw new Error('deployTestNfts needs at least one dev account');
  const chain = localChain(chainId, rpcUrl);
  const transport = http(rpcUrl, { retryCount: 0 });
  const wallet = createWalletClient({ account: deployer, chain, transport });
  const reader = createPublicClient({ chain, transport, pollingInterval: 50 });
  const confirm = async (hash: Hash, what: string): Promise<Address | null | undefined> => {
    const receipt = await reader.waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 10_000 });
    if (receipt.status !== 'success') throw new Error(`${what} reverted (tx ${hash})`);
    return receipt.contractAddress;
  };
  const holder = (index: number): Address => {
    const account = accounts[index];
    if (!account) throw new Error(`deployTestNfts needs dev account ${index}`);
    return account;
  };

  const erc721 = await compileContract('TestNft');
  const nftAddress = await confirm(
    await wallet.deployContract({
      abi: erc721.abi,
      bytecode: erc721.bytecode,
      args: ['Dev Badges', 'DBADGE'],
    }),
    'Deploying TestNft',
  );
  const erc1155 = await compileContract('TestMultiToken');
  const multiAddress = await confirm(
    await wallet.deployContract({ abi: erc1155.abi, bytecode: erc1155.bytecode, args: ['Dev Items'] }),
    'Deploying TestMultiToken',
  );
  if (!nftAddress || !multiAddress) throw new Error('Deploying the test NFTs gave no contract address');

  for (const item of TEST_NFT_ITEMS) {
    for (const index of Object.keys(item.holders).map(Number)) {
      const args = [holder(index), BigInt(item.tokenId), dataMetadataUri(item)] as const;
      const hash = await wallet.writeContract({
        address: nftAddress,
        abi: erc721.abi,
        functionName: 'mint',
        args,
      });
      await confirm(hash, `Minting ${item.name}`);
    }
  }
  for (const item of TEST_MULTI_ITEMS) {
    for (const [index, amount] of Object.entries(item.holders)) {
      const args = [
        holder(Number(index)),
        BigInt(item.tokenId),
        BigInt(amount),
        dataMetadataUri(item),
      ] as const;
      const hash = await wallet.writeContract({
        address: multiAddress,
        abi: erc1155.abi,
        functionName: 'mint',
        args,
      });
      await confirm(hash, `Minting ${item.name}`);
    }
  }
  return [
    { chainId, address: getAddress(nftAddress), name: 'Dev Badges', standard: 'ERC-721' },
    { chainId, address: getAddress(multiAddress), name: 'Dev Items', standard: 'ERC-1155' },
  ];
}
