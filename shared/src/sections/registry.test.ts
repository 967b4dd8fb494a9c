import { WidgetUpsertInputSchema } from './widget-input';
import { SECTION_REGISTRY } from './registry';
import { migrateSection, SectionInputSchema, sectionDataIssues, sectionTypeDefinition } from './section-data';
import { SECTION_EXAMPLES } from './section-examples';
import { SectionTypeSchema } from '@suite/shared/widget';

const TYPES = SectionTypeSchema.options;

function upsert(sections: unknown[]) {
  const config = { name: 'Shop', currency: 'USD', page: { title: 'Home', sections } };
  return WidgetUpsertInputSchema.safeParse({ config: JSON.stringify(config), kit: 'NFT' });
}

function fields(result: ReturnType<typeof upsert>): Record<string, string> {
  return Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
  );
}

describe('SECTION_REGISTRY', () => {
  it('has one line per section type, and nothing else', () => {
    expect(Object.keys(SECTION_REGISTRY).sort()).toEqual([...TYPES].sort());
    for (const type of TYPES) expect(sectionTypeDefinition(type)).toBe(SECTION_REGISTRY[type]);
    expect(sectionTypeDefinition('plugin-gallery')).toBeUndefined();
  });

  it.each(TYPES)('%s: a version from 1, with one migration from each older version, in order', (type) => {
    const { version, migrations } = SECTION_REGISTRY[type];
    expect(Number.isInteger(version) && version >= 1).toBe(true);
    expect(migrations.map((migration) => migration.from)).toEqual(
      Array.from({ length: version - 1 }, (_, index) => index + 1),
    );
  });

  it.each(TYPES)(
    '%s: the defaults have the schema’s shape, and only lack what the owner fills in',
    (type) => {
      const { schema, defaults } = SECTION_REGISTRY[type];
      const example = SECTION_EXAMPLES[type];
      // Every field is there, of its type: what fails is only left empty (too short, not yet an address).
      const parsed = schema.safeParse(defaults);
      const codes = parsed.error?.issues.map((issue) => issue.code) ?? [];
      expect(
        codes.filter((code) => ['invalid_type', 'invalid_value', 'unrecognized_keys'].includes(code)),
      ).toEqual([]);
      // The complete section is the defaults with fields filled in, no field added.
      expect(Object.keys(example).sort()).toEqual(Object.keys(defaults).sort());
      expect(schema.safeParse(example).success).toBe(true);
    },
  );

  it('starts these types complete; the others wait for the owner (their editor keeps Save disabled)', () => {
    const complete = TYPES.filter(
      (type) => SECTION_REGISTRY[type].schema.safeParse(SECTION_REGISTRY[type].defaults).success,
    );
    expect(complete).toEqual([
      'swap',
      'markdown',
      'wallet',
      'exchange',
      'code-page-section',
      'token-trade',
      'commerce',
      'referral',
      'card',
      'custom',
    ]);
    expect(sectionDataIssues({ type: 'video', data: SECTION_REGISTRY.video.defaults })).toEqual([
      { path: ['data', 'title'], message: 'Title is required' },
      { path: ['data', 'videoUrl'], message: 'Video URL is required' },
    ]);
  });
});

describe('SectionInputSchema', () => {
  it.each(TYPES)('accepts a complete %s section of its current version and keeps it as given', (type) => {
    const { version } = SECTION_REGISTRY[type];
    const section = { type, name: 'Mine', data: SECTION_EXAMPLES[type], ...(version > 1 ? { version } : {}) };
    expect(SectionInputSchema.parse(section)).toEqual(section);
  });

  it('migrates an asset store saved at version 1 (before listings): it sells nothing', () => {
    const { listings, ...saved } = SECTION_EXAMPLES['asset-store'];
    expect(listings).toEqual([]);
    expect(migrateSection({ type: 'asset-store', data: saved })).toEqual({
      ok: true,
      section: { type: 'asset-store', version: 2, data: { ...saved, listings: [] } },
    });
  });

  it('keeps a custom type’s data and version as given, checked by nothing', () => {
    const section = { type: 'plugin-gallery', version: 7, data: { photos: 'any shape' } };
    expect(SectionInputSchema.parse(section)).toEqual(section);
    expect(migrateSection(section)).toEqual({ ok: true, section });
  });

  it('names the failing field of each bad section under config.page.sections.<n>.data', () => {
    const accordion = SECTION_EXAMPLES.accordion;
    const result = upsert([
      { type: 'markdown', data: SECTION_EXAMPLES.markdown },
      {
        type: 'accordion',
        data: { ...accordion, accordions: [{ ...accordion.accordions[0], title: ' ' }] },
      },
      { type: 'video', data: { ...SECTION_EXAMPLES.video, videoUrl: 'not a url' } },
      { type: 'ranking', data: { ...SECTION_EXAMPLES.ranking, rankingId: 'first' } },
      { type: 'plugin-gallery', data: { anything: true } },
    ]);
    expect(fields(result)).toEqual({
      'config.page.sections.1.data.accordions.0.title': 'Accordion title is required',
      'config.page.sections.2.data.videoUrl': 'Must be a valid http(s) URL',
      'config.page.sections.3.data.rankingId': 'Choose a leaderboard',
    });
  });

  it('refuses a section saved by a newer editor than this registry knows', () => {
    const result = upsert([{ type: 'markdown', version: 2, data: SECTION_EXAMPLES.markdown }]);
    expect(fields(result)).toEqual({
      'config.page.sections.0.version':
        'Saved by a newer editor (version 2); this server reads markdown sections up to version 1',
    });
  });

  it('reports the envelope’s own faults as before, without checking that section’s data', () => {
    const result = upsert([{ type: '' }, { type: 'video', data: 'not an object' }]);
    expect(Object.keys(fields(result))).toEqual([
      'config.page.sections.0.type',
      'config.page.sections.1.data',
    ]);
  });
});
