import type { Asset, SiteNftCollection } from '@suite/shared';
import { ok, type Answer } from '../../test/render-in-site';

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
