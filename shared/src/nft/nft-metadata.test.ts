import { erc1155TokenUri, loadMetadata, metadataSource, readMetadata, resolveIpfsUri } from './nft-metadata';

describe('NFT metadata', () => {
  it('fetches http(s) token URIs and reads inline JSON ones', () => {
    expect(metadataSource('https://example.com/1.json')).toEqual({
      kind: 'url',
      url: 'https://example.com/1.json',
    });
    const json = { name: 'Ape', image: 'https://example.com/1.png' };
    expect(metadataSource(`data:application/json;base64,${btoa(JSON.stringify(json))}`)).toEqual({
      kind: 'inline',
      json,
    });
    expect(metadataSource(`data:application/json,${encodeURIComponent(JSON.stringify(json))}`)).toEqual({
      kind: 'inline',
      json,
    });
    expect(metadataSource('data:application/json;base64,!!!')).toBeNull();
    expect(metadataSource('ipfs://Qm123')).toBeNull();
    expect(metadataSource('javascript:alert(1)')).toBeNull();
  });

  it('keeps the name, and only http(s) and raster data images, never scripts or SVG', () => {
    expect(readMetadata({ name: 'Ape', image: 'https://example.com/a.png' })).toEqual({
      name: 'Ape',
      image: 'https://example.com/a.png',
    });
    expect(readMetadata({ image: 'data:image/png;base64,iVBORw0KGgo=' }).image).toBe(
      'data:image/png;base64,iVBORw0KGgo=',
    );
    expect(readMetadata({ image: 'javascript:alert(1)' }).image).toBeUndefined();
    expect(readMetadata({ image: 'data:image/svg+xml;base64,PHN2Zz4=' }).image).toBeUndefined();
    expect(readMetadata({ image: '"><script>alert(1)</script>' }).image).toBeUndefined();
    expect(readMetadata({ name: 7 })).toEqual({ name: undefined, image: undefined });
    expect(readMetadata(null)).toEqual({});
  });

  it('takes a tokenURI that serves an image as the image itself, and refuses a failed fetch', async () => {
    const realFetch = globalThis.fetch;
    try {
      globalThis.fetch = async () => new Response('png', { headers: { 'content-type': 'image/png' } });
      await expect(loadMetadata({ kind: 'url', url: 'https://x.test/7' })).resolves.toEqual({
        image: 'https://x.test/7',
      });
      globalThis.fetch = async () =>
        new Response('{"name":"Ape"}', { headers: { 'content-type': 'application/json' } });
      await expect(loadMetadata({ kind: 'url', url: 'https://x.test/8' })).resolves.toEqual({ name: 'Ape' });
      globalThis.fetch = async () => new Response('gone', { status: 404 });
      await expect(loadMetadata({ kind: 'url', url: 'https://x.test/9' })).rejects.toThrow(
        'Token metadata answered 404',
      );
    } finally {
      globalThis.fetch = realFetch;
    }
  });

  it('reads ipfs:// through the given gateway, and ERC-1155 {id} as 64 hex characters', () => {
    const ipfsGateway = 'https://gateway.test/ipfs/';
    expect(metadataSource('ipfs://QmAbc/7.json', { ipfsGateway })).toEqual({
      kind: 'url',
      url: 'https://gateway.test/ipfs/QmAbc/7.json',
    });
    expect(resolveIpfsUri('ipfs://ipfs/QmAbc', ipfsGateway)).toBe('https://gateway.test/ipfs/QmAbc');
    expect(readMetadata({ image: 'ipfs://QmImg/1.png' }, { ipfsGateway }).image).toBe(
      'https://gateway.test/ipfs/QmImg/1.png',
    );
    expect(readMetadata({ image: 'ipfs://QmImg/1.png' }).image).toBeUndefined();
    expect(erc1155TokenUri('https://x.test/{id}.json', '255')).toBe(
      `https://x.test/${'0'.repeat(62)}ff.json`,
    );
  });

  it('keeps the description and the well-formed attributes', () => {
    expect(
      readMetadata({
        description: ' Blue ',
        attributes: [
          { trait_type: 'Eyes', value: 'Laser' },
          { value: 7 },
          { trait_type: 'Bad', value: {} },
          3,
        ],
      }),
    ).toMatchObject({
      description: 'Blue',
      attributes: [
        { traitType: 'Eyes', value: 'Laser' },
        { traitType: null, value: 7 },
      ],
    });
  });
});
