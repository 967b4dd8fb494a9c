import { imageOfMetadata, metadataSource, tokenLabel } from './nft-metadata';

describe('NFT metadata', () => {
  it('fetches http(s) token URIs and reads inline JSON ones', () => {
    expect(metadataSource('https://example.com/1.json')).toEqual({
      kind: 'url',
      url: 'https://example.com/1.json',
    });
    const json = { image: 'https://example.com/1.png' };
    expect(metadataSource(`data:application/json;base64,${btoa(JSON.stringify(json))}`)).toEqual({
      kind: 'inline',
      json,
    });
    expect(metadataSource(`data:application/json,${encodeURIComponent(JSON.stringify(json))}`)).toEqual({
      kind: 'inline',
      json,
    });
    expect(metadataSource('ipfs://Qm123')).toBeNull();
    expect(metadataSource('javascript:alert(1)')).toBeNull();
  });

  it('keeps only http(s) and raster data images, never scripts or SVG', () => {
    expect(imageOfMetadata({ image: 'https://example.com/a.png' })).toBe('https://example.com/a.png');
    expect(imageOfMetadata({ image: 'data:image/png;base64,iVBORw0KGgo=' })).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(imageOfMetadata({ image: 'javascript:alert(1)' })).toBeUndefined();
    expect(imageOfMetadata({ image: 'data:image/svg+xml;base64,PHN2Zz4=' })).toBeUndefined();
    expect(imageOfMetadata({ image: '"><script>alert(1)</script>' })).toBeUndefined();
    expect(imageOfMetadata({ name: 'no image' })).toBeUndefined();
    expect(imageOfMetadata(null)).toBeUndefined();
  });

  it('labels the fallback avatar with the token id, cut when long', () => {
    expect(tokenLabel('7')).toBe('#7');
    expect(tokenLabel('123456789')).toBe('#1234…');
  });
});
