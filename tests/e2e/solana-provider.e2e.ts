// getProvider('solana') end to end: the plain HTML host with `?solana=1`, the Dev Solana Wallet and
// the stack's local Solana chain. Messages are verified with ed25519 here; transactions are built
// here with web3.js, signed in the page through the provider, and checked on the chain.
import { ed25519 } from '@noble/curves/ed25519';
import {
  Connection,
  Keypair,
  SystemProgram,
  TransactionMessage,
  VersionedTransaction,
  type PublicKey,
} from '@solana/web3.js';
import type { Browser, Page } from 'puppeteer';
import { devSolanaKeypair } from '../../dev/solana/dev-keys';
import { solanaLocalnet } from '../../src/chains/networks/solana';
import { waitForConfirmation } from '../../src/chains/solana/confirm';
import { launchBrowser, openPage, type RecordedPage } from '../support/browser';
import { byTestId, pressTestId } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

const stack = stackInfo();
const rpcUrl = stack.config.solana?.rpcUrl;
if (!rpcUrl) throw new Error('the stack has no Solana chain');
const connection = new Connection(rpcUrl, 'confirmed');
const network = { ...solanaLocalnet, rpcUrls: { default: { http: [rpcUrl] } } };
/** Polls getSignatureStatuses (no WebSocket subscription is left open behind the test). */
const confirmed = (signature: string): Promise<void> => waitForConfirmation(network, signature);
const SOLANA_WALLET = 'wallet-standard:Dev Solana Wallet';
const KEY_INDEX = 4;
const owner = devSolanaKeypair(KEY_INDEX).publicKey;

let browser: Browser;
let recorded: RecordedPage;

beforeEach(async () => {
  browser = await launchBrowser();
  recorded = await openPage(browser, `${stack.urls.html}?solana=1`);
  recorded.page.setDefaultTimeout(20_000);
  await connectSolana(recorded.page);
});

afterEach(async () => {
  expect(recorded.pageErrors).toEqual([]);
  expect(recorded.blockedRequests).toEqual([]);
  await browser.close();
});

async function configureWallet(page: Page, settings: object): Promise<void> {
  await page.waitForFunction(() => 'devSolanaWallet' in window);
  await page.evaluate(
    (more: object) =>
      (
        window as unknown as { devSolanaWallet: { configure(settings: object): void } }
      ).devSolanaWallet.configure(more),
    settings,
  );
}

async function connectSolana(page: Page): Promise<void> {
  await configureWallet(page, { autoApprove: true, accountIndex: KEY_INDEX });
  await pressTestId(page, 'connect-button');
  await pressTestId(page, `wallet-selector-${SOLANA_WALLET}`);
  await page.waitForSelector(byTestId('account-button'), { visible: true });
}

/** Calls a method of getProvider('solana') in the page; byte arrays travel as number arrays. */
async function callProvider(page: Page, method: string, bytes: number[]): Promise<unknown> {
  return page.evaluate(
    async (name: string, input: number[]) => {
      const kit = (
        window as unknown as { appKit: { getProvider(namespace: string): Record<string, unknown> } }
      ).appKit;
      const provider = kit.getProvider('solana');
      const result: unknown = await (provider[name] as (value: Uint8Array) => Promise<unknown>)(
        Uint8Array.from(input),
      );
      return result instanceof Uint8Array ? { bytes: [...result] } : result;
    },
    method,
    bytes,
  );
}

async function unsignedTransfer(to: PublicKey, lamports: number): Promise<number[]> {
  const { blockhash } = await connection.getLatestBlockhash();
  const message = new TransactionMessage({
    payerKey: owner,
    recentBlockhash: blockhash,
    instructions: [SystemProgram.transfer({ fromPubkey: owner, toPubkey: to, lamports })],
  }).compileToV0Message();
  return [...new VersionedTransaction(message).serialize()];
}

describe("getProvider('solana') with the Dev Solana Wallet", () => {
  test('publicKey is the connected account and signMessage gives an ed25519 signature that verifies', async () => {
    const { page } = recorded;
    const publicKey = await page.evaluate(() =>
      (
        window as unknown as {
          appKit: { getProvider(namespace: string): { publicKey?: { toBase58(): string } } };
        }
      ).appKit
        .getProvider('solana')
        .publicKey?.toBase58(),
    );
    expect(publicKey).toBe(owner.toBase58());
    const message = new TextEncoder().encode('Sign in to the w3m demo');
    const result = (await callProvider(page, 'signMessage', [...message])) as { bytes: number[] };
    expect(ed25519.verify(Uint8Array.from(result.bytes), message, owner.toBytes())).toBe(true);
    expect(ed25519.verify(Uint8Array.from(result.bytes), new Uint8Array([1]), owner.toBytes())).toBe(false);
  });

  test('signTransaction returns bytes the chain accepts; signAndSendTransaction lands through the wallet', async () => {
    const { page } = recorded;
    const to = Keypair.generate().publicKey;
    const signed = (await callProvider(page, 'signTransaction', await unsignedTransfer(to, 1_000_000))) as {
      bytes: number[];
    };
    const first = await connection.sendRawTransaction(Uint8Array.from(signed.bytes));
    await confirmed(first);

    const second = (await callProvider(
      page,
      'signAndSendTransaction',
      await unsignedTransfer(to, 2_000_000),
    )) as string;
    expect(second).toMatch(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/);
    await confirmed(second);
    expect(await connection.getBalance(to)).toBe(3_000_000);
  });

  test('a rejected signature rejects with code 4001 and the rejection text, and the account stays connected', async () => {
    const { page } = recorded;
    await configureWallet(page, { autoApprove: false, rejectAll: true });
    const outcome = await page.evaluate(async () => {
      const kit = (
        window as unknown as {
          appKit: {
            getProvider(namespace: string): { signMessage(message: Uint8Array): Promise<Uint8Array> };
            getAccount(namespace: string): { status?: string };
          };
        }
      ).appKit;
      try {
        await kit.getProvider('solana').signMessage(new Uint8Array([1, 2, 3]));
        return { rejected: false, status: kit.getAccount('solana').status };
      } catch (error) {
        const { code, message } = error as { code?: number; message?: string };
        return { rejected: true, code, message, status: kit.getAccount('solana').status };
      }
    });
    expect(outcome).toEqual({
      rejected: true,
      code: 4001,
      message: 'You rejected the request in your wallet.',
      status: 'connected',
    });
  });
});
