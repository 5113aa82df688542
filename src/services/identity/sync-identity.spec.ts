import { base, baseSepolia } from '../../chains/networks/base';
import { mainnet } from '../../chains/networks/ethereum';
import { solana } from '../../chains/networks/solana';
import { getAccount, patchAccount, resetAccount } from '../../stores/account';
import { clearCache } from '../../stores/cache';
import { setActiveNetwork, setNetworks } from '../../stores/chain';
import type { CaipNetwork } from '../../chains/network-types';
import { syncIdentity as syncOn, type IdentityLookup } from './sync-identity';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

/** Runs the sync while `network` is the active network (as the identity watch does). */
function syncIdentity(
  network: CaipNetwork,
  address: string,
  lookup: IdentityLookup | undefined,
  now: () => number,
) {
  setActiveNetwork(network, false);
  return syncOn(network, address, lookup, now);
}

beforeEach(() => {
  setNetworks([mainnet, base, baseSepolia, solana]);
  clearCache('identity');
  resetAccount('eip155');
  patchAccount('eip155', {
    address: ADDRESS,
    profileName: 'old.eth',
    profileImage: 'https://x.test/old.png',
  });
});

describe('syncIdentity (SPEC §4)', () => {
  test('a testnet or non-EVM network clears the profile without a lookup', async () => {
    const lookup = jest.fn();
    await syncIdentity(baseSepolia, ADDRESS, lookup, () => 0);
    expect(getAccount('eip155')).toMatchObject({ profileName: undefined, profileImage: undefined });
    patchAccount('eip155', { profileName: 'x' });
    await syncIdentity(solana, ADDRESS, lookup, () => 0);
    expect(getAccount('eip155').profileName).toBeUndefined();
    expect(lookup).not.toHaveBeenCalled();
  });

  test('on EVM the looked-up name and avatar are shown and cached for 5 minutes (SPEC §9)', async () => {
    let now = 1_000_000;
    const lookup = jest.fn(async () => ({ name: 'dev.eth', avatar: 'https://x.test/a.png' }));
    await syncIdentity(base, ADDRESS, lookup, () => now);
    expect(getAccount('eip155')).toMatchObject({
      profileName: 'dev.eth',
      profileImage: 'https://x.test/a.png',
    });
    now += 5 * 60_000 - 1;
    await syncIdentity(base, ADDRESS, lookup, () => now);
    expect(lookup).toHaveBeenCalledTimes(1);
    now += 1;
    await syncIdentity(base, ADDRESS, lookup, () => now);
    expect(lookup).toHaveBeenCalledTimes(2);
  });

  test('a failed lookup clears the name and the image, except on chain 1 where the image stays', async () => {
    const failing = async () => {
      throw new Error('resolver down');
    };
    await syncIdentity(base, ADDRESS, failing, () => 0);
    expect(getAccount('eip155')).toMatchObject({ profileName: undefined, profileImage: undefined });
    patchAccount('eip155', { profileName: 'old.eth', profileImage: 'https://x.test/old.png' });
    await syncIdentity(mainnet, ADDRESS, failing, () => 0);
    expect(getAccount('eip155')).toMatchObject({
      profileName: undefined,
      profileImage: 'https://x.test/old.png',
    });
  });

  test('a lookup for an account that is no longer connected changes nothing', async () => {
    await syncIdentity(
      base,
      '0x70997970C51812dc3A010C7d01b50e0d17dc79C8',
      async () => ({ name: 'b.eth', avatar: null }),
      () => 0,
    );
    expect(getAccount('eip155').profileName).toBe('old.eth');
  });

  test('no lookup is sent once the active network is another than the one the sync began for', async () => {
    setActiveNetwork(base, false);
    const lookup = jest.fn(async () => ({ name: 'dev.eth', avatar: null }));
    await syncOn(mainnet, ADDRESS, lookup, () => 0);
    expect(lookup).not.toHaveBeenCalled();
    expect(getAccount('eip155').profileName).toBe('old.eth');
  });

  test('an answer that arrives after a network switch is discarded', async () => {
    let answer: (value: { name: string; avatar: null }) => void = () => undefined;
    const lookup = jest.fn(
      () => new Promise<{ name: string; avatar: null }>((resolve) => (answer = resolve)),
    );
    setActiveNetwork(mainnet, false);
    const sync = syncOn(mainnet, ADDRESS, lookup, () => 0);
    setActiveNetwork(base, false);
    answer({ name: 'stale.eth', avatar: null });
    await sync;
    expect(getAccount('eip155').profileName).toBe('old.eth');
  });

  test('an answer that arrives after an account change is discarded', async () => {
    let answer: (value: { name: string; avatar: null }) => void = () => undefined;
    const lookup = jest.fn(
      () => new Promise<{ name: string; avatar: null }>((resolve) => (answer = resolve)),
    );
    setActiveNetwork(mainnet, false);
    const sync = syncOn(mainnet, ADDRESS, lookup, () => 0);
    patchAccount('eip155', { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' });
    answer({ name: 'stale.eth', avatar: null });
    await sync;
    expect(getAccount('eip155').profileName).toBe('old.eth');
  });
});
