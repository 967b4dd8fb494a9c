import type { SectionMigration } from '@suite/shared/sections';

/*
 * Every section type is at version 1 today, so no stored section is old yet. This file runs the real
 * server against the registry with one change made up — markdown at version 2, whose version 1 kept
 * its text in `text` (now `source`) — to follow a section of an older version through the API: read
 * migrated, saved at the current version, never reset to the defaults.
 *
 * The registry module is replaced before anything that imports `@suite/shared` is loaded, hence the
 * dynamic imports below.
 */
/** Jest's mocking of native ES modules, on `import.meta.jest`; @types/jest does not declare it yet. */
interface EsmModuleMocker {
  unstable_mockModule(moduleName: string, factory: () => unknown): void;
}
function isEsmModuleMocker(value: unknown): value is EsmModuleMocker {
  return (
    typeof value === 'object' &&
    value !== null &&
    'unstable_mockModule' in value &&
    typeof value.unstable_mockModule === 'function'
  );
}
const mocker: unknown = import.meta.jest;
if (!isEsmModuleMocker(mocker)) throw new Error('Run under Jest with --experimental-vm-modules');

const actual = await import('../../shared/src/sections/registry');
const textToSource: SectionMigration = {
  from: 1,
  migrate: ({ text, ...rest }) => {
    if (typeof text !== 'string') throw new Error('a version 1 markdown section keeps its text in `text`');
    return { ...rest, source: text };
  },
};
mocker.unstable_mockModule('../../shared/src/sections/registry', () => ({
  ...actual,
  SECTION_REGISTRY: {
    ...actual.SECTION_REGISTRY,
    markdown: { ...actual.SECTION_REGISTRY.markdown, version: 2, migrations: [textToSource] },
  },
}));

const { apiFieldErrors } = await import('@suite/shared/client');
const { eq } = await import('drizzle-orm');
const { widgets } = await import('../src/db/schema');
const { failure } = await import('./support/accounts');
const { anonymous, newSeller, widgetConfigWith } = await import('./support/catalog');
const { startTestServer } = await import('./support/server');

type TestServer = Awaited<ReturnType<typeof startTestServer>>;
type Seller = Awaited<ReturnType<typeof newSeller>>;

let server: TestServer;
let seller: Seller;

beforeAll(async () => {
  server = await startTestServer();
  seller = await newSeller(server);
});

afterAll(async () => {
  await server?.close();
});

const configWith = (sections: unknown[]) => widgetConfigWith(sections, 'Versions');

async function storedSections(id: number): Promise<unknown> {
  const [row] = await server.testDatabase.database.db
    .select({ config: widgets.config })
    .from(widgets)
    .where(eq(widgets.id, id));
  const config: unknown = JSON.parse(row?.config ?? 'null');
  return typeof config === 'object' && config !== null && 'page' in config ? config.page : undefined;
}

const VERSION_1 = { type: 'markdown', name: 'Intro', data: { text: '# Welcome' }, hideMobile: true };
const VERSION_2 = {
  type: 'markdown',
  name: 'Intro',
  version: 2,
  data: { source: '# Welcome' },
  hideMobile: true,
};

describe('a section saved at an older version of its type', () => {
  it('is read migrated, and saved back at the current version', async () => {
    const created = await seller.call((client) =>
      client.widget.upsert({ config: JSON.stringify(configWith([])), kit: 'Full' }),
    );
    // What a server of the version 1 editor stored.
    await server.testDatabase.database.db
      .update(widgets)
      .set({ config: JSON.stringify(configWith([VERSION_1])) })
      .where(eq(widgets.id, created.id));

    const read = await seller.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read.configParsed.page.sections).toEqual([VERSION_2]);
    expect(JSON.parse(read.config)).toEqual(configWith([VERSION_2]));
    const visitor = anonymous(server);
    const shown = await visitor((client) =>
      client.siteContent.widget({ siteId: created.id, id: created.id }),
    );
    expect(shown.page.sections).toEqual([VERSION_2]);
    // Reading changes nothing stored.
    expect(await storedSections(created.id)).toMatchObject({ sections: [VERSION_1] });

    // The editor saves what it read.
    const saved = await seller.call((client) =>
      client.widget.upsert({
        id: created.id,
        version: read.version,
        config: JSON.stringify(read.configParsed),
      }),
    );
    expect(saved.configParsed.page.sections).toEqual([VERSION_2]);
    expect(await storedSections(created.id)).toMatchObject({ sections: [VERSION_2] });
  });

  it('sent by an editor of the older version, is migrated before it is checked and stored', async () => {
    const created = await seller.call((client) =>
      client.widget.upsert({ config: JSON.stringify(configWith([VERSION_1])), kit: 'Full' }),
    );
    expect(created.configParsed.page.sections).toEqual([VERSION_2]);
    expect(await storedSections(created.id)).toMatchObject({ sections: [VERSION_2] });

    // Migrated data is checked with the current schema; data that cannot be migrated is refused.
    const error = await failure(
      seller.call((client) =>
        client.widget.upsert({
          id: created.id,
          config: JSON.stringify(
            configWith([
              { type: 'markdown', data: { text: 'x'.repeat(100_001) } },
              { type: 'markdown', data: { body: 'where the text was never kept' } },
            ]),
          ),
        }),
      ),
    );
    expect(apiFieldErrors(error)).toEqual({
      'config.page.sections.0.data.source': 'Must be at most 100000 characters',
      'config.page.sections.1.data':
        'Could not be migrated from version 1 to 2: a version 1 markdown section keeps its text in `text`',
    });
    expect(await storedSections(created.id)).toMatchObject({ sections: [VERSION_2] });
  });
});
