import { createPublicClient, getAddress, http } from 'viem';
import { useFreshContexts } from '../support/browser';
import { decideInFrame, freshEmail, loginByEmail, openEmailDemo } from '../support/email-login';
import { pressTestId } from '../support/shell-page';
import { stackInfo } from '../support/stack-info';

// Issue 16, acceptance line 4: 10,000 generated messages against both ends of the frame bridge in
// the browser (malformed, wrong type, wrong origin, wrong source window, replayed ids, oversized):
// none is accepted, nothing throws, and the session still signs afterwards.

const freshContext = useFreshContexts();

interface FuzzReport {
  sentToFrame: number;
  sentToHost: number;
  frameAnswers: number;
  replayBaseAnswered: boolean;
}

/** Runs in the page: generates and posts the messages, and counts what the frame answers. */
async function fuzz(secureOrigin: string, total: number): Promise<FuzzReport> {
  const iframe = document.querySelector<HTMLIFrameElement>('iframe[data-testid="w3m-secure-frame"]');
  const frame = iframe?.contentWindow;
  if (!frame) throw new Error('no secure frame');
  let seed = 0x2545f491;
  const random = () => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 0x100000000;
  };
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
  // Every generated value comes from the seeded generator, so a failure replays exactly.
  const word = () => {
    let text = '';
    const length = 1 + Math.floor(random() * 10);
    for (let index = 0; index < length; index += 1) text += Math.floor(random() * 36).toString(36);
    return text;
  };
  const actions = ['GET_USER', 'RPC_REQUEST', 'CONNECT_OTP', 'SIGN_OUT', 'SWITCH_NETWORK', 'GET_CHAIN_ID'];

  let frameAnswers = 0;
  // Ids of the generated messages: an answer to any of them means one was accepted.
  const sentIds = new Set<string>();
  let replayBaseAnswered = false;
  const onMessage = (event: MessageEvent) => {
    // Only real messages from the frame (the forged events below are dispatched, not trusted).
    if (!event.isTrusted || event.source !== frame) return;
    const id = (event.data as { id?: string } | null)?.id;
    if (id === 'fuzz-replay-base') {
      if (replayBaseAnswered) frameAnswers += 1;
      replayBaseAnswered = true;
    } else if (id !== undefined && sentIds.has(id)) frameAnswers += 1;
  };
  window.addEventListener('message', onMessage);

  // One valid request, answered once; its id is replayed below and must not be answered again.
  frame.postMessage({ id: 'fuzz-replay-base', type: '@w3m-app/GET_CHAIN_ID' }, secureOrigin);

  const malformed = (): unknown =>
    pick<() => unknown>([
      () => null,
      () => word(),
      () => 42,
      () => [word()],
      () => ({}),
      () => ({ type: `@w3m-app/${pick(actions)}` }),
      () => ({ id: word(), type: `@w3m-app/${word().toUpperCase()}` }),
      () => ({ id: word(), type: `@w3m-frame/${pick(actions)}_SUCCESS` }),
      () => ({ id: '../../etc', type: '@w3m-app/GET_USER' }),
      // Never six digits: that would be a well-formed code the frame rightly answers.
      () => ({
        id: word(),
        type: '@w3m-app/CONNECT_OTP',
        payload: { otp: pick(['12345', '1234567', `${word()}x`]) },
      }),
      () => ({ id: word(), type: '@w3m-app/SWITCH_NETWORK', payload: { chainId: -1 } }),
      () => ({ id: word(), type: '@w3m-app/RPC_REQUEST', payload: { method: '<script>' } }),
      () => ({ id: word(), type: '@w3m-app/GET_USER', payload: { extra: true, __proto__: { x: 1 } } }),
      () => ({ id: word(), type: '@w3m-app/CONNECT_EMAIL', payload: { email: 'not an email' } }),
      () => ({ id: word(), type: '@w3m-app/SYNC_THEME', payload: { themeMode: 'neon' } }),
      () => ({
        id: word(),
        type: '@w3m-app/RPC_REQUEST',
        payload: { method: 'eth_chainId', params: 'x'.repeat(140_000) },
      }),
      () => ({ id: 'fuzz-replay-base', type: '@w3m-app/GET_CHAIN_ID' }),
      () => ({ id: 'fuzz-replay-base', type: '@w3m-app/SIGN_OUT' }),
    ])();

  let sentToFrame = 0;
  let sentToHost = 0;
  // Another window of the page, as a wrong source.
  const stranger = document.createElement('iframe');
  document.body.append(stranger);
  const strangerWindow = stranger.contentWindow!;
  for (let index = 0; index < total; index += 1) {
    const data = malformed();
    const id = (data as { id?: unknown } | null)?.id;
    if (typeof id === 'string' && id !== 'fuzz-replay-base') sentIds.add(id);
    if (index % 2 === 0) {
      // To the frame: from its parent (the right source and origin), so only validation can refuse.
      frame.postMessage(data, secureOrigin);
      sentToFrame += 1;
    } else {
      // To the host: forged answers and events, with the right or wrong origin and source.
      const forged = pick<unknown>([
        data,
        { id: word(), type: `@w3m-frame/${pick(actions)}_SUCCESS`, payload: {} },
        { type: '@w3m-frame/SESSION_UPDATE', payload: { isConnected: false } },
        { type: '@w3m-frame/READY' },
        { id: 'fuzz-replay-base', type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } },
      ]);
      const source = pick<MessageEventSource | null>([frame, window, strangerWindow, null]);
      const origin = pick([secureOrigin, window.location.origin, 'null', 'https://evil.example']);
      // A synthetic event can claim the right origin and window: then only the id check refuses it.
      window.dispatchEvent(new MessageEvent('message', { data: forged, origin, source }));
      sentToHost += 1;
    }
  }
  // Let the frame work through its queue: a final valid request's answer marks the end.
  await new Promise<void>((resolve) => {
    const done = (event: MessageEvent) => {
      if (event.source === frame && (event.data as { id?: string })?.id === 'fuzz-end') {
        window.removeEventListener('message', done);
        resolve();
      }
    };
    window.addEventListener('message', done);
    frame.postMessage({ id: 'fuzz-end', type: '@w3m-app/GET_CHAIN_ID' }, secureOrigin);
  });
  window.removeEventListener('message', onMessage);
  stranger.remove();
  return { sentToFrame, sentToHost, frameAnswers, replayBaseAnswered };
}

describe('fuzzing the frame bridge', () => {
  test('10,000 generated messages to both ends: none accepted, no uncaught error, the session still signs', async () => {
    const { page, pageErrors } = await openEmailDemo(await freshContext());
    const address = getAddress(await loginByEmail(page, freshEmail('fuzz')));

    const report = await page.evaluate(fuzz, stackInfo().urls.secureSite ?? '', 10_000);
    expect(report.sentToFrame + report.sentToHost).toBe(10_000);
    expect(report.replayBaseAnswered).toBe(true);
    expect(report.frameAnswers).toBe(0);
    expect(pageErrors).toEqual([]);
    expect(await page.$eval('[data-testid="evm-status"]', (element) => element.textContent)).toBe(
      'connected',
    );

    await pressTestId(page, 'evm-sign-message');
    await decideInFrame(page, 'approve');
    const handle = await page.waitForFunction(
      () => {
        const value = document.querySelector('[data-testid="evm-signature"]')?.textContent?.trim() ?? '';
        return /^0x[0-9a-f]+$/i.test(value) ? value : false;
      },
      { timeout: 30_000 },
    );
    const signature = String(await handle.jsonValue()) as `0x${string}`;
    // The embedded wallet's default eip155 account is a smart account (ERC-6492 before deployment),
    // so the signature is checked the way a dapp would: through a public client on the chain.
    const client = createPublicClient({ transport: http(stackInfo().config.chains[0]!.rpcUrl) });
    expect(
      await client.verifyMessage({ address, message: 'Hello from the w3m-elements demo', signature }),
    ).toBe(true);
    expect(pageErrors).toEqual([]);
  }, 120_000);
});
