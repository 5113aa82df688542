import type { Page } from 'puppeteer';
import { ed25519 } from '@noble/curves/ed25519';
import { Connection, Keypair, LAMPORTS_PER_SOL, SystemProgram, Transaction } from '@solana/web3.js';
import { getAddress } from 'viem';
import type { AppKit } from '../../src/appkit/create-app-kit';
import { devSolanaKeypair } from '../../dev/solana/dev-keys';
import { waitFor } from '../../dev/wait';
import { byTestId, pressTestId, typeInto, waitForText } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';
import {
  answerRequest,
  clickWhenReady,
  decodeShownQr,
  pairWallet,
  shownUri,
  useRecordedTabs,
} from '../support/walletconnect';

// WalletConnect solana end to end: the plain HTML host (`?solana=1&walletconnect=1`, `&evm=0` for a
// Solana-only kit) and the dev mobile wallet (/wallet/) in two browser contexts, paired through the
// stack's relay. The wallet signs with the Solana dev key and sends through the stack's local
// validator: a confirmed transfer is a real, correctly signed transaction.

const MESSAGE = 'Sign in to the w3m-elements Solana demo over WalletConnect';
const REJECTED = 'You rejected the request in your wallet.';
const dev = devSolanaKeypair(0);
const DEV_ADDRESS = dev.publicKey.toBase58();

const { open } = useRecordedTabs();

function solana() {
  const config = stackInfo().config.solana;
  if (!config) throw new Error('The stack started no Solana chain');
  return config;
}

/** Opens the host and the wallet, and pairs them from the QR code (decoded like a camera would). */
async function pairFromQr(path: string): Promise<{ dapp: Page; wallet: Page }> {
  const dapp = (await open(path)).page;
  const wallet = (await open('/wallet/')).page;
  await wallet.waitForFunction(
    () => document.querySelector('[data-testid="wc-wallet-status"]')?.textContent?.startsWith('Ready'),
    { timeout: 30_000 },
  );
  await dapp.waitForFunction(() => window.appKit !== undefined);
  await clickWhenReady(dapp, 'connect-button');
  await clickWhenReady(dapp, 'wallet-selector-walletConnect');
  const uri = await shownUri(dapp);
  expect(await decodeShownQr(dapp)).toBe(uri);
  await pairWallet(wallet, uri);
  return { dapp, wallet };
}

const connected = (page: Page, namespace: 'solana' | 'eip155') =>
  page.waitForFunction(
    (name: 'solana' | 'eip155') => window.appKit?.getAccount(name).status === 'connected',
    { timeout: 30_000 },
    namespace,
  );

/** `getProvider('solana').signMessage` in the page; the signature's bytes, or `{ error }`. */
function signInPage(page: Page): Promise<number[] | { error: string; code?: number }> {
  return page.evaluate(async (text: string) => {
    const provider = window.appKit!.getProvider('solana') as {
      signMessage(message: Uint8Array): Promise<Uint8Array>;
    };
    try {
      return Array.from(await provider.signMessage(new TextEncoder().encode(text)));
    } catch (error) {
      return { error: (error as Error).message, code: (error as { code?: number }).code };
    }
  }, MESSAGE);
}

/** Signs in the page and answers the request in the wallet. */
async function signMessage(dapp: Page, wallet: Page, approve = true) {
  const call = signInPage(dapp);
  await answerRequest(wallet, 'solana_signMessage', approve);
  return call;
}

function expectVerified(signature: number[] | { error: string }): void {
  if (!Array.isArray(signature)) throw new Error(signature.error);
  const message = new TextEncoder().encode(MESSAGE);
  expect(ed25519.verify(Uint8Array.from(signature), message, dev.publicKey.toBytes())).toBe(true);
  expect(ed25519.verify(Uint8Array.from(signature), message.slice(1), dev.publicKey.toBytes())).toBe(false);
}

describe('Solana over WalletConnect with the dev mobile wallet', () => {
  test('a Solana-only kit connects from the QR code; a signed message verifies; a SOL transfer is confirmed on the local chain; a rejection keeps the session; a reload restores it', async () => {
    const { dapp, wallet } = await pairFromQr('/html/?solana=1&walletconnect=1&evm=0');
    await connected(dapp, 'solana');
    const account = await dapp.evaluate(() => window.appKit!.getAccount('solana'));
    expect(account.caipAddress).toBe(`${solana().caipNetworkId}:${DEV_ADDRESS}`);
    expect(account.allAccounts).toEqual([{ namespace: 'solana', address: DEV_ADDRESS, type: 'eoa' }]);
    expect(await dapp.evaluate(() => window.appKit!.getWalletInfo()?.name)).toBe('Dev Mobile Wallet');

    expectVerified(await signMessage(dapp, wallet));

    // A transfer the host built (web3.js): the wallet signs it and sends it to the local validator.
    const connection = new Connection(solana().rpcUrl, 'confirmed');
    const receiver = Keypair.generate().publicKey;
    const { blockhash } = await connection.getLatestBlockhash();
    const transfer = new Transaction({ feePayer: dev.publicKey, recentBlockhash: blockhash }).add(
      SystemProgram.transfer({
        fromPubkey: dev.publicKey,
        toPubkey: receiver,
        lamports: 0.5 * LAMPORTS_PER_SOL,
      }),
    );
    const wire = transfer.serialize({ requireAllSignatures: false }).toString('base64');
    const sending = dapp.evaluate(async (base64: string) => {
      const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
      const provider = window.appKit!.getProvider('solana') as {
        signAndSendTransaction(transaction: Uint8Array): Promise<string>;
      };
      return provider.signAndSendTransaction(bytes);
    }, wire);
    await answerRequest(wallet, 'solana_signAndSendTransaction', true);
    const signature = await sending;
    // Polled over HTTP: web3.js would open a WebSocket on the RPC port + 1, not the stack's.
    await waitFor(
      async () => {
        const [status] = (await connection.getSignatureStatuses([signature])).value;
        return status?.confirmationStatus === 'confirmed' || status?.confirmationStatus === 'finalized'
          ? true
          : undefined;
      },
      { description: `${signature} to be confirmed`, timeoutMs: 20_000 },
    );
    expect(await connection.getBalance(receiver)).toBe(0.5 * LAMPORTS_PER_SOL);

    // A refusal in the wallet is the kit's rejection error; the session stays.
    expect(await signMessage(dapp, wallet, false)).toEqual({ error: REJECTED, code: 4001 });
    expect(await dapp.evaluate(() => window.appKit!.getAccount('solana').status)).toBe('connected');

    // A reload restores the session without a prompt, and it still answers.
    await dapp.reload({ waitUntil: 'load' });
    await connected(dapp, 'solana');
    expect(await dapp.evaluate(() => window.appKit!.getAccount('solana').address)).toBe(DEV_ADDRESS);
    expectVerified(await signMessage(dapp, wallet));
  }, 120_000);

  test('the Send views send SOL through the session: the wallet signs, the kit broadcasts, the local chain confirms', async () => {
    const { dapp, wallet } = await pairFromQr('/html/?solana=1&walletconnect=1&evm=0');
    await connected(dapp, 'solana');
    const connection = new Connection(solana().rpcUrl, 'confirmed');
    const receiver = Keypair.generate().publicKey;
    await dapp.waitForSelector(byTestId('w3m-modal-card'), { hidden: true });
    await pressTestId(dapp, 'account-button');
    await pressTestId(dapp, 'w3m-account-feature-send');
    await typeInto(dapp, 'w3m-send-amount-input', '0.75');
    await typeInto(dapp, 'w3m-send-address-input', receiver.toBase58());
    await pressTestId(dapp, 'w3m-send-preview-button');
    await waitForText(dapp, 'w3m-send-preview-amount', '0.75 SOL');
    await pressTestId(dapp, 'w3m-send-confirm');
    await answerRequest(wallet, 'solana_signTransaction', true);
    await waitFor(
      async () => ((await connection.getBalance(receiver)) === 0.75 * LAMPORTS_PER_SOL ? true : undefined),
      { description: 'the receiver to hold 0.75 SOL', timeoutMs: 20_000 },
    );
  });

  test("one session carries eip155 and solana: both namespaces connect, each answers its own requests, and disconnect('solana') leaves eip155 connected, also after a reload", async () => {
    const { dapp, wallet } = await pairFromQr('/html/?solana=1&walletconnect=1');
    await connected(dapp, 'solana');
    await connected(dapp, 'eip155');
    const accounts = await dapp.evaluate(() => ({
      evm: window.appKit!.getAccount('eip155').address,
      sol: window.appKit!.getAccount('solana').address,
    }));
    expect(accounts).toEqual({ evm: getAddress(stackInfo().config.accounts[0]!), sol: DEV_ADDRESS });
    expectVerified(await signMessage(dapp, wallet));
    const evmSigning = dapp.evaluate(async (address: string) => {
      const provider = window.appKit!.getProvider('eip155') as {
        request(args: { method: string; params: unknown[] }): Promise<string>;
      };
      return provider.request({ method: 'personal_sign', params: ['0x6869', address] });
    }, accounts.evm!);
    await answerRequest(wallet, 'personal_sign', true);
    expect(await evmSigning).toMatch(/^0x[0-9a-f]{130}$/);

    // disconnect('solana') drops only Solana from the kit's view: the session goes on for eip155.
    await dapp.evaluate(() => window.appKit!.disconnect('solana'));
    const status = () =>
      dapp.evaluate(() => ({
        evm: window.appKit!.getAccount('eip155').status,
        sol: window.appKit!.getAccount('solana').status,
      }));
    expect(await status()).toEqual({ evm: 'connected', sol: 'disconnected' });
    const again = dapp.evaluate(async (address: string) => {
      const provider = window.appKit!.getProvider('eip155') as {
        request(args: { method: string; params: unknown[] }): Promise<string>;
      };
      return provider.request({ method: 'personal_sign', params: ['0x6869', address] });
    }, accounts.evm!);
    await answerRequest(wallet, 'personal_sign', true);
    expect(await again).toMatch(/^0x[0-9a-f]{130}$/);
    expect(await wallet.$$eval('[data-testid="wc-wallet-session"]', (nodes) => nodes.length)).toBe(1);

    // A reload restores eip155 from the session; Solana stays disconnected.
    await dapp.reload({ waitUntil: 'load' });
    await connected(dapp, 'eip155');
    await dapp.waitForNetworkIdle({ idleTime: 300 });
    expect(await status()).toEqual({ evm: 'connected', sol: 'disconnected' });
  });
});

declare global {
  interface Window {
    appKit?: AppKit;
  }
}
