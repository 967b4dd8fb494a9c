import {
  AssetSectionConfigSchema,
  AssetStoreConfigSchema,
  CallToActionConfigSchema,
  collectionItemFromSite,
  CollectionSectionConfigSchema,
  CollectionsConfigSchema,
  FeaturedConfigSchema,
  nftChains,
  nftExplorerUrl,
  PAGE_ITEMS_MAX,
  PageItemSchema,
  ShowcaseNftItemSchema,
  sortStoreTokenIds,
} from './index';

function messages(result: { success: boolean; error?: { issues: { message: string }[] } }): string[] {
  return result.error?.issues.map((issue) => issue.message) ?? [];
}

const ADDRESS = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const ASSET = { type: 'asset', chainId: 1, contractAddress: ADDRESS, tokenId: '1', title: 'Ape' };

describe('featured and collections', () => {
  it('require a title, and collections one of the seven variants', () => {
    expect(messages(FeaturedConfigSchema.safeParse({ title: ' ', items: [] }))).toEqual([
      'Title is required',
    ]);
    expect(
      messages(
        CollectionsConfigSchema.safeParse({ title: '', variant: 'slides', hideTitle: false, items: [] }),
      ),
    ).toEqual([
      'Title is required',
      'Variant must be one of grid, list, carousel, cards, masonry, hero, compact',
    ]);
    for (const variant of ['grid', 'list', 'carousel', 'cards', 'masonry', 'hero', 'compact']) {
      expect(
        CollectionsConfigSchema.safeParse({ title: 'A', variant, hideTitle: true, items: [ASSET] }).success,
      ).toBe(true);
    }
  });

  it(`keep at most ${PAGE_ITEMS_MAX} items, a call to action too`, () => {
    const items = Array.from({ length: PAGE_ITEMS_MAX + 1 }, () => ASSET);
    expect(messages(FeaturedConfigSchema.safeParse({ title: 'A', items }))).toEqual([
      `At most ${PAGE_ITEMS_MAX} items`,
    ]);
    const callToAction = {
      variant: 'light',
      title: 'Mint',
      subtitle: 'Now open',
      button: { title: 'Go', url: 'https://example.com', openInNewPage: false },
    };
    expect(messages(CallToActionConfigSchema.safeParse({ ...callToAction, items }))).toEqual([
      `At most ${PAGE_ITEMS_MAX} items`,
    ]);
    expect(CallToActionConfigSchema.safeParse({ ...callToAction, items: items.slice(1) }).success).toBe(true);
  });

  it("take an asset item's token id as a whole number, as the NFT section does", () => {
    expect(PageItemSchema.safeParse({ ...ASSET, tokenId: ' 12 ' }).data).toMatchObject({ tokenId: '12' });
    expect(messages(PageItemSchema.safeParse({ ...ASSET, tokenId: '' }))).toEqual(['Token ID is required']);
    for (const tokenId of ['abc', '#12', '1.5', '-3', '1e3']) {
      expect(messages(PageItemSchema.safeParse({ ...ASSET, tokenId }))).toEqual([
        'Must be a token id (a whole number)',
      ]);
      expect(
        messages(FeaturedConfigSchema.safeParse({ title: 'A', items: [{ ...ASSET, tokenId }] })),
      ).toEqual(['Must be a token id (a whole number)']);
    }
    const nft = {
      kind: 'nft',
      chainId: 1,
      contractAddress: ADDRESS,
      imageUrl: 'https://img.example.com/a.png',
      caption: '',
    };
    expect(messages(ShowcaseNftItemSchema.safeParse({ ...nft, tokenId: '#12' }))).toEqual([
      'Must be a token id (a whole number)',
    ]);
  });
});

describe('collection, asset and store sections', () => {
  const collection = {
    chainId: 1,
    contractAddress: ADDRESS,
    title: 'Apes',
    description: '',
    imageUrl: '',
    bannerImageUrl: '',
    layout: 'banner',
    showContractDetails: true,
    showExplorerLink: true,
  };

  it('check the contract address, title and image links', () => {
    expect(CollectionSectionConfigSchema.safeParse(collection).success).toBe(true);
    expect(
      messages(
        CollectionSectionConfigSchema.safeParse({
          ...collection,
          contractAddress: '0x1',
          title: '',
          imageUrl: 'x',
        }),
      ),
    ).toEqual([
      'Must be a valid address (0x followed by 40 hex characters)',
      'Title is required',
      'Must be a valid URL if provided',
    ]);
  });

  it('take only a chain the chain select offers, Goerli, Mumbai and unknown chains refused', () => {
    const item = {
      ...collection,
      type: 'collection',
      subtitle: 'S',
      backgroundImageUrl: 'https://x.test/a.png',
      featured: false,
      variant: 'default',
    };
    for (const chainId of [5, 80001, 999]) {
      expect(messages(CollectionSectionConfigSchema.safeParse({ ...collection, chainId }))).toEqual([
        'Must be a network of the list',
      ]);
      expect(
        messages(FeaturedConfigSchema.safeParse({ title: 'A', items: [{ ...ASSET, chainId }] })),
      ).toEqual(['Must be a network of the list']);
      expect(messages(FeaturedConfigSchema.safeParse({ title: 'A', items: [{ ...item, chainId }] }))).toEqual(
        ['Must be a network of the list'],
      );
    }
    for (const chain of nftChains('collection')) {
      expect(CollectionSectionConfigSchema.safeParse({ ...collection, chainId: chain.id }).success).toBe(
        true,
      );
      expect(
        FeaturedConfigSchema.safeParse({ title: 'A', items: [{ ...item, chainId: chain.id }] }).success,
      ).toBe(true);
    }
  });

  it('require a whole-number token id for one NFT', () => {
    const asset = {
      ...collection,
      tokenId: '7',
      layout: 'horizontal',
      showMetadataLink: false,
    };
    expect(AssetSectionConfigSchema.safeParse(asset).success).toBe(true);
    expect(messages(AssetSectionConfigSchema.safeParse({ ...asset, tokenId: '' }))).toEqual([
      'Token ID is required',
    ]);
    expect(messages(AssetSectionConfigSchema.safeParse({ ...asset, tokenId: '7a' }))).toEqual([
      'Must be a token id (a whole number)',
    ]);
  });

  it('require the store’s token ids to be whole numbers, each once, and a known page size', () => {
    const store = {
      title: 'Vault',
      description: '',
      chainId: 1,
      contractAddress: ADDRESS,
      tokenIds: ['1', '2'],
      sort: 'listed',
      itemsPerPage: 12,
      showContractDetails: true,
      showExplorerLinks: true,
      listings: [],
    };
    expect(AssetStoreConfigSchema.safeParse(store).success).toBe(true);
    expect(
      AssetStoreConfigSchema.safeParse({ ...store, listings: [{ tokenId: '2', checkoutId: 'c-1' }] }).success,
    ).toBe(true);
    // A listing sells one of the store's tokens, once, through a checkout.
    expect(
      messages(
        AssetStoreConfigSchema.safeParse({
          ...store,
          listings: [
            { tokenId: '3', checkoutId: 'c-1' },
            { tokenId: '2', checkoutId: 'c-1' },
            { tokenId: '02', checkoutId: 'c-2' },
            { tokenId: '1', checkoutId: '' },
          ],
        }),
      ),
    ).toEqual(['Pick a checkout', "Token 3 is not one of the store's token IDs", 'Token 02 is listed twice']);
    expect(messages(AssetStoreConfigSchema.safeParse({ ...store, tokenIds: [] }))).toEqual([
      'Add at least one token ID',
    ]);
    expect(messages(AssetStoreConfigSchema.safeParse({ ...store, tokenIds: ['1', 'x'] }))).toEqual([
      'Token IDs are whole numbers: x is not',
    ]);
    expect(messages(AssetStoreConfigSchema.safeParse({ ...store, tokenIds: ['1', '01'] }))).toEqual([
      'Each token ID only once',
    ]);
    expect(messages(AssetStoreConfigSchema.safeParse({ ...store, itemsPerPage: 10 }))).toEqual([
      'Items per page must be one of 4, 8, 12, 24',
    ]);
  });

  it('sorts the store’s token ids as numbers', () => {
    const ids = ['10', '9', '100000000000000000000', '1'];
    expect(sortStoreTokenIds(ids, 'listed')).toEqual(ids);
    expect(sortStoreTokenIds(ids, 'token-id-asc')).toEqual(['1', '9', '10', '100000000000000000000']);
    expect(sortStoreTokenIds(ids, 'token-id-desc')).toEqual(['100000000000000000000', '10', '9', '1']);
  });
});

describe('NFT helpers', () => {
  it('offer the local chain for both, testnets for an NFT only, never the excluded chains', () => {
    const assetChains = nftChains('asset').map((chain) => chain.id);
    const collectionChains = nftChains('collection').map((chain) => chain.id);
    expect(assetChains).toContain(31337);
    // A fresh install's NFTs are on the local chain: its collections must be addable.
    expect(collectionChains).toContain(31337);
    expect(collectionChains).toContain(1);
    expect([...assetChains, ...collectionChains]).not.toContain(5);
  });

  it('link to the explorer where the chain has one', () => {
    expect(nftExplorerUrl(1, ADDRESS)).toBe(`https://etherscan.io/token/${ADDRESS}`);
    expect(nftExplorerUrl(137, ADDRESS, '7')).toBe(`https://polygonscan.com/token/${ADDRESS}?a=7`);
    expect(nftExplorerUrl(31337, ADDRESS, '7')).toBeNull();
  });

  it("makes a collection item of a site's collection", () => {
    expect(
      collectionItemFromSite({
        chainId: 137,
        contractAddress: ADDRESS,
        name: 'Apes',
        image: 'https://img.example.com/a.png',
        backgroundImage: 'https://img.example.com/b.png',
      }),
    ).toEqual({
      type: 'collection',
      chainId: 137,
      contractAddress: ADDRESS,
      title: 'Apes',
      subtitle: '',
      backgroundImageUrl: 'https://img.example.com/b.png',
      featured: false,
      variant: 'default',
    });
  });
});
