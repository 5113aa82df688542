import { buildCoinbaseOnrampUrl, coinbaseNetwork, COINBASE_PAY_CHAINS } from './coinbase-url';
import { buildMeldOnrampUrl, meldCurrencyCode } from './meld-url';
import type { OnrampRequest } from './onramp-params';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM';
const base: OnrampRequest = {
  address: ADDRESS,
  namespace: 'eip155',
  chainId: 8453,
  asset: 'USDC',
  fiatCurrency: 'USD',
};

describe('Coinbase Onramp URL (SPEC §9 coinbase, eip155)', () => {
  it('carries appId, addresses, assets, default network and asset, fiat currency and amount', () => {
    const url = new URL(buildCoinbaseOnrampUrl('app-123', { ...base, fiatAmount: '50' }));
    expect(url.origin + url.pathname).toBe('https://pay.coinbase.com/buy/select-asset');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appId: 'app-123',
      addresses: JSON.stringify({ [ADDRESS]: ['base'] }),
      assets: '["USDC"]',
      defaultNetwork: 'base',
      defaultAsset: 'USDC',
      fiatCurrency: 'USD',
      presetFiatAmount: '50',
      partnerUserRef: ADDRESS,
    });
  });

  it('names the SPEC §9 pay chains and falls back to ethereum elsewhere', () => {
    expect(Object.values(COINBASE_PAY_CHAINS).sort()).toEqual(
      [
        'arbitrum',
        'avalanche-c-chain',
        'base',
        'berachain',
        'celo',
        'ethereum',
        'optimism',
        'polygon',
      ].sort(),
    );
    expect(coinbaseNetwork(42161)).toBe('arbitrum');
    expect(coinbaseNetwork(31337)).toBe('ethereum');
    expect(
      new URL(buildCoinbaseOnrampUrl('a', { ...base, chainId: 324 })).searchParams.get('defaultNetwork'),
    ).toBe('ethereum');
  });

  it('refuses Solana, a missing app id and bad input', () => {
    expect(() => buildCoinbaseOnrampUrl('a', { ...base, namespace: 'solana', address: SOLANA })).toThrow(
      'eip155 networks only',
    );
    expect(() => buildCoinbaseOnrampUrl('', base)).toThrow('Coinbase onramp key');
    expect(() => buildCoinbaseOnrampUrl('a', { ...base, address: '0x123' })).toThrow(
      'Invalid eip155 address',
    );
    expect(() => buildCoinbaseOnrampUrl('a', { ...base, asset: 'US DC' })).toThrow('Invalid onramp asset');
    expect(() => buildCoinbaseOnrampUrl('a', { ...base, fiatCurrency: 'usd' })).toThrow(
      'Invalid fiat currency',
    );
    expect(() => buildCoinbaseOnrampUrl('a', { ...base, fiatAmount: '-1' })).toThrow('Invalid fiat amount');
    expect(() => buildCoinbaseOnrampUrl('a', { ...base, chainId: undefined })).toThrow('needs a chain id');
  });
});

describe('Meld URL (SPEC §9 meld, eip155 and solana)', () => {
  it('carries publicKey, walletAddress, destination and source currency and amount', () => {
    const url = new URL(buildMeldOnrampUrl('pk_1', { ...base, chainId: 1, asset: 'ETH', fiatAmount: '100' }));
    expect(url.origin + url.pathname).toBe('https://meldcrypto.com/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      publicKey: 'pk_1',
      walletAddress: ADDRESS,
      destinationCurrencyCode: 'ETH',
      sourceCurrencyCode: 'USD',
      sourceAmount: '100',
      externalCustomerId: ADDRESS,
    });
  });

  it('uses the network-qualified code off Ethereum mainnet, and the symbol on Solana', () => {
    expect(meldCurrencyCode({ asset: 'usdc', namespace: 'eip155', chainId: 8453 })).toBe('USDC_BASE');
    const url = new URL(
      buildMeldOnrampUrl('pk_1', { address: SOLANA, namespace: 'solana', asset: 'SOL', fiatCurrency: 'EUR' }),
    );
    expect(url.searchParams.get('walletAddress')).toBe(SOLANA);
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('SOL');
    expect(url.searchParams.has('sourceAmount')).toBe(false);
  });

  it('refuses a missing key and an address of the wrong namespace', () => {
    expect(() => buildMeldOnrampUrl(' ', base)).toThrow('Meld onramp key');
    expect(() => buildMeldOnrampUrl('pk', { ...base, namespace: 'solana' })).toThrow(
      'Invalid solana address',
    );
  });
});
