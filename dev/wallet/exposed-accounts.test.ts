// The Dev Wallet showing a site more than one account (exposedAccounts), for SwitchAddress tests.
import { toHex, verifyMessage, type Hex } from 'viem';
import { PolicyApprover } from './approver';
import { parseConfig } from './config';
import { DevWalletProvider } from './provider';

const ACCOUNTS = [
  '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
  '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC',
  '0x90F79bf6EB2c4f870365E785982E1f989d0e7e0B',
];

const wallet = (): DevWalletProvider =>
  new DevWalletProvider({ approver: new PolicyApprover(() => ({ autoApprove: true, rejectAll: false })) });

const codeOf = (promise: Promise<unknown>): Promise<number | undefined> =>
  promise.then(
    () => undefined,
    (error: unknown) => (error as { code?: number }).code,
  );

describe('Dev Wallet exposedAccounts', () => {
  test('a connected site sees three accounts, the selected one first, and gets accountsChanged', async () => {
    const provider = wallet();
    const changes: string[][] = [];
    provider.on('accountsChanged', (accounts) => changes.push(accounts));
    await provider.request({ method: 'eth_requestAccounts' });
    provider.exposeAccounts(3);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(ACCOUNTS.slice(0, 3));
    provider.selectAccount(2);
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([
      ACCOUNTS[2],
      ACCOUNTS[0],
      ACCOUNTS[1],
    ]);
    expect(changes).toEqual([[ACCOUNTS[0]], ACCOUNTS.slice(0, 3), [ACCOUNTS[2], ACCOUNTS[0], ACCOUNTS[1]]]);
  });

  test('signs for any exposed account and refuses one it does not show (4100)', async () => {
    const provider = wallet();
    await provider.request({ method: 'eth_requestAccounts' });
    provider.exposeAccounts(3);
    const signature = (await provider.request({
      method: 'personal_sign',
      params: [toHex('hi'), ACCOUNTS[2]],
    })) as Hex;
    expect(await verifyMessage({ address: ACCOUNTS[2] as Hex, message: 'hi', signature })).toBe(true);
    expect(
      await codeOf(provider.request({ method: 'personal_sign', params: [toHex('hi'), ACCOUNTS[3]] })),
    ).toBe(4100);
  });

  test('bad counts are refused with a clear error', () => {
    expect(() => wallet().exposeAccounts(0)).toThrow('from 1 to 5');
    expect(() => wallet().exposeAccounts(6)).toThrow('from 1 to 5');
    expect(() => parseConfig({ exposedAccounts: 9 })).toThrow();
    expect(parseConfig({ exposedAccounts: 3 }).exposedAccounts).toBe(3);
  });
});
