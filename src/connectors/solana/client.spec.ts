import { ed25519 } from '@noble/curves/ed25519';
import { getWallets } from '@wallet-standard/app';
import { base58ToBytes } from '../../siwx/base58';
import { getAccount, patchAccount, resetAccount } from '../../stores/account';
import { $chain, setActiveNetwork, setNetworks } from '../../stores/chain';
import { setCaipAddress } from '../../stores/account-connection';
import { storedConnectorId } from '../../stores/connection';
import { $connectors } from '../../stores/connectors';
import { localhost } from '../../chains/networks/local';
import { solanaDevnet as devnet, solanaLocalnet as localnet } from '../../chains/networks/solana';
import { lamportsToSol } from '../../chains/solana/balance';
import { createSolanaBackend } from './client';
import { connectorIdOf, startSolanaWalletDiscovery } from './discovery';
import { TestSolanaWallet } from '../../chains/solana/test-wallet';

// Copies whose RPC answers nothing, so no test reaches a real node.
const rpcUrls = { default: { http: ['http://127.0.0.1:9'] } };
const solanaLocalnet = { ...localnet, rpcUrls };
const solanaDevnet = { ...devnet, rpcUrls };
const registry = getWallets();
const wallet = new TestSolanaWallet('Spec Solana Wallet', [
  solanaLocalnet.caipNetworkId,
  solanaDevnet.caipNetworkId,
]);
const evmOnly = new TestSolanaWallet('Spec EVM Only Wallet', ['eip155:1']);
const id = connectorIdOf(wallet);
let warn: jest.SpyInstance;

beforeAll(() => {
  registry.register(wallet as never, evmOnly as never);
  startSolanaWalletDiscovery();
});

beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
  setNetworks([localhost, solanaLocalnet, solanaDevnet]);
  setActiveNetwork(localhost, false);
  resetAccount('solana');
  resetAccount('eip155');
  wallet.accounts = [];
  wallet.refuseWith = undefined;
  wallet.connectCalls = [];
});

afterEach(() => warn.mockRestore());

describe('Solana wallet discovery (Wallet Standard)', () => {
  it('lists registered Solana wallets as solana connectors and skips wallets without a Solana chain', () => {
    const listed = $connectors.get().filter((connector) => connector.chain === 'solana');
    expect(listed).toEqual([
      expect.objectContaining({ id, name: wallet.name, type: 'ANNOUNCED', installed: true }),
    ]);
    expect($connectors.get().some((connector) => connector.name === evmOnly.name)).toBe(false);
  });

  it('lists a wallet that registers later, and drops it when it unregisters', () => {
    const late = new TestSolanaWallet('Late Wallet', [solanaLocalnet.caipNetworkId]);
    const unregister = registry.register(late as never);
    expect($connectors.get().some((connector) => connector.id === connectorIdOf(late))).toBe(true);
    unregister();
    expect($connectors.get().some((connector) => connector.id === connectorIdOf(late))).toBe(false);
  });
});

describe('Solana client', () => {
  it('connects: the solana account shows on the Solana network, which becomes active', async () => {
    const backend = createSolanaBackend();
    const connection = await backend.connect({ connectorId: id, network: solanaLocalnet });
    const address = wallet.account(0).address;
    expect(connection).toEqual({ address, network: solanaLocalnet });
    expect(getAccount('solana')).toMatchObject({
      status: 'connected',
      address,
      caipAddress: `${solanaLocalnet.caipNetworkId}:${address}`,
      connectedWalletInfo: { name: wallet.name },
    });
    expect($chain.get().activeNetwork?.caipNetworkId).toBe(solanaLocalnet.caipNetworkId);
    expect(storedConnectorId('solana')).toBe(id);
  });

  it('signs a message the account key verifies (ed25519), and keeps the connection after a refusal', async () => {
    const backend = createSolanaBackend();
    const { address } = await backend.connect({ connectorId: id });
    const signature = base58ToBytes(await backend.signMessage('hello solana', address));
    expect(signature).toHaveLength(64);
    const verified = ed25519.verify(
      signature as Uint8Array,
      new TextEncoder().encode('hello solana'),
      wallet.account(0).publicKey,
    );
    expect(verified).toBe(true);

    wallet.refuseWith = 'User rejected the request.';
    // A refusal comes back in the kit's words with code 4001, as on eip155.
    await expect(backend.signMessage('again', address)).rejects.toMatchObject({
      code: 4001,
      message: 'You rejected the request in your wallet.',
    });
    expect(getAccount('solana')).toMatchObject({ status: 'connected', address });
  });

  it('refuses to sign for an address it is not connected with', async () => {
    const backend = createSolanaBackend();
    await expect(backend.signMessage('x', wallet.account(0).address)).rejects.toThrow(
      'Connect a wallet first.',
    );
    await backend.connect({ connectorId: id });
    await expect(backend.signMessage('x', wallet.account(1).address)).rejects.toThrow();
  });

  it('a refused connect leaves the account disconnected', async () => {
    wallet.refuseWith = 'User rejected the request.';
    await expect(createSolanaBackend().connect({ connectorId: id })).rejects.toThrow('User rejected');
    expect(getAccount('solana').status).toBe('disconnected');
    expect(storedConnectorId('solana')).toBeUndefined();
  });

  it('an unknown connector is an error naming it', async () => {
    await expect(createSolanaBackend().connect({ connectorId: 'wallet-standard:Nope' })).rejects.toThrow(
      'Nope',
    );
  });

  it('follows account changes; an empty account list ends the session', async () => {
    const backend = createSolanaBackend();
    await backend.connect({ connectorId: id });
    wallet.changeAccounts([1]);
    expect(getAccount('solana').address).toBe(wallet.account(1).address);
    wallet.changeAccounts([]);
    expect(getAccount('solana')).toMatchObject({ status: 'disconnected', address: undefined });
    expect(storedConnectorId('solana')).toBeUndefined();
  });

  it('disconnect ends the solana namespace only: an eip155 account stays', async () => {
    setCaipAddress('eip155', 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266');
    patchAccount('eip155', { status: 'connected' });
    const backend = createSolanaBackend();
    await backend.connect({ connectorId: id });
    await backend.disconnect();
    expect(getAccount('solana')).toMatchObject({ status: 'disconnected', address: undefined });
    expect(getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    });
    expect(wallet.accounts).toEqual([]);
  });

  it('reconnects silently after a refresh, keeping the stored active network', async () => {
    await createSolanaBackend().connect({ connectorId: id });
    setActiveNetwork(localhost, false);
    const restored = createSolanaBackend();
    wallet.connectCalls = [];
    expect(await restored.reconnect(id)).toBe(true);
    expect(wallet.connectCalls).toEqual([{ silent: true }]);
    expect(getAccount('solana')).toMatchObject({ status: 'connected', address: wallet.account(0).address });
    expect($chain.get().activeNetwork?.caipNetworkId).toBe(localhost.caipNetworkId);
  });

  it('a reconnect the wallet refuses ends disconnected', async () => {
    await createSolanaBackend().connect({ connectorId: id });
    wallet.refuseWith = 'not trusted';
    expect(await createSolanaBackend().reconnect(id)).toBe(false);
    expect(getAccount('solana').status).toBe('disconnected');
    expect(storedConnectorId('solana')).toBeUndefined();
  });

  it('switches between Solana networks: the address is written for the new network', async () => {
    const backend = createSolanaBackend();
    await backend.connect({ connectorId: id, network: solanaLocalnet });
    await backend.switchNetwork(solanaDevnet);
    expect(getAccount('solana').caipAddress).toBe(
      `${solanaDevnet.caipNetworkId}:${wallet.account(0).address}`,
    );
    expect($chain.get().activeNetwork?.caipNetworkId).toBe(solanaDevnet.caipNetworkId);
    await expect(backend.switchNetwork(localhost)).rejects.toThrow('not a Solana network');
  });
});

describe('lamportsToSol', () => {
  it.each([
    [0n, '0.0'],
    [1n, '0.000000001'],
    [1_500_000_000n, '1.5'],
    [100_000_000_000n, '100.0'],
  ])('%s lamports are %s SOL', (lamports, sol) => {
    expect(lamportsToSol(lamports)).toBe(sol);
  });
});
