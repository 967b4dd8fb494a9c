import { shortenAddress, STABLECOINS } from './chains';

describe('shortenAddress', () => {
  it('shows an address checksummed and cut in the middle, however it was stored', () => {
    const address = '0xa0Ee7A142d267C1f36714E4a8F75612F20a79720';
    expect(shortenAddress(address)).toBe('0xa0Ee…9720');
    expect(shortenAddress(address.toLowerCase())).toBe('0xa0Ee…9720');
    expect(shortenAddress(address.toLowerCase(), 6)).toBe('0xa0Ee7A…a79720');
  });

  it('leaves what is not an address as it is, cutting only long text', () => {
    expect(shortenAddress('0x1234')).toBe('0x1234');
    expect(shortenAddress('not-an-address-at-all')).toBe('not-an…-all');
  });
});

describe("the stablecoins' logos", () => {
  it("gives USDC, its bridged USDC.e and the local test coin Circle's logo, USDT Tether's, and USDS and USDB none", () => {
    const logos = new Map(STABLECOINS.map((token) => [token.symbol, token.logoURI]));
    expect(Object.fromEntries(logos)).toEqual({
      USDC: '/api/stablecoins/logos/usdc.svg',
      'USDC.e': '/api/stablecoins/logos/usdc.svg',
      tUSDC: '/api/stablecoins/logos/usdc.svg',
      USDT: '/api/stablecoins/logos/usdt.svg',
      USDS: null,
      USDB: null,
    });
  });
});
