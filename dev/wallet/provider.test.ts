import { createPublicClient, http, parseEther, toHex, verifyMessage, verifyTypedData, type Hex } from 'viem';
import { startAnvil, type AnvilNode } from '../evm/anvil';
import { findFreePort } from '../ports';
import { PolicyApprover, type ApprovalPolicy, type ApprovalRequest, type Approver } from './approver';
import { ETHER, type KnownChain } from './chains';
import { DevWalletProvider } from './provider';

/** Records what was asked and answers by the mutable policy. */
class RecordingApprover implements Approver {
  readonly asked: ApprovalRequest[] = [];
  readonly policy: ApprovalPolicy = { autoApprove: true, rejectAll: false };
  private readonly inner = new PolicyApprover(() => this.policy);
  approve(request: ApprovalRequest): Promise<boolean> {
    this.asked.push(request);
    return this.inner.approve(request);
  }
}

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

const codeOf = async (promise: Promise<unknown>): Promise<number | undefined> => {
  try {
    await promise;
    return undefined;
  } catch (error) {
    return (error as { code?: number }).code;
  }
};

const messageOf = async (promise: Promise<unknown>): Promise<string> => {
  try {
    await promise;
    return '';
  } catch (error) {
    return (error as Error).message;
  }
};

describe('DevWalletProvider against a real anvil', () => {
  let chainA: AnvilNode;
  let chainB: AnvilNode;
  let knownA: KnownChain;

  beforeAll(async () => {
    [chainA, chainB] = await Promise.all([
      findFreePort().then((port) => startAnvil({ port, chainId: 31337 })),
      findFreePort().then((port) => startAnvil({ port, chainId: 31338 })),
    ]);
    knownA = { chainId: 31337, name: 'Anvil', rpcUrl: chainA.rpcUrl, nativeCurrency: ETHER };
  });

  afterAll(async () => {
    await Promise.all([chainA?.stop(), chainB?.stop()]);
  });

  const makeWallet = (answers?: { capabilities?: unknown; assets?: unknown }) => {
    const approver = new RecordingApprover();
    const provider = new DevWalletProvider({ approver, chains: [knownA], answers });
    return { approver, provider };
  };

  const connected = async (answers?: { capabilities?: unknown; assets?: unknown }) => {
    const wallet = makeWallet(answers);
    await wallet.provider.request({ method: 'eth_requestAccounts' });
    return wallet;
  };

  it('answers eth_chainId and hides accounts until eth_requestAccounts is approved', async () => {
    const { provider, approver } = makeWallet();
    const changes: string[][] = [];
    provider.on('accountsChanged', (accounts) => changes.push(accounts));

    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69');
    expect(await provider.request({ method: 'eth_accounts', params: [] })).toEqual([]);
    expect(
      await codeOf(provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', ACCOUNT_0] })),
    ).toBe(4100);

    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ACCOUNT_0]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_0]);
    expect(changes).toEqual([[ACCOUNT_0]]);
    expect(approver.asked.map((request) => request.method)).toEqual(['eth_requestAccounts']);
    expect(approver.asked[0]?.details).toContainEqual({ label: 'Account', value: ACCOUNT_0 });
  });

  it('shares one prompt between concurrent connect requests and does not prompt once connected', async () => {
    const { provider, approver } = makeWallet();
    const results = await Promise.all([
      provider.request({ method: 'eth_requestAccounts' }),
      provider.request({ method: 'eth_requestAccounts' }),
    ]);
    expect(results).toEqual([[ACCOUNT_0], [ACCOUNT_0]]);
    await provider.request({ method: 'eth_requestAccounts' });
    expect(approver.asked).toHaveLength(1);
  });

  it('signs personal_sign messages (hex and text) that viem verifies, showing the decoded text', async () => {
    const { provider, approver } = await connected();
    const hexMessage = toHex('Hello from the Dev Wallet');
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [hexMessage, ACCOUNT_0.toLowerCase()],
    })) as Hex;
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'Hello from the Dev Wallet', signature })).toBe(
      true,
    );
    expect(approver.asked.at(-1)?.details).toContainEqual({
      label: 'Message',
      value: 'Hello from the Dev Wallet',
    });

    const textSignature = (await provider.request({
      method: 'personal_sign',
      params: ['plain text', ACCOUNT_0],
    })) as Hex;
    expect(await verifyMessage({ address: ACCOUNT_0, message: 'plain text', signature: textSignature })).toBe(
      true,
    );
  });

  it('refuses to sign for an account the site was not given (4100)', async () => {
    const { provider } = await connected();
    expect(await codeOf(provider.request({ method: 'personal_sign', params: ['0x00', ACCOUNT_1] }))).toBe(
      4100,
    );
  });

  it('signs eth_signTypedData_v4 (JSON string) so that verifyTypedData accepts it', async () => {
    const { provider } = await connected();
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'chainId', type: 'uint256' },
        ],
        Mail: [
          { name: 'to', type: 'address' },
          { name: 'contents', type: 'string' },
          { name: 'amount', type: 'uint256' },
        ],
      },
      primaryType: 'Mail',
      domain: { name: 'Dev Wallet Test', chainId: 31337 },
      message: { to: ACCOUNT_1, contents: 'Hi Bob', amount: '1000' },
    } as const;
    const signature = (await provider.request({
      method: 'eth_signTypedData_v4',
      params: [ACCOUNT_0, JSON.stringify(typedData)],
    })) as Hex;
    const { EIP712Domain: _domainType, ...types } = typedData.types;
    expect(
      await verifyTypedData({
        address: ACCOUNT_0,
        domain: typedData.domain,
        types,
        primaryType: 'Mail',
        message: { ...typedData.message, amount: 1000n },
        signature,
      }),
    ).toBe(true);

    const otherChain = { ...typedData, domain: { ...typedData.domain, chainId: 1 } };
    expect(
      await messageOf(provider.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, otherChain] })),
    ).toMatch(/domain\.chainId 1 does not match the current chain 31337/);
    const badValue = { ...typedData, message: { ...typedData.message, to: 'not an address' } };
    expect(
      await codeOf(provider.request({ method: 'eth_signTypedData_v4', params: [ACCOUNT_0, badValue] })),
    ).toBe(-32602);
  });

  it('sends a transaction: fills nonce, gas and fees, the receipt succeeds and the balance moves', async () => {
    const { provider, approver } = await connected();
    const client = createPublicClient({ transport: http(chainA.rpcUrl) });
    const before = await client.getBalance({ address: ACCOUNT_1 });
    const value = parseEther('1.25');
    const hash = (await provider.request({
      method: 'eth_sendTransaction',
      params: [{ from: ACCOUNT_0, to: ACCOUNT_1, value: toHex(value) }],
    })) as Hex;
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/);
    const receipt = await client.waitForTransactionReceipt({ hash, pollingInterval: 50 });
    expect(receipt.status).toBe('success');
    expect(await client.getBalance({ address: ACCOUNT_1 })).toBe(before + value);
    expect(approver.asked.at(-1)?.details).toContainEqual({ label: 'Value', value: '1.25 ETH' });

    // Read-only calls are forwarded to the chain.
    expect(await provider.request({ method: 'eth_getTransactionReceipt', params: [hash] })).toMatchObject({
      status: '0x1',
    });
  });

  it('passes the node’s error through when a transaction cannot be paid for', async () => {
    const { provider } = await connected();
    const message = await messageOf(
      provider.request({
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNT_0, to: ACCOUNT_1, value: toHex(parseEther('100000000')) }],
      }),
    );
    expect(message).toMatch(/insufficient funds|exceeds the balance/i);
  });

  it('answers 4902 for an unknown chain, then adds it, switches and emits chainChanged', async () => {
    const { provider, approver } = await connected();
    const chainChanges: string[] = [];
    provider.on('chainChanged', (chainId) => chainChanges.push(chainId));

    const switchTo = (chainId: string) =>
      provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId }] });
    const error = await switchTo('0x7a6a').catch(
      (caught: unknown) => caught as { code: number; message: string },
    );
    expect(error).toMatchObject({ code: 4902 });
    expect((error as { message: string }).message).toMatch(
      /Unrecognized chain ID 0x7a6a.*wallet_addEthereumChain/,
    );

    await provider.request({
      method: 'wallet_addEthereumChain',
      params: [
        {
          chainId: '0x7a6a',
          chainName: 'Anvil B',
          rpcUrls: [chainB.rpcUrl],
          nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        },
      ],
    });
    expect(approver.asked.at(-1)?.method).toBe('wallet_addEthereumChain');
    expect(chainChanges).toEqual(['0x7a6a']);
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a6a');
    // net_version is answered by the node itself: proof that requests now reach chain B.
    expect(await provider.request({ method: 'net_version' })).toBe('31338');

    await switchTo('0x7a69');
    await switchTo('0x7a6a');
    expect(chainChanges).toEqual(['0x7a6a', '0x7a69', '0x7a6a']);
  });

  it('rejects every prompted request with 4001 when set to reject', async () => {
    const { provider, approver } = makeWallet();
    approver.policy.rejectAll = true;
    expect(await codeOf(provider.request({ method: 'eth_requestAccounts' }))).toBe(4001);
    approver.policy.rejectAll = false;
    await provider.request({ method: 'eth_requestAccounts' });
    approver.policy.rejectAll = true;
    expect(await codeOf(provider.request({ method: 'personal_sign', params: ['0x01', ACCOUNT_0] }))).toBe(
      4001,
    );
    expect(
      await codeOf(
        provider.request({ method: 'eth_sendTransaction', params: [{ from: ACCOUNT_0, to: ACCOUNT_1 }] }),
      ),
    ).toBe(4001);
    expect(await messageOf(provider.request({ method: 'eth_requestAccounts', params: [] }))).toBe('');
  });

  it.each([
    ['no request object', null, /Invalid request/],
    ['a numeric method', { method: 5 }, /Invalid request: .*request\.method/],
    ['personal_sign without an address', { method: 'personal_sign', params: ['0x01'] }, /params\[1\]/],
    [
      'personal_sign with a bad address',
      { method: 'personal_sign', params: ['0x01', '0x1234'] },
      /params\[1\]: Expected a 0x-prefixed 20-byte hex address/,
    ],
    [
      'a decimal chain id',
      { method: 'wallet_switchEthereumChain', params: [{ chainId: '31337' }] },
      /params\[0\]\.chainId: Expected a 0x-prefixed hex chain id/,
    ],
    [
      'switch without params',
      { method: 'wallet_switchEthereumChain' },
      /Invalid params for wallet_switchEthereumChain/,
    ],
    [
      'add-chain with no rpcUrls',
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x10',
            chainName: 'X',
            rpcUrls: [],
            nativeCurrency: { name: 'X', symbol: 'XX', decimals: 18 },
          },
        ],
      },
      /rpcUrls must hold at least one URL/,
    ],
    [
      'add-chain with a non-http rpc url',
      {
        method: 'wallet_addEthereumChain',
        params: [
          {
            chainId: '0x10',
            chainName: 'X',
            rpcUrls: ['javascript:alert(1)'],
            nativeCurrency: { name: 'X', symbol: 'XX', decimals: 18 },
          },
        ],
      },
      /Expected an http\(s\) URL/,
    ],
    [
      'a transaction with a bad to',
      { method: 'eth_sendTransaction', params: [{ from: ACCOUNT_0, to: 'bob' }] },
      /params\[0\]\.to/,
    ],
    [
      'a transaction with both fee kinds',
      {
        method: 'eth_sendTransaction',
        params: [{ from: ACCOUNT_0, to: ACCOUNT_1, gasPrice: '0x1', maxFeePerGas: '0x2' }],
      },
      /either gasPrice/,
    ],
    [
      'a transaction for another chain',
      { method: 'eth_sendTransaction', params: [{ from: ACCOUNT_0, to: ACCOUNT_1, chainId: '0x1' }] },
      /chainId 0x1 does not match/,
    ],
    [
      'typed data that is not JSON',
      { method: 'eth_signTypedData_v4', params: [ACCOUNT_0, '{not json'] },
      /params\[1\] is not valid JSON/,
    ],
    [
      'typed data without its primary type',
      {
        method: 'eth_signTypedData_v4',
        params: [ACCOUNT_0, { types: {}, primaryType: 'Mail', domain: {}, message: {} }],
      },
      /primaryType "Mail" is not defined/,
    ],
    [
      'forwarded params that are not an array',
      { method: 'eth_getBalance', params: { address: ACCOUNT_0 } },
      /Invalid params for eth_getBalance/,
    ],
    ['getAssets without an account', { method: 'wallet_getAssets', params: [{}] }, /params\[0\]\.account/],
  ])('answers -32602 for %s', async (_name, args, message) => {
    const { provider, approver } = await connected();
    const asked = approver.asked.length;
    const error = (await provider.request(args).catch((caught: unknown) => caught)) as {
      code: number;
      message: string;
    };
    expect(error.code).toBe(-32602);
    expect(error.message).toMatch(message);
    expect(approver.asked).toHaveLength(asked);
  });

  it('answers 4200 for methods it does not offer', async () => {
    const { provider } = await connected();
    expect(await codeOf(provider.request({ method: 'eth_sign', params: [ACCOUNT_0, '0x00'] }))).toBe(4200);
    expect(
      await codeOf(provider.request({ method: 'wallet_getAssets', params: [{ account: ACCOUNT_0 }] })),
    ).toBe(4200);
    expect(await codeOf(provider.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0] }))).toBe(
      4200,
    );
  });

  it('answers wallet_getCapabilities and wallet_getAssets as configured, malformed answers included', async () => {
    const capabilities = { '0x7a69': { assetDiscovery: { supported: true } } };
    const assets = {
      '0x7a69': [
        {
          address: '0x0000000000000000000000000000000000000000',
          balance: '0x1',
          type: 'native',
          metadata: {},
        },
      ],
    };
    const { provider } = await connected({ capabilities, assets });
    expect(
      await provider.request({ method: 'wallet_getCapabilities', params: [ACCOUNT_0, ['0x7a69']] }),
    ).toEqual(capabilities);
    expect(
      await provider.request({
        method: 'wallet_getAssets',
        params: [{ account: ACCOUNT_0, chainFilter: ['0x7a69'] }],
      }),
    ).toEqual(assets);
    expect(
      await codeOf(provider.request({ method: 'wallet_getAssets', params: [{ account: ACCOUNT_1 }] })),
    ).toBe(4100);

    provider.setAnswers({ assets: 'not an asset list' });
    expect(await provider.request({ method: 'wallet_getAssets', params: [{ account: ACCOUNT_0 }] })).toBe(
      'not an asset list',
    );
    provider.setAnswers({ assets: null });
    expect(
      await codeOf(provider.request({ method: 'wallet_getAssets', params: [{ account: ACCOUNT_0 }] })),
    ).toBe(4200);
  });

  it('switches account, revokes permissions and disconnects with the matching events', async () => {
    const { provider } = await connected();
    const accountChanges: string[][] = [];
    const disconnects: unknown[] = [];
    provider.on('accountsChanged', (accounts) => accountChanges.push(accounts));
    provider.on('disconnect', (error) => disconnects.push(error));

    provider.selectAccount(1);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([ACCOUNT_1]);
    expect(() => provider.selectAccount(7)).toThrow(/from 0 to 4/);

    expect(
      await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }),
    ).toBeNull();
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
    expect(accountChanges).toEqual([[ACCOUNT_1], []]);

    await provider.request({ method: 'eth_requestAccounts' });
    provider.emit('disconnect');
    expect(disconnects).toEqual([{ code: 4900, message: expect.stringMatching(/disconnected/) }]);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([]);
  });

  it('reports an unreachable chain as 4901 instead of crashing', async () => {
    const port = await findFreePort();
    const approver = new RecordingApprover();
    const provider = new DevWalletProvider({
      approver,
      chains: [{ chainId: 31337, name: 'Gone', rpcUrl: `http://127.0.0.1:${port}`, nativeCurrency: ETHER }],
    });
    const error = (await provider
      .request({ method: 'eth_blockNumber' })
      .catch((caught: unknown) => caught)) as { code: number; message: string };
    expect(error.code).toBe(4901);
    expect(error.message).toMatch(/Could not reach chain 31337/);
  });
});
