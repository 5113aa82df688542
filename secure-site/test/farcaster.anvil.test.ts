// Sign In With Farcaster on the secure site (issue 17), against a real anvil node with the dev ID
// registry deployed: the channel relay in the Farcaster auth relay's shape, signatures checked
// against the fid's custody address read from the registry, one wallet per fid.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import type { FastifyInstance } from 'fastify';
import { createWalletClient, http, type Address } from 'viem';
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts';
import { startAnvil, type AnvilNode } from '../../dev/evm/anvil';
import { deployIdRegistry } from '../../dev/farcaster/deploy-registry';
import { parseSiwfLink, signSiwf, type SiwfLink } from '../../dev/farcaster/dev-app';
import { DEV_FARCASTER_USER, devCustodyAddress } from '../../dev/farcaster/dev-user';
import { findFreePort } from '../../dev/ports';
import { openPglite } from '../src/db/pglite';
import type { Database } from '../src/db/database';
import { parseFarcasterConfig } from '../src/farcaster/config';
import { fidRegistry } from '../src/farcaster/registry';
import { buildApp } from '../src/http/app';
import { HOST_ORIGIN, PUBLIC_ORIGIN, testSite, type TestSite } from './fixture';

const headers = { origin: PUBLIC_ORIGIN, 'x-project-id': 'demo', 'x-host-origin': HOST_ORIGIN };
const user = DEV_FARCASTER_USER;
/** A second registered fid, to sign for with the dev key (which is not its custody key). */
const OTHER_FID = 77;

describe('Sign In With Farcaster (anvil)', () => {
  let anvil: AnvilNode;
  let db: Database;
  let site: TestSite;
  let app: FastifyInstance;

  before(async () => {
    anvil = await startAnvil({ port: await findFreePort(), chainId: 31337 });
    const [deployer] = await createWalletClient({ transport: http(anvil.rpcUrl) }).getAddresses();
    const registry = await deployIdRegistry(anvil.rpcUrl, 31337, deployer as Address, [
      { fid: user.fid, custody: devCustodyAddress() },
      { fid: OTHER_FID, custody: privateKeyToAccount(generatePrivateKey()).address },
    ]);
    db = await openPglite();
    site = await testSite(db);
    site.ctx.farcaster = fidRegistry(
      parseFarcasterConfig({ W3M_FARCASTER_RPC_URL: anvil.rpcUrl, W3M_FARCASTER_ID_REGISTRY: registry }),
    );
    app = buildApp(site.ctx);
  });

  after(async () => {
    await app?.close();
    await db?.close();
    await anvil?.stop();
  });

  async function start() {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/farcaster/start',
      headers,
      payload: {},
    });
    assert.equal(response.statusCode, 200, response.body);
    const body = response.json() as { url: string; channelToken: string; binding: string };
    const link = parseSiwfLink(body.url);
    assert.ok(link, body.url);
    return { ...body, link: link as SiwfLink };
  }

  const finish = (channelToken: string, binding: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/farcaster/finish',
      headers,
      payload: { channelToken, binding },
    });

  const status = (token: string) =>
    app.inject({ method: 'GET', url: '/v1/channel/status', headers: { authorization: `Bearer ${token}` } });

  const authenticate = (token: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/v1/channel/authenticate',
      headers: { authorization: `Bearer ${token}` },
      payload,
    });

  async function signedLogin(): Promise<{ address: string; username: string; socialProvider: string }> {
    const { channelToken, binding, link } = await start();
    assert.equal(link.domain, new URL(HOST_ORIGIN).host);
    assert.equal(link.siweUri, HOST_ORIGIN);
    assert.equal((await finish(channelToken, binding)).statusCode, 202);
    assert.equal((await status(channelToken)).statusCode, 202);
    const { message, signature } = await signSiwf(link, user);
    const done = await authenticate(channelToken, {
      message,
      signature,
      fid: user.fid,
      username: user.username,
    });
    assert.equal(done.statusCode, 201, done.body);
    assert.equal(done.json().custody, devCustodyAddress());
    const completed = await status(channelToken);
    assert.equal(completed.statusCode, 200);
    assert.equal(completed.json().fid, user.fid);
    const session = await finish(channelToken, binding);
    assert.equal(session.statusCode, 200, session.body);
    assert.ok(session.json().accessToken);
    const again = await finish(channelToken, binding);
    assert.equal(again.statusCode, 400, 'a channel logs in once');
    return session.json().user;
  }

  it('the dev custody key signs in; the same fid gets the same wallet the next time', async () => {
    const first = await signedLogin();
    assert.equal(first.socialProvider, 'farcaster');
    assert.equal(first.username, user.username);
    assert.match(first.address, /^0x[0-9a-fA-F]{40}$/);
    const second = await signedLogin();
    assert.equal(second.address, first.address);
  });

  it('a signature by a key that is not the fid’s custody address is refused; the channel stays pending', async () => {
    const { channelToken, binding, link } = await start();
    const stranger = { ...user, custodyKey: generatePrivateKey() };
    const signed = await signSiwf(link, stranger);
    const refused = await authenticate(channelToken, { ...signed, fid: user.fid, username: user.username });
    assert.equal(refused.statusCode, 401);
    assert.match(refused.json().error, new RegExp(`does not own fid ${user.fid}`));
    // The message names the real custody address, but another key made the signature.
    const real = await signSiwf(link, user);
    const forged = await authenticate(channelToken, {
      message: real.message,
      signature: signed.signature,
      fid: user.fid,
    });
    assert.equal(forged.statusCode, 401);
    assert.match(forged.json().error, /signature is not by the custody address/);
    // The dev key is not the custody key of another registered fid, and an unregistered fid has none.
    const otherFid = await signSiwf(link, { ...user, fid: OTHER_FID });
    assert.equal((await authenticate(channelToken, { ...otherFid, fid: OTHER_FID })).statusCode, 401);
    const unknown = await signSiwf(link, { ...user, fid: 999_999 });
    const unregistered = await authenticate(channelToken, { ...unknown, fid: 999_999 });
    assert.match(unregistered.json().error, /not registered/);
    assert.equal((await status(channelToken)).statusCode, 202);
    assert.equal((await finish(channelToken, binding)).statusCode, 202);
  });

  it('a message for another nonce, domain or fid, or a malformed body, is refused', async () => {
    const { channelToken, link } = await start();
    for (const [change, reason] of [
      [{ nonce: 'abcdefgh12345678' }, /invalid nonce/],
      [{ domain: 'evil.example.com' }, /invalid domain/],
      [{ siweUri: 'https://evil.example.com' }, /invalid URI/],
    ] as const) {
      const signed = await signSiwf({ ...link, ...change }, user);
      const answer = await authenticate(channelToken, { ...signed, fid: user.fid });
      assert.equal(answer.statusCode, 401, answer.body);
      assert.match(answer.json().error, reason);
    }
    const signed = await signSiwf(link, user);
    assert.match(
      (await authenticate(channelToken, { ...signed, fid: 5 })).json().error,
      /fid does not match/,
    );
    for (const payload of [
      { message: signed.message, signature: '0x1234', fid: user.fid },
      { message: signed.message, signature: signed.signature },
      { ...signed, fid: user.fid, username: 'Not A Name!' },
      { ...signed, fid: user.fid, extra: 1 },
    ]) {
      const answer = await authenticate(channelToken, payload);
      assert.equal(answer.statusCode, 400, answer.body);
      assert.match(answer.json().error, /Validation error/);
    }
    assert.equal((await status('x'.repeat(43))).statusCode, 401, 'an unknown channel');
    assert.equal((await status(channelToken)).statusCode, 202);
  });

  it('only the frame that opened the channel may finish it, and channels expire', async () => {
    const { channelToken, binding } = await start();
    const other = await finish(channelToken, 'y'.repeat(43));
    assert.equal(other.statusCode, 400);
    assert.match(other.json().error, /started in another window/);
    const otherHost = await app.inject({
      method: 'POST',
      url: '/api/v1/farcaster/finish',
      headers: { ...headers, 'x-host-origin': 'https://a.example.org' },
      payload: { channelToken, binding },
    });
    assert.equal(otherHost.statusCode, 400);
    site.advance(11 * 60_000);
    assert.equal((await status(channelToken)).statusCode, 401);
    assert.match((await finish(channelToken, binding)).json().error, /expired/);
  });

  it('POST /v1/channel answers the relay’s shape; a bad request is refused', async () => {
    const created = await app.inject({
      method: 'POST',
      url: '/v1/channel',
      payload: { siweUri: 'https://app.example.com/login', domain: 'app.example.com' },
    });
    assert.equal(created.statusCode, 201, created.body);
    const body = created.json();
    assert.deepEqual(Object.keys(body).sort(), ['channelToken', 'connectUri', 'nonce', 'url']);
    assert.equal(new URL(body.url).searchParams.get('channelToken'), body.channelToken);
    assert.equal((await status(body.channelToken)).json().state, 'pending');
    for (const payload of [{ siweUri: 'https://a.example', domain: 'bad domain' }, { domain: 'a.example' }]) {
      const refused = await app.inject({ method: 'POST', url: '/v1/channel', payload });
      assert.equal(refused.statusCode, 400, refused.body);
    }
  });
});
