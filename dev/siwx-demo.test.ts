import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { privateKeyToAccount } from 'viem/accounts';
import { formatSiwxMessage } from '../src/siwx/message';
import { startDevServer, type DevServer } from './server';
import { serveSiwxDemo, SIWX_DEMO_ROUTES } from './siwx-demo';

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80');
let root: string;
let server: DevServer;

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'w3m-siwx-demo-'));
  server = await startDevServer({ root, port: 0, log: () => undefined });
  serveSiwxDemo(server);
});

afterAll(async () => {
  await server.close();
  await rm(root, { recursive: true, force: true });
});

async function signedBody(nonce: string, domain = new URL(server.url).host) {
  const message = formatSiwxMessage({
    domain,
    accountAddress: account.address,
    uri: `${server.url}/`,
    version: '1',
    chainId: 'eip155:31337',
    nonce,
    issuedAt: new Date().toISOString(),
  });
  return JSON.stringify({ message, signature: await account.signMessage({ message }) });
}

const post = (body: string) => fetch(`${server.url}${SIWX_DEMO_ROUTES.verify}`, { method: 'POST', body });
const nonce = async () =>
  ((await (await fetch(`${server.url}${SIWX_DEMO_ROUTES.nonce}`)).json()) as { nonce: string }).nonce;

test('the demo backend accepts a sign-in once, with a nonce it issued', async () => {
  const body = await signedBody(await nonce());
  const accepted = await post(body);
  expect(accepted.status).toBe(200);
  expect(await accepted.json()).toEqual({ address: account.address, chainId: 'eip155:31337' });
  const replayed = await post(body);
  expect(replayed.status).toBe(401);
  expect(await replayed.json()).toMatchObject({ reason: 'nonce' });
});

test('the demo backend refuses another domain and malformed bodies', async () => {
  const wrong = await post(await signedBody(await nonce(), 'evil.example'));
  expect(wrong.status).toBe(401);
  expect(await wrong.json()).toMatchObject({ reason: 'domain' });
  expect((await post('not json')).status).toBe(400);
  expect((await post(JSON.stringify({ message: 1 }))).status).toBe(400);
  expect((await post('x'.repeat(20_000))).status).toBe(400);
});
