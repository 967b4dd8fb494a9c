import { nftColour, tokenLabel } from './nft-metadata';

describe('the fallback NFT avatar', () => {
  it('labels the fallback avatar with the token id, cut when long', () => {
    expect(tokenLabel('7')).toBe('#7');
    expect(tokenLabel('123456789')).toBe('#1234…');
  });

  it('gives two NFTs of a collection different colours, and one NFT always the same', () => {
    const address = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
    expect(nftColour(address, '1')).toBe(nftColour(address.toLowerCase(), '1'));
    expect(nftColour(address, '1')).not.toBe(nftColour(address, '2'));
  });
});
