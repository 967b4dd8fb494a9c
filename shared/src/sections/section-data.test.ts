import { WidgetUpsertInputSchema } from './widget-input';
import type * as Registry from './registry';
import type { SectionMigration } from './registry';
import { migrateSection, migrateSections, withCurrentVersion } from './section-data';

/*
 * No section type's shape has changed yet (all at version 1), so these tests run the migration path
 * against the registry with one change made up: markdown at version 2, whose version 1 kept the text
 * in `text` (now `source`). A `data` without `text` at version 1 cannot be migrated.
 */
jest.mock('./registry', () => {
  const actual = jest.requireActual<typeof Registry>('./registry');
  const textToSource: SectionMigration = {
    from: 1,
    migrate: ({ text, ...rest }) => {
      if (typeof text !== 'string') throw new Error('a version 1 markdown section keeps its text in `text`');
      return { ...rest, source: text };
    },
  };
  return {
    ...actual,
    SECTION_REGISTRY: {
      ...actual.SECTION_REGISTRY,
      markdown: { ...actual.SECTION_REGISTRY.markdown, version: 2, migrations: [textToSource] },
    },
  };
});

function upsert(sections: unknown[]) {
  const config = { name: 'Shop', currency: 'USD', page: { title: 'Home', sections } };
  return WidgetUpsertInputSchema.safeParse({ config: JSON.stringify(config), kit: 'NFT' });
}

describe('migrateSection', () => {
  it('brings a section of an older version (absent means 1) to the current one, keeping the rest', () => {
    const old = { type: 'markdown', name: 'Intro', data: { text: '# Hi' }, hideMobile: true };
    const current = {
      type: 'markdown',
      name: 'Intro',
      version: 2,
      data: { source: '# Hi' },
      hideMobile: true,
    };
    expect(migrateSection(old)).toEqual({ ok: true, section: current });
    expect(migrateSection({ ...old, version: 1 })).toEqual({ ok: true, section: current });
  });

  it('leaves a current section, and other types, as they are', () => {
    const current = { type: 'markdown', version: 2, data: { source: '# Hi' } };
    expect(migrateSection(current)).toEqual({ ok: true, section: current });
    const video = { type: 'video', data: { title: 'T' } };
    expect(migrateSection(video)).toEqual({ ok: true, section: video });
  });

  it('refuses a newer version, and says why a migration failed', () => {
    expect(migrateSection({ type: 'markdown', version: 3, data: {} })).toEqual({
      ok: false,
      issue: {
        path: ['version'],
        message: 'Saved by a newer editor (version 3); this server reads markdown sections up to version 2',
      },
    });
    expect(migrateSection({ type: 'markdown', data: { source: 'already?' } })).toEqual({
      ok: false,
      issue: {
        path: ['data'],
        message:
          'Could not be migrated from version 1 to 2: a version 1 markdown section keeps its text in `text`',
      },
    });
  });
});

describe('migrateSections (reading stored sections)', () => {
  it('migrates what it can and leaves the rest as stored, never reset', () => {
    const broken = { type: 'markdown', data: { body: 'x' } };
    expect(migrateSections([{ type: 'markdown', data: { text: 'a' } }, broken])).toEqual([
      { type: 'markdown', version: 2, data: { source: 'a' } },
      broken,
    ]);
  });
});

describe('withCurrentVersion (a section an editor made)', () => {
  it('marks it with its type’s current version, so a save does not migrate it again', () => {
    const made = { type: 'markdown', data: { source: '# Hi' } };
    expect(withCurrentVersion(made)).toEqual({ ...made, version: 2 });
    expect(upsert([withCurrentVersion(made)]).data?.config.page.sections).toEqual([{ ...made, version: 2 }]);
    // Left unmarked, it reads as version 1, whose migration refuses it.
    expect(upsert([made]).success).toBe(false);
    // Types still at version 1 and custom types are left as they are: absent means 1.
    const video = { type: 'video', data: {} };
    expect(withCurrentVersion(video)).toBe(video);
    const custom = { type: 'plugin-gallery', data: {} };
    expect(withCurrentVersion(custom)).toBe(custom);
  });
});

describe('a widget save with a section of an older version', () => {
  it('stores it migrated, at the current version', () => {
    const result = upsert([{ type: 'markdown', name: 'Intro', data: { text: '# Hi' } }]);
    expect(result.error).toBeUndefined();
    expect(result.data?.config.page.sections).toEqual([
      { type: 'markdown', name: 'Intro', version: 2, data: { source: '# Hi' } },
    ]);
  });

  it('checks the migrated data with the current schema, and reports a failed migration on data', () => {
    const result = upsert([
      { type: 'markdown', data: { text: 'x'.repeat(100_001) } },
      { type: 'markdown', data: { body: 'no text' } },
    ]);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['config.page.sections.0.data.source', 'Must be at most 100000 characters'],
      [
        'config.page.sections.1.data',
        'Could not be migrated from version 1 to 2: a version 1 markdown section keeps its text in `text`',
      ],
    ]);
  });
});
