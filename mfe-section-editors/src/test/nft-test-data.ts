import type { Asset, NftMetadata, SiteNftCollection } from '@suite/shared';
import { ok, type Answer } from './render-in-site';

/** Test data of the NFT sections: the local test NFT's address and what the lookup answers for it. */
export const NFT_ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

export function lookupAnswer(url: URL): Answer {
  const tokenId = url.searchParams.get('tokenId');
  const asset: Asset = {
    chainId: Number(url.searchParams.get('chainId')),
    contractAddress: (url.searchParams.get('contractAddress') ?? '').toLowerCase(),
    id: tokenId,
    collectionName: 'Test NFT',
    name: tokenId ? `Test NFT #${tokenId}` : 'Test NFT',
    symbol: 'tNFT',
    tokenURI: tokenId ? `https://meta.example.com/${tokenId}.json` : null,
  };
  return ok(asset);
}

export const SITE_COLLECTIONS: SiteNftCollection[] = [
  {
    chainId: 137,
    contractAddress: '0x1111111111111111111111111111111111111111',
    name: 'Polygon Apes',
    description: 'Apes on Polygon',
    image: 'https://img.example.com/apes.png',
    backgroundImage: 'https://img.example.com/apes-bg.png',
  },
  {
    chainId: 31337,
    contractAddress: NFT_ADDRESS,
    name: 'Local Test NFT',
    image: 'https://img.example.com/local.png',
    backgroundImage: 'https://img.example.com/local-bg.png',
  },
];

/** The site's widget (`GET /api/widget/by-owner/7`) with the given NFT collections configured. */
export function siteWidget(collections: SiteNftCollection[] | undefined): Answer {
  const configParsed = {
    name: 'My site',
    currency: 'USD',
    page: { title: 'Home', layout: { type: 'list' }, sections: [] },
    ...(collections ? { collections } : {}),
  };
  return ok({
    id: 7,
    config: JSON.stringify(configParsed),
    configParsed,
    version: 1,
    kit: 'NFT',
    updatedAt: '2025-01-01T00:00:00.000Z',
  });
}

/** A 1×1 PNG as a data: URI: the test NFTs' image. */
export const NFT_IMAGE = 'data:image/png;base64,iVBORw0KGgo=';

/**
 * What the public NFT read (`GET /api/onchain/nft`) answers for the test NFT: each token is named
 * `Ape #{id}` by its metadata and has an image; token 13 has metadata that cannot be read.
 */
export function nftAnswer(url: URL): Answer {
  const tokenId = url.searchParams.get('tokenId');
  const unreadable = tokenId === '13';
  const metadata: NftMetadata = {
    chainId: Number(url.searchParams.get('chainId')),
    contractAddress: (url.searchParams.get('contractAddress') ?? '').toLowerCase(),
    standard: 'erc721',
    collectionName: 'Test NFT',
    symbol: 'tNFT',
    tokenId,
    tokenURI: tokenId ? `https://meta.example.com/${tokenId}.json` : null,
    name: tokenId ? (unreadable ? `Test NFT #${tokenId}` : `Ape #${tokenId}`) : 'Test NFT',
    description: tokenId && !unreadable ? 'An ape' : null,
    image: tokenId && !unreadable ? NFT_IMAGE : null,
    attributes: tokenId && !unreadable ? [{ traitType: 'Eyes', value: 'Laser' }] : [],
    metadataError: unreadable ? 'The metadata server answered 404' : null,
    readAt: '2026-11-25T00:00:00.000Z',
  };
  return ok(metadata);
}
