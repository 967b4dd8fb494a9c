import { SECTION_REGISTRY } from '@suite/shared/sections';
import { SECTION_CATEGORIES, SectionCategorySchema, SectionTypeSchema } from '@suite/shared/widget';
import { englishCatalog } from '../test/english';
import { EDITABLE_SECTION_TYPES, SECTION_CATALOG, sectionCatalogEntry } from './section-catalog';

// The picker's tabs as issue 4 lists them.
const TYPES_BY_CATEGORY = {
  cryptocurrency: ['token-trade', 'swap', 'exchange', 'wallet'],
  nft: ['featured', 'asset-store', 'collections', 'collection', 'asset-section'],
  web3: [
    'contract',
    'user-contract-form',
    'dex-generator-section',
    'ranking',
    'commerce',
    'referral',
    'widget',
  ],
  resources: ['video', 'call-to-action', 'carousel', 'showcase'],
  'low-code': ['markdown', 'code-page-section', 'custom'],
  'visual-components': ['card', 'accordion', 'stepper', 'tabs'],
};

describe('SECTION_CATALOG', () => {
  it('lists every section type exactly once', () => {
    const types = SECTION_CATALOG.map((entry) => entry.type);
    expect(new Set(types).size).toBe(types.length);
    expect([...types].sort()).toEqual([...SectionTypeSchema.options].sort());
  });

  it.each(Object.entries(TYPES_BY_CATEGORY))('puts exactly the listed types under %s', (category, types) => {
    const listed = SECTION_CATALOG.filter((entry) => entry.category === category).map((entry) => entry.type);
    expect([...listed].sort()).toEqual([...types].sort());
  });

  it('has at least one type in every category, and the tabs in the issue order', () => {
    for (const category of SectionCategorySchema.options) {
      expect(SECTION_CATALOG.some((entry) => entry.category === category)).toBe(true);
    }
    expect(SECTION_CATEGORIES.map((category) => category.title)).toEqual([
      'Cryptocurrency',
      'NFT',
      'Web3',
      'Resources',
      'Low code',
      'Visual Components',
    ]);
    expect(SECTION_CATEGORIES.map((category) => category.id)).toEqual(Object.keys(TYPES_BY_CATEGORY));
  });

  it('gives every type a distinct title and a one-line description', () => {
    const t = englishCatalog();
    const titles = SECTION_CATALOG.map((entry) => t(entry.title));
    expect(new Set(titles).size).toBe(titles.length);
    for (const entry of SECTION_CATALOG) {
      expect(t(entry.description)).toMatch(/^[^\n]{10,120}$/);
    }
  });

  it('finds the line of a type', () => {
    const entry = sectionCatalogEntry('call-to-action');
    expect(entry).toMatchObject({ category: 'resources' });
    expect(entry && englishCatalog()(entry.title)).toBe('Call to action');
  });

  it('offers in the dialog every type whose editor is built', () => {
    // Every type of the seed has its editor: the dialog offers them all, in catalog order.
    expect(EDITABLE_SECTION_TYPES).toEqual(SECTION_CATALOG.map((entry) => entry.type));
    expect(EDITABLE_SECTION_TYPES).toHaveLength(SectionTypeSchema.options.length);
  });

  it("starts a new section from the registry's defaults, the ones the server knows", () => {
    for (const entry of SECTION_CATALOG) {
      expect(entry.defaults).toBe(SECTION_REGISTRY[entry.type].defaults);
    }
  });
});
