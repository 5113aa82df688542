import {
  decodeFunctionData,
  encodeFunctionData,
  hashMessage,
  hashTypedData,
  parseAbi,
  type Chain,
  type PublicClient,
  type Transport,
  type Hex,
  type LocalAccount,
  type TypedDataDefinition,
} from 'viem';
import {
  entryPoint07Abi,
  getUserOperationHash,
  toSmartAccount,
  type SmartAccount,
} from 'viem/account-abstraction';
import { readContract } from 'viem/actions';
import type { SmartAccountNetwork } from './networks';

/** SimpleAccount v0.7's call entry points. */
export const SIMPLE_ACCOUNT_ABI = parseAbi([
  'function execute(address dest, uint256 value, bytes func)',
  'function executeBatch(address[] dest, uint256[] value, bytes[] func)',
]);

const FACTORY_ABI = parseAbi([
  'function createAccount(address owner, uint256 salt) returns (address)',
  'function getAddress(address owner, uint256 salt) view returns (address)',
]);

/** The EIP-712 wrapper the account's isValidSignature checks (dev/contracts/W3mSmartAccountFactory.sol). */
const REPLAY_SAFE_TYPES = { W3mSmartAccountMessage: [{ name: 'hash', type: 'bytes32' }] } as const;

/** Every user's first account: salt 0 of the factory. */
const SALT = 0n;

/** A well-formed 65-byte signature that recovers to nobody, for gas estimation before signing. */
const STUB_SIGNATURE: Hex =
  '0xfffffffffffffffffffffffffffffff0000000000000000000000000000000007aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa1c';

/**
 * The user's ERC-4337 account (SimpleAccount v0.7 plus ERC-1271) owned by their embedded key, on
 * the chain `client` talks to. Before deployment its address is the factory's counterfactual one
 * and viem wraps its signatures in ERC-6492; afterwards they are plain ERC-1271 signatures.
 */
export async function toEmbeddedSmartAccount(
  client: PublicClient<Transport, Chain>,
  owner: LocalAccount,
  network: SmartAccountNetwork,
): Promise<SmartAccount> {
  const chainId = client.chain?.id ?? network.chainId;
  const factory = { address: network.accountFactory, abi: FACTORY_ABI } as const;
  const ownerSignsFor = async (account: Hex, hash: Hex): Promise<Hex> =>
    owner.signTypedData({
      domain: { name: 'W3mSmartAccount', version: '1', chainId, verifyingContract: account },
      types: REPLAY_SAFE_TYPES,
      primaryType: 'W3mSmartAccountMessage',
      message: { hash },
    });

  return toSmartAccount({
    client,
    entryPoint: { abi: entryPoint07Abi, address: network.entryPoint, version: '0.7' },
    async getAddress() {
      return readContract(client, { ...factory, functionName: 'getAddress', args: [owner.address, SALT] });
    },
    async getFactoryArgs() {
      return {
        factory: network.accountFactory,
        factoryData: encodeFunctionData({
          abi: FACTORY_ABI,
          functionName: 'createAccount',
          args: [owner.address, SALT],
        }),
      };
    },
    async encodeCalls(calls) {
      const [only] = calls;
      if (calls.length === 1 && only)
        return encodeFunctionData({
          abi: SIMPLE_ACCOUNT_ABI,
          functionName: 'execute',
          args: [only.to, only.value ?? 0n, only.data ?? '0x'],
        });
      return encodeFunctionData({
        abi: SIMPLE_ACCOUNT_ABI,
        functionName: 'executeBatch',
        args: [
          calls.map((call) => call.to),
          calls.map((call) => call.value ?? 0n),
          calls.map((call) => call.data ?? '0x'),
        ],
      });
    },
    async decodeCalls(data) {
      const decoded = decodeFunctionData({ abi: SIMPLE_ACCOUNT_ABI, data });
      if (decoded.functionName === 'execute') {
        const [to, value, callData] = decoded.args;
        return [{ to, value, data: callData }];
      }
      const [targets, values, datas] = decoded.args;
      return targets.map((to, index) => ({ to, value: values[index] ?? 0n, data: datas[index] ?? '0x' }));
    },
    async getStubSignature() {
      return STUB_SIGNATURE;
    },
    async signMessage({ message }) {
      return ownerSignsFor(await this.getAddress(), hashMessage(message));
    },
    async signTypedData(typedData) {
      return ownerSignsFor(await this.getAddress(), hashTypedData(typedData as TypedDataDefinition));
    },
    async signUserOperation({ chainId: opChainId = chainId, ...userOperation }) {
      const hash = getUserOperationHash({
        chainId: opChainId,
        entryPointAddress: network.entryPoint,
        entryPointVersion: '0.7',
        userOperation: { ...userOperation, sender: await this.getAddress() },
      });
      // SimpleAccount v0.7 checks the owner's EIP-191 signature of the operation hash.
      return owner.signMessage({ message: { raw: hash } });
    },
  });
}
