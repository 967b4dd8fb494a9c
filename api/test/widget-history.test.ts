import type { Widget, WidgetConfig } from '@suite/shared/widget';
import { apiErrorReason, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { eq, sql } from 'drizzle-orm';
import { MIGRATIONS_FOLDER } from '../src/db';
import { widgetVersions } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { failure, newWallet, signIn } from './support/accounts';
import { databaseBefore } from './support/database';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let alice: TestBrowser;
/** As the session keeps it (lower case), which is what a version records. */
let aliceAddress: string;
let bob: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  alice = new TestBrowser(server.url);
  bob = new TestBrowser(server.url);
  const aliceWallet = newWallet();
  aliceAddress = aliceWallet.address;
  await signIn(alice, aliceWallet);
  await signIn(bob, newWallet());
});

afterAll(async () => {
  await server?.close();
});

const intro = { type: 'markdown', name: 'Intro', data: { source: '# Hello' } };

function config(overrides: Partial<WidgetConfig> = {}): WidgetConfig {
  return {
    name: 'My shop',
    currency: 'USD',
    page: { title: 'Home', layout: { type: 'list' }, sections: [intro, { type: 'my-plugin', data: {} }] },
    ...overrides,
  };
}

function create(browser: TestBrowser, value: WidgetConfig = config()): Promise<Widget> {
  return browser.call((client) => client.widget.upsert({ config: JSON.stringify(value), kit: 'Commerce' }));
}

function save(browser: TestBrowser, widget: Widget, value: WidgetConfig): Promise<Widget> {
  return browser.call((client) =>
    client.widget.upsert({ id: widget.id, config: JSON.stringify(value), version: widget.version }),
  );
}

function versions(browser: TestBrowser, id: number, paging: { page?: number; limit?: number } = {}) {
  return browser.call((client) => client.widget.versions({ id, ...paging }));
}

/** A widget created, renamed, then given a section: versions 1, 2 and 3. */
async function widgetWithHistory(browser: TestBrowser) {
  const created = await create(browser);
  const renamed = await save(browser, created, config({ name: 'Renamed' }));
  const outro = { type: 'markdown', name: 'Outro', data: { source: 'Bye' } };
  const grown = await save(
    browser,
    renamed,
    config({ name: 'Renamed', page: { ...config().page, sections: [...config().page.sections, outro] } }),
  );
  return { created, renamed, grown };
}

describe('widget versions', () => {
  it('records the creation and every save, newest first, with who saved it and what it changed', async () => {
    const { created, renamed, grown } = await widgetWithHistory(alice);
    expect(grown.version).toBe(3);

    const list = await versions(alice, created.id);
    expect(list).toEqual({
      items: [
        {
          version: 3,
          savedAt: grown.updatedAt,
          savedBy: aliceAddress,
          restoredFrom: null,
          changes: [{ kind: 'sectionAdded', index: 2, type: 'markdown', name: 'Outro' }],
          changeCount: 1,
        },
        {
          version: 2,
          savedAt: renamed.updatedAt,
          savedBy: aliceAddress,
          restoredFrom: null,
          changes: [{ kind: 'settingChanged', setting: 'name' }],
          changeCount: 1,
        },
        {
          version: 1,
          savedAt: created.updatedAt,
          savedBy: aliceAddress,
          restoredFrom: null,
          // A new widget's sections all read as added; its settings are not changes.
          changes: [
            { kind: 'sectionAdded', index: 0, type: 'markdown', name: 'Intro' },
            { kind: 'sectionAdded', index: 1, type: 'my-plugin' },
          ],
          changeCount: 2,
        },
      ],
      totalItems: 3,
      currentPage: 0,
      pageSize: 10,
      kept: 100,
    });
  });

  it('pages the versions', async () => {
    const { created } = await widgetWithHistory(alice);
    const first = await versions(alice, created.id, { page: 0, limit: 2 });
    expect(first.items.map((item) => item.version)).toEqual([3, 2]);
    expect(first).toMatchObject({ totalItems: 3, currentPage: 0, pageSize: 2 });
    const second = await versions(alice, created.id, { page: 1, limit: 2 });
    expect(second.items.map((item) => item.version)).toEqual([1]);
    expect(second).toMatchObject({ totalItems: 3, currentPage: 1, pageSize: 2 });
    const beyond = await versions(alice, created.id, { page: 5, limit: 2 });
    expect(beyond).toMatchObject({ items: [], totalItems: 3 });
  });

  it('keeps the first changes of a large save and counts them all', async () => {
    const created = await create(
      alice,
      config({ page: { title: 'Home', layout: { type: 'list' }, sections: [] } }),
    );
    const many = Array.from({ length: 25 }, (_, index) => ({
      type: 'markdown',
      name: `Part ${index}`,
      data: { source: `Part ${index}` },
    }));
    await save(alice, created, config({ page: { title: 'Home', layout: { type: 'list' }, sections: many } }));
    const [newest] = (await versions(alice, created.id)).items;
    expect(newest?.changeCount).toBe(25);
    expect(newest?.changes).toHaveLength(20);
    expect(newest?.changes[19]).toEqual({
      kind: 'sectionAdded',
      index: 19,
      type: 'markdown',
      name: 'Part 19',
    });
  });

  it('reads one version with its config', async () => {
    const { created } = await widgetWithHistory(alice);
    const first = await alice.call((client) => client.widget.version({ id: created.id, version: 1 }));
    expect(first).toEqual({
      version: 1,
      savedAt: created.updatedAt,
      savedBy: aliceAddress,
      restoredFrom: null,
      changes: expect.any(Array),
      changeCount: 2,
      configParsed: config(),
    });
    const second = await alice.call((client) => client.widget.version({ id: created.id, version: 2 }));
    expect(second.configParsed.name).toBe('Renamed');
  });

  it('restores an old version as a new save, recorded with the version it restored', async () => {
    const { created, grown } = await widgetWithHistory(alice);
    const restored = await alice.call((client) =>
      client.widget.restore({ id: created.id, version: 1, baseVersion: grown.version }),
    );
    expect(restored).toMatchObject({ id: created.id, version: 4, kit: 'Commerce', configParsed: config() });
    expect(JSON.parse(restored.config)).toEqual(config());
    expect(await alice.call((client) => client.widget.byOwner({ id: created.id }))).toEqual(restored);
    // The picker shows the restored name.
    const listed = await alice.call((client) => client.widget.list({ q: 'My shop' }));
    expect(listed.items.map((item) => item.id)).toContain(created.id);

    const [newest] = (await versions(alice, created.id)).items;
    expect(newest).toEqual({
      version: 4,
      savedAt: restored.updatedAt,
      savedBy: aliceAddress,
      restoredFrom: 1,
      // Against the config it replaced (version 3): the name back, the added section gone.
      changes: [
        { kind: 'settingChanged', setting: 'name' },
        { kind: 'sectionRemoved', index: 2, type: 'markdown', name: 'Outro' },
      ],
      changeCount: 2,
    });
    const fourth = await alice.call((client) => client.widget.version({ id: created.id, version: 4 }));
    expect(fourth.configParsed).toEqual(config());
  });

  it('refuses a restore on a stale version with 409, and writes nothing', async () => {
    const { created, grown } = await widgetWithHistory(alice);
    const error = await failure(
      alice.call((client) => client.widget.restore({ id: created.id, version: 1, baseVersion: 2 })),
    );
    expect(apiErrorStatus(error)).toBe(409);
    expect(apiErrorReason(error)).toEqual({ reason: 'staleVersion' });
    expect(await alice.call((client) => client.widget.byOwner({ id: created.id }))).toEqual(grown);
    expect((await versions(alice, created.id)).totalItems).toBe(3);
  });

  it('refuses to restore a config that no longer passes the checks, naming its fields, and writes nothing', async () => {
    const { created, grown } = await widgetWithHistory(alice);
    // Stored before a rule it breaks existed: a markdown section's source must be text.
    const broken = config({
      page: {
        title: 'Home',
        layout: { type: 'list' },
        sections: [{ type: 'markdown', data: { source: 42 } }],
      },
    });
    await server.testDatabase.database.db
      .update(widgetVersions)
      .set({ config: JSON.stringify(broken) })
      .where(sql`${widgetVersions.widgetId} = ${created.id} and ${widgetVersions.number} = 1`);
    // It still opens, as a widget stored so would.
    const old = await alice.call((client) => client.widget.version({ id: created.id, version: 1 }));
    expect(old.configParsed).toEqual(broken);

    const error = await failure(
      alice.call((client) => client.widget.restore({ id: created.id, version: 1, baseVersion: 3 })),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({ 'config.page.sections.0.data.source': expect.any(String) });
    expect(await alice.call((client) => client.widget.byOwner({ id: created.id }))).toEqual(grown);
    expect((await versions(alice, created.id)).totalItems).toBe(3);
  });

  it("answers 404 for another user's widget, an unknown one, and an unknown version", async () => {
    const { created } = await widgetWithHistory(alice);
    for (const [browser, id, version] of [
      [bob, created.id, 1],
      [alice, 2_000_000_000, 1],
    ] as const) {
      for (const call of [
        () => versions(browser, id),
        () => browser.call((client) => client.widget.version({ id, version })),
        () => browser.call((client) => client.widget.restore({ id, version, baseVersion: 3 })),
      ]) {
        const error = await failure(call());
        expect(apiErrorStatus(error)).toBe(404);
        expect(apiErrorReason(error)).toEqual({ reason: 'notFound', values: { what: 'widget' } });
      }
    }
    for (const call of [
      () => alice.call((client) => client.widget.version({ id: created.id, version: 9 })),
      () => alice.call((client) => client.widget.restore({ id: created.id, version: 9, baseVersion: 3 })),
    ]) {
      const error = await failure(call());
      expect(apiErrorStatus(error)).toBe(404);
      expect(apiErrorReason(error)).toEqual({ reason: 'notFound', values: { what: 'version' } });
    }
    // Nothing was written by any of them.
    const read = await alice.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read.version).toBe(3);
    expect((await versions(alice, created.id)).totalItems).toBe(3);
  });

  it('answers 400 naming the field for a bad version or id', async () => {
    const { created } = await widgetWithHistory(alice);
    const zero = await failure(alice.call((client) => client.widget.version({ id: created.id, version: 0 })));
    expect(apiErrorStatus(zero)).toBe(400);
    expect(apiFieldErrors(zero)).toEqual({ version: 'Must be a version number' });
    const badBase = await failure(
      alice.call((client) => client.widget.restore({ id: created.id, version: 1, baseVersion: 0 })),
    );
    expect(apiFieldErrors(badBase)).toEqual({ baseVersion: 'Must be a version number' });
    const badPage = await failure(versions(alice, created.id, { page: -1, limit: 51 }));
    expect(Object.keys(apiFieldErrors(badPage)).sort()).toEqual(['limit', 'page']);

    for (const path of [
      '/api/widget/x/versions',
      '/api/widget/x/versions/1',
      `/api/widget/${created.id}/versions/x`,
    ]) {
      const response = await alice.request(path);
      expect(response.status).toBe(400);
      const field = path.endsWith('/x') ? 'version' : 'id';
      expect(await response.json()).toMatchObject({
        data: { fields: { [field]: field === 'id' ? 'Must be a widget id' : 'Must be a version number' } },
      });
    }
  });

  it('answers 401 without a session', async () => {
    const anonymous = new TestBrowser(server.url);
    for (const call of [
      () => versions(anonymous, 1),
      () => anonymous.call((client) => client.widget.version({ id: 1, version: 1 })),
      () => anonymous.call((client) => client.widget.restore({ id: 1, version: 1, baseVersion: 1 })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(401);
    }
  });

  it('lets one of two saves based on the same version through, and records it once', async () => {
    const created = await create(alice);
    // Raw requests, so the two are really in flight together (a TestBrowser call swaps global fetch).
    const send = (name: string) =>
      alice.request('/api/widget/upsert', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ id: created.id, config: JSON.stringify(config({ name })), version: 1 }),
      });
    const responses = await Promise.all([send('First'), send('Second')]);
    expect(responses.map((response) => response.status).sort()).toEqual([200, 409]);
    const winner = responses.find((response) => response.status === 200);
    const saved: unknown = await winner?.json();
    const list = await versions(alice, created.id);
    expect(list.items.map((item) => item.version)).toEqual([2, 1]);
    const second = await alice.call((client) => client.widget.version({ id: created.id, version: 2 }));
    expect(saved).toMatchObject({ version: 2, configParsed: { name: second.configParsed.name } });
  });

  it('deletes the versions with their widget', async () => {
    const { created } = await widgetWithHistory(alice);
    await alice.call((client) => client.widget.remove({ id: created.id }));
    const error = await failure(versions(alice, created.id));
    expect(apiErrorStatus(error)).toBe(404);
    const rows = await server.testDatabase.database.db
      .select()
      .from(widgetVersions)
      .where(eq(widgetVersions.widgetId, created.id));
    expect(rows).toEqual([]);
  });
});

describe('widget version retention (WIDGET_VERSIONS_KEPT)', () => {
  let keepsTwo: TestServer;
  let carol: TestBrowser;

  beforeAll(async () => {
    keepsTwo = await startTestServer({ WIDGET_VERSIONS_KEPT: '2' });
    carol = new TestBrowser(keepsTwo.url);
    await signIn(carol, newWallet());
  });

  afterAll(async () => {
    await keepsTwo?.close();
  });

  it('keeps only the newest versions after each save', async () => {
    let widget = await create(carol);
    for (const name of ['Two', 'Three', 'Four']) widget = await save(carol, widget, config({ name }));
    expect(widget.version).toBe(4);
    const list = await versions(carol, widget.id);
    expect(list).toMatchObject({ totalItems: 2, kept: 2 });
    expect(list.items.map((item) => item.version)).toEqual([4, 3]);
    const gone = await failure(carol.call((client) => client.widget.version({ id: widget.id, version: 2 })));
    expect(apiErrorStatus(gone)).toBe(404);

    // A restore is a save: it is kept, and the oldest goes.
    const restored = await carol.call((client) =>
      client.widget.restore({ id: widget.id, version: 3, baseVersion: 4 }),
    );
    expect(restored).toMatchObject({ version: 5, configParsed: { name: 'Three' } });
    const after = await versions(carol, widget.id);
    expect(after.items.map((item) => [item.version, item.restoredFrom])).toEqual([
      [5, 3],
      [4, null],
    ]);
  });

  it('refuses a setting below 1', async () => {
    await expect(startTestServer({ WIDGET_VERSIONS_KEPT: '0' })).rejects.toThrow(/WIDGET_VERSIONS_KEPT/);
  });
});

describe('migration 0013 (widget versions)', () => {
  it('gives every widget stored before it its current config as its first version', async () => {
    // The migrations up to 0012 alone, as a database created before widget history has them (on the
    // run's database: PGlite, or PostgreSQL).
    const { bare, owner } = await databaseBefore('0013_widget_versions');
    try {
      const stored = JSON.stringify(config());
      const [widget] = await bare.query(
        sql`insert into widgets (owner_id, kit, name, config, version, updated_at)
            values (${owner}, 'NFT', 'My shop', ${stored}, 7, timestamptz '2026-01-02T03:04:05Z')
            returning id`,
      );

      await bare.migrate(MIGRATIONS_FOLDER);
      const rows = await bare.query(
        sql`select widget_id, number, config, saved_by, restored_from, changes, change_count,
                   created_at = timestamptz '2026-01-02T03:04:05Z' as dated
            from widget_versions`,
      );
      expect(rows).toEqual([
        {
          widget_id: widget?.id,
          number: 7,
          config: stored,
          saved_by: null,
          restored_from: null,
          changes: [],
          change_count: 0,
          dated: true,
        },
      ]);
    } finally {
      await bare.dispose();
    }
  });
});
