// ENS on a real anvil with chain id 1: the npm artifacts (registry, public resolver, reverse
// registrar) and the local universal resolver answer viem's ENS actions and the widget's lookup.
import { createClient, http, type Client } from 'viem';
import { mainnet } from 'viem/chains';
import { lookupEnsIdentity, resolveEnsName } from '../../src/services/identity/ens';
import { startAnvil, type AnvilNode } from '../evm/anvil';
import { findFreePort } from '../ports';
import { DEV_ENS_AVATAR, DEV_ENS_NAME, FRIEND_ENS_NAME, deployEns } from './deploy-ens';

const ACCOUNT_0 = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const ACCOUNT_1 = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';

describe('local ENS chain (anvil, chain id 1)', () => {
  let node: AnvilNode;
  let client: Client;

  beforeAll(async () => {
    node = await startAnvil({ port: await findFreePort(), chainId: 1 });
    await deployEns(node.rpcUrl, 1, [ACCOUNT_0, ACCOUNT_1]);
    client = createClient({ chain: mainnet, transport: http(node.rpcUrl, { retryCount: 0 }) });
  });

  afterAll(async () => {
    await node?.stop();
  });

  test('dev account 0 has the dev name and its avatar; the name resolves back to it', async () => {
    await expect(lookupEnsIdentity(client, ACCOUNT_0)).resolves.toEqual({
      name: DEV_ENS_NAME,
      avatar: DEV_ENS_AVATAR,
    });
    await expect(resolveEnsName(client, DEV_ENS_NAME)).resolves.toBe(ACCOUNT_0);
    await expect(resolveEnsName(client, 'DEV.eth')).resolves.toBe(ACCOUNT_0);
  });

  test('an account without a primary name and an unknown name give nothing', async () => {
    await expect(lookupEnsIdentity(client, ACCOUNT_1)).resolves.toEqual({ name: null, avatar: null });
    await expect(resolveEnsName(client, 'nobody.eth')).resolves.toBeUndefined();
    // friend.eth points to account 1, but account 1 never claimed it as its primary name.
    await expect(resolveEnsName(client, FRIEND_ENS_NAME)).resolves.toBe(ACCOUNT_1);
  });
});
