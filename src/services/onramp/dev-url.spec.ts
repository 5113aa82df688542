import { buildDevOnrampUrl } from './dev-url';

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266';

describe('dev onramp URL (the local stack provider)', () => {
  it('carries the wallet, the asset and the fiat currency and amount on the configured page', () => {
    const url = new URL(
      buildDevOnrampUrl('http://127.0.0.1:3333/dev/onramp/', {
        address: ADDRESS,
        namespace: 'eip155',
        chainId: 31337,
        asset: 'ETH',
        fiatCurrency: 'USD',
        fiatAmount: '100',
      }),
    );
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:3333/dev/onramp/');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      walletAddress: ADDRESS,
      destinationCurrencyCode: 'ETH',
      sourceCurrencyCode: 'USD',
      sourceAmount: '100',
    });
  });

  it('refuses a page that is not an http(s) URL and bad input', () => {
    const request = {
      address: ADDRESS,
      namespace: 'eip155',
      chainId: 31337,
      asset: 'ETH',
      fiatCurrency: 'USD',
    } as const;
    expect(() => buildDevOnrampUrl('', request)).toThrow('The dev onramp URL is not a URL');
    expect(() => buildDevOnrampUrl('javascript:alert(1)', request)).toThrow('must be http(s)');
    expect(() => buildDevOnrampUrl('http://127.0.0.1/', { ...request, address: '0x12' })).toThrow(
      'Invalid eip155 address',
    );
  });
});
