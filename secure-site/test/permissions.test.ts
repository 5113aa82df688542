// ERC-7715 permissions for the embedded wallet: refused with a clear reason and EIP-1193 4200 (the
// SimpleAccount-based smart account has no session-key validator), before any approval or chain
// call; wallet_getCapabilities reports them unsupported; the frame hands the code to the host.
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPglite } from '../src/db/pglite';
import { createSession } from '../src/auth/sessions';
import { buildApp } from '../src/http/app';
import { smartAccountRpc } from '../src/smart-account/rpc';
import { PERMISSIONS_UNSUPPORTED } from '../src/smart-account/permissions';
import { ensureWallet } from '../src/wallet/custody-store';
import { answer, type FrameEnvironment } from '../frame/handlers';
import { ApiCallError } from '../frame/api';
import { HOST_ORIGIN, PUBLIC_ORIGIN, testSite } from './fixture';

const USER = '4b2d6f1a-9c3e-4e7b-8a5d-1f2e3d4c5b6a';
const CHAIN = 31337;
const NETWORK = {
  chainId: CHAIN,
  // Nothing listens here: a refusal must come before any chain or bundler call.
  bundlerUrl: 'http://127.0.0.1:9/',
  entryPoint: '0x0000000071727De22E5E9d8BAf0edAc6f37da032',
  accountFactory: '0x0000000000000000000000000000000000000f0f',
} as const;
const GRANT = {
  chainId: '0x7a69',
  expiry: 1_900_000_000,
  signer: { type: 'key', data: { type: 'secp256k1', publicKey: '0x04aa' } },
  permissions: [{ type: 'native-token-recurring-allowance', data: { allowance: '0x1' }, policies: [] }],
};

describe('ERC-7715 permissions on the embedded wallet', () => {
  it('the API refuses grant and revoke for either account type with code 4200; capabilities say unsupported', async () => {
    const db = await openPglite();
    const site = await testSite(db, {
      rpcUrls: new Map([[CHAIN, 'http://127.0.0.1:9/']]),
      smartAccounts: new Map([[CHAIN, { ...NETWORK }]]),
    });
    const app = buildApp(site.ctx);
    try {
      await db.query(`INSERT INTO users (id, email, created_at) VALUES ($1, 'pat@example.com', now())`, [
        USER,
      ]);
      await ensureWallet(site.ctx, USER);
      const { accessToken } = await createSession(site.ctx, USER, 'demo');
      const rpc = (payload: Record<string, unknown>) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/rpc',
          payload: { chainId: CHAIN, ...payload },
          headers: {
            origin: PUBLIC_ORIGIN,
            'x-project-id': 'demo',
            'x-host-origin': HOST_ORIGIN,
            authorization: `Bearer ${accessToken}`,
          },
        });
      for (const accountType of ['smartAccount', 'eoa']) {
        for (const [method, params] of [
          ['wallet_grantPermissions', [GRANT]],
          ['wallet_revokePermissions', [{ permissionsContext: '0x01' }]],
          ['wallet_grantPermissions', 'not even an array'],
        ] as const) {
          const refused = await rpc({ method, params, accountType });
          assert.equal(refused.statusCode, 400, `${method} as ${accountType}`);
          assert.deepEqual(refused.json(), { error: PERMISSIONS_UNSUPPORTED, code: 4200 });
        }
      }
      assert.match(
        PERMISSIONS_UNSUPPORTED,
        /ERC-7579 smart-sessions validator or an ERC-7710 delegation manager/,
      );
      const capabilities = (await smartAccountRpc(site.ctx, USER, {
        method: 'wallet_getCapabilities',
        chainId: CHAIN,
      })) as Record<string, Record<string, unknown>>;
      assert.deepEqual(capabilities['0x7a69']?.permissions, { supported: false });
      // Other API errors carry no code, as before.
      const bad = await rpc({ method: 'eth_accounts', accountType: 'safe' });
      assert.deepEqual(bad.json(), { error: 'accountType must be eoa or smartAccount' });
    } finally {
      await app.close();
      await db.close();
    }
  });

  it('the frame answers the host with the API’s code and sentence, without asking the user', async () => {
    let asked = 0;
    const env = {
      api: {
        chain: { get: () => CHAIN, set: () => undefined },
        accountType: { get: () => 'smartAccount', set: () => undefined },
        user: async () => ({
          email: 'pat@example.com',
          address: '0x00000000000000000000000000000000000000aa',
        }),
        call: async () => ({ chainIds: [CHAIN] }),
        authed: async () => {
          throw new ApiCallError(400, PERMISSIONS_UNSUPPORTED, 4200);
        },
      },
      approval: {
        ask: async () => {
          asked += 1;
          return true;
        },
      },
      initialChainId: CHAIN,
      sessionChanged: () => undefined,
      applyTheme: () => undefined,
    } as unknown as FrameEnvironment;
    const reply = await answer(env, {
      id: 'p1',
      type: '@w3m-app/RPC_REQUEST',
      payload: { method: 'wallet_grantPermissions', params: [GRANT] },
    } as never);
    assert.deepEqual(reply.payload, { message: PERMISSIONS_UNSUPPORTED, code: 4200 });
    assert.equal(asked, 0);
  });
});
