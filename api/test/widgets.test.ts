import type { WidgetConfig } from '@suite/shared/widget';
import { apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { and, eq } from 'drizzle-orm';
import { widgets, widgetVersions } from '../src/db/schema';
import { TestBrowser } from './support/browser';
import { failure, newWallet, signIn } from './support/accounts';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let alice: TestBrowser;
let bob: TestBrowser;

beforeAll(async () => {
  server = await startTestServer();
  alice = new TestBrowser(server.url);
  bob = new TestBrowser(server.url);
  await signIn(alice, newWallet());
  await signIn(bob, newWallet());
});

afterAll(async () => {
  await server?.close();
});

function config(overrides: Partial<WidgetConfig> = {}): WidgetConfig {
  return {
    name: 'My shop',
    currency: 'USD',
    locale: 'en',
    theme: 'forest',
    page: {
      title: 'Home',
      layout: { type: 'tabs', desktop: { position: 'side' }, mobile: { position: 'bottom' } },
      sections: [
        { type: 'markdown', name: 'Intro', data: { source: '# Hello' }, hideMobile: true },
        { type: 'my-plugin', data: {} },
      ],
    },
    footer: {
      hide_powered_by: false,
      customSignature: {
        enabled: true,
        text: 'Shop',
        link: 'https://example.com',
        showAppName: true,
        showLoveBy: false,
      },
    },
    ...overrides,
  };
}

function create(browser: TestBrowser, value: unknown = config()) {
  return browser.call((client) => client.widget.upsert({ config: JSON.stringify(value), kit: 'Commerce' }));
}

describe('widget upsert', () => {
  it('creates a widget with its kit, then saves it with the version it was based on', async () => {
    const created = await create(alice);
    expect(created).toMatchObject({ version: 1, kit: 'Commerce', configParsed: config() });
    expect(JSON.parse(created.config)).toEqual(config());
    expect(Number.isInteger(created.id)).toBe(true);

    const saved = await alice.call((client) =>
      client.widget.upsert({
        id: created.id,
        config: JSON.stringify(config({ name: 'Renamed' })),
        version: 1,
      }),
    );
    expect(saved).toMatchObject({ id: created.id, version: 2, kit: 'Commerce' });
    expect(saved.configParsed.name).toBe('Renamed');

    const read = await alice.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read).toEqual(saved);
  });

  it('keeps settings the editor stores beyond the known fields, and fills layout defaults', async () => {
    const created = await create(alice, {
      name: 'Extra',
      currency: 'EUR',
      page: { title: 'Home' },
      pluginSettings: { marketplace: 1 },
    });
    expect(created.configParsed).toMatchObject({
      page: { title: 'Home', layout: { type: 'list' }, sections: [] },
      pluginSettings: { marketplace: 1 },
    });
  });

  it('refuses a stale save with 409 and writes nothing', async () => {
    const created = await create(alice);
    await alice.call((client) =>
      client.widget.upsert({ id: created.id, config: JSON.stringify(config({ name: 'First' })), version: 1 }),
    );
    const error = await failure(
      alice.call((client) =>
        client.widget.upsert({
          id: created.id,
          config: JSON.stringify(config({ name: 'Second' })),
          version: 1,
        }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(409);
    expect(apiErrorMessage(error)).toBe(
      'This widget was changed elsewhere. Reload it to get the latest version.',
    );
    const read = await alice.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read).toMatchObject({ version: 2, configParsed: { name: 'First' } });
  });

  it('answers Required for a currency left empty or missing (seed 001 §5: currency required)', async () => {
    const { currency: _omitted, ...withoutCurrency } = config();
    for (const bad of [{ ...config(), currency: '  ' }, withoutCurrency]) {
      const error = await failure(create(alice, bad));
      expect(apiErrorStatus(error)).toBe(400);
      expect(apiFieldErrors(error)).toEqual({ 'config.currency': 'Required' });
    }
  });

  it('answers 400 naming each failing config field, and writes nothing', async () => {
    const before = await alice.call((client) => client.widget.list({}));
    const bad = {
      ...config(),
      name: '',
      currency: 'dollars',
      locale: 'english!',
      page: {
        title: 'Home',
        layout: { type: 'grid', desktop: { position: 'left' } },
        sections: [{ type: '' }, { type: 'video', data: 'not an object' }],
      },
      footer: {
        hide_powered_by: 'yes',
        customSignature: { enabled: true, text: 'x', link: 'not a url', showAppName: true, showLoveBy: true },
      },
    };
    const error = await failure(create(alice, bad));
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      'config.name': 'Required',
      'config.currency': 'Must be a currency code such as USD',
      'config.locale': 'Must be a language code such as en or pt-BR',
      'config.page.layout.type': 'Must be list or tabs',
      'config.page.layout.desktop.position': 'Must be top, side or bottom',
      'config.page.sections.0.type': 'Required',
      'config.page.sections.1.data': expect.any(String),
      'config.footer.hide_powered_by': expect.any(String),
      'config.footer.customSignature.link': expect.any(String),
    });
    const after = await alice.call((client) => client.widget.list({}));
    expect(after.totalItems).toBe(before.totalItems);
  });

  it('answers 400 for a config that is not JSON, and creates a widget of every kit when none is named', async () => {
    const notJson = await failure(
      alice.call((client) => client.widget.upsert({ config: '{oops', kit: 'NFT' })),
    );
    expect(apiErrorStatus(notJson)).toBe(400);
    expect(apiFieldErrors(notJson)).toEqual({ config: 'Must be a JSON object' });

    // Seed 001's create: POST /widget/upsert with a config, no id and no kit.
    const created = await alice.call((client) => client.widget.upsert({ config: JSON.stringify(config()) }));
    expect(created.kit).toBe('Full');
    expect((await alice.call((client) => client.widget.byOwner({ id: created.id }))).kit).toBe('Full');
  });

  it("answers 404 for another user's widget on read, save and delete", async () => {
    const created = await create(alice);
    const read = await failure(bob.call((client) => client.widget.byOwner({ id: created.id })));
    expect(apiErrorStatus(read)).toBe(404);
    const save = await failure(
      bob.call((client) => client.widget.upsert({ id: created.id, config: JSON.stringify(config()) })),
    );
    expect(apiErrorStatus(save)).toBe(404);
    const remove = await failure(bob.call((client) => client.widget.remove({ id: created.id })));
    expect(apiErrorStatus(remove)).toBe(404);
    const unknown = await failure(alice.call((client) => client.widget.byOwner({ id: 2_000_000_000 })));
    expect(apiErrorStatus(unknown)).toBe(404);
    // Still there, unchanged.
    expect(await alice.call((client) => client.widget.byOwner({ id: created.id }))).toMatchObject({
      version: 1,
    });
  });

  it('answers 401 without a session', async () => {
    const anonymous = new TestBrowser(server.url);
    // One call at a time: a TestBrowser swaps global fetch while its call runs.
    for (const call of [
      () =>
        anonymous.call((client) => client.widget.upsert({ config: JSON.stringify(config()), kit: 'NFT' })),
      () => anonymous.call((client) => client.widget.byOwner({ id: 1 })),
      () => anonymous.call((client) => client.widget.list({})),
      () => anonymous.call((client) => client.widget.remove({ id: 1 })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(401);
    }
  });
});

/** The config as stored in the widget's row, not as the API reads it back. */
async function storedConfig(id: number): Promise<unknown> {
  const [row] = await server.testDatabase.database.db
    .select({ config: widgets.config })
    .from(widgets)
    .where(eq(widgets.id, id));
  return JSON.parse(row?.config ?? 'null');
}

describe("a widget's Language", () => {
  it('is refused on save, naming config.locale and writing nothing, unless the site speaks it', async () => {
    const created = await create(alice);
    const before = await alice.call((client) => client.widget.list({}));

    const update = await failure(
      alice.call((client) =>
        client.widget.upsert({
          id: created.id,
          config: JSON.stringify(config({ locale: 'fr' })),
          version: 1,
        }),
      ),
    );
    expect(apiErrorStatus(update)).toBe(400);
    expect(apiFieldErrors(update)).toEqual({
      'config.locale': 'Must be a language the site speaks: en, es, pt-BR',
    });
    const read = await alice.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read).toMatchObject({ version: 1, configParsed: { locale: 'en' } });
    expect(await storedConfig(created.id)).toEqual(config());

    const create400 = await failure(create(alice, config({ locale: 'de' })));
    expect(apiErrorStatus(create400)).toBe(400);
    expect(Object.keys(apiFieldErrors(create400))).toEqual(['config.locale']);
    const after = await alice.call((client) => client.widget.list({}));
    expect(after.totalItems).toBe(before.totalItems);
  });

  it('is saved and read back as the editor saves it (pt-BR for Portuguese)', async () => {
    const created = await create(alice);
    const saved = await alice.call((client) =>
      client.widget.upsert({
        id: created.id,
        config: JSON.stringify(config({ locale: 'pt-BR' })),
        version: 1,
      }),
    );
    expect(saved).toMatchObject({ version: 2, configParsed: { locale: 'pt-BR' } });
    const read = await alice.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read.configParsed.locale).toBe('pt-BR');
    expect(JSON.parse(read.config)).toEqual(config({ locale: 'pt-BR' }));
  });

  it('stored earlier in a language the site does not speak, reads back unset and the widget saves', async () => {
    const created = await create(alice);
    // What the editor saved when it offered French: the site showed it as no Language at all.
    await server.testDatabase.database.db
      .update(widgets)
      .set({ config: JSON.stringify(config({ locale: 'fr' })) })
      .where(eq(widgets.id, created.id));

    const read = await alice.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read.configParsed).not.toHaveProperty('locale');
    expect(JSON.parse(read.config)).not.toHaveProperty('locale');
    expect(read.configParsed).toMatchObject({ name: 'My shop', currency: 'USD', theme: 'forest' });

    // Another panel saves what it read.
    const saved = await alice.call((client) =>
      client.widget.upsert({
        id: created.id,
        version: read.version,
        config: JSON.stringify({ ...read.configParsed, theme: 'ocean' }),
      }),
    );
    expect(saved).toMatchObject({ version: 2, configParsed: { theme: 'ocean' } });
    expect(saved.configParsed).not.toHaveProperty('locale');
    expect(await storedConfig(created.id)).not.toHaveProperty('locale');
  });

  it('kept in an old version in a language the site does not speak, is dropped when that version is restored', async () => {
    const created = await create(alice);
    // Version 1 as the editor saved it when it offered French.
    await server.testDatabase.database.db
      .update(widgetVersions)
      .set({ config: JSON.stringify(config({ locale: 'fr', theme: 'ocean' })) })
      .where(and(eq(widgetVersions.widgetId, created.id), eq(widgetVersions.number, 1)));
    const restored = await alice.call((client) =>
      client.widget.restore({ id: created.id, version: 1, baseVersion: 1 }),
    );
    expect(restored).toMatchObject({ version: 2, configParsed: { theme: 'ocean' } });
    expect(restored.configParsed).not.toHaveProperty('locale');
    expect(await storedConfig(created.id)).not.toHaveProperty('locale');
  });
});

describe("a widget's Currency and Theme", () => {
  const CURRENCIES = 'USD, EUR, GBP, BRL, JPY, CAD, AUD, CHF, INR, MXN, USDC, USDT, DAI';
  const THEMES = 'default, ocean, forest, sunset, violet, custom';

  it('are refused on save unless the site can use them, naming each field and writing nothing', async () => {
    const created = await create(alice);
    const before = await alice.call((client) => client.widget.list({}));

    const update = await failure(
      alice.call((client) =>
        client.widget.upsert({
          id: created.id,
          config: JSON.stringify(config({ currency: 'XYZ', theme: 'dark' })),
          version: 1,
        }),
      ),
    );
    expect(apiErrorStatus(update)).toBe(400);
    expect(apiFieldErrors(update)).toEqual({
      'config.currency': `Must be a currency the site prices in: ${CURRENCIES}`,
      'config.theme': `Must be one of the themes: ${THEMES}`,
    });
    expect(await storedConfig(created.id)).toEqual(config());
    expect(await alice.call((client) => client.widget.byOwner({ id: created.id }))).toMatchObject({
      version: 1,
    });

    const create400 = await failure(create(alice, config({ theme: '' })));
    expect(apiErrorStatus(create400)).toBe(400);
    expect(apiFieldErrors(create400)).toEqual({ 'config.theme': `Must be one of the themes: ${THEMES}` });
    const after = await alice.call((client) => client.widget.list({}));
    expect(after.totalItems).toBe(before.totalItems);
  });

  it('are saved when the site shows prices in the Currency (the dollar stablecoins too) and draws the Theme', async () => {
    const created = await create(alice);
    let version = created.version;
    const choices: Pick<WidgetConfig, 'currency' | 'theme'>[] = [
      { currency: 'MXN', theme: 'custom' },
      { currency: 'USDC', theme: 'violet' },
      { currency: 'EUR', theme: undefined },
    ];
    for (const { currency, theme } of choices) {
      const saved = await alice.call((client) =>
        client.widget.upsert({
          id: created.id,
          version,
          config: JSON.stringify(config({ currency, theme })),
        }),
      );
      expect(saved.configParsed).toMatchObject({ currency });
      expect(saved.configParsed.theme).toBe(theme);
      version = saved.version;
    }
  });

  it('stored earlier as ones the site cannot use, read back as the site drew them, and the widget saves', async () => {
    const created = await create(alice);
    // Saved before the save refused them: the site priced the widget in US dollars and drew the default preset.
    await server.testDatabase.database.db
      .update(widgets)
      .set({ config: JSON.stringify(config({ currency: 'XYZ', theme: 'dark' })) })
      .where(eq(widgets.id, created.id));

    const read = await alice.call((client) => client.widget.byOwner({ id: created.id }));
    expect(read.configParsed.currency).toBe('USD');
    expect(read.configParsed).not.toHaveProperty('theme');
    expect(JSON.parse(read.config)).toMatchObject({ currency: 'USD' });

    // Another panel saves what it read.
    const saved = await alice.call((client) =>
      client.widget.upsert({
        id: created.id,
        version: read.version,
        config: JSON.stringify({ ...read.configParsed, name: 'Renamed' }),
      }),
    );
    expect(saved).toMatchObject({ version: 2, configParsed: { name: 'Renamed', currency: 'USD' } });
    expect(await storedConfig(created.id)).not.toHaveProperty('theme');
  });
});

describe('widget list and delete', () => {
  it("pages the owner's widgets newest first, searches names case-insensitively, and deletes", async () => {
    const carol = new TestBrowser(server.url);
    await signIn(carol, newWallet());
    const names = ['Alpha shop', 'Beta', 'alphabet', 'Gamma 100%'];
    const ids: number[] = [];
    for (const name of names) ids.push((await create(carol, config({ name }))).id);

    const first = await carol.call((client) => client.widget.list({ page: 0, limit: 3 }));
    expect(first).toEqual({
      items: [ids[3], ids[2], ids[1]].map((id, index) => ({
        id,
        kit: 'Commerce',
        updatedAt: expect.any(String),
        configParsed: { name: names[3 - index] },
      })),
      totalItems: 4,
      currentPage: 0,
      pageSize: 3,
    });
    const second = await carol.call((client) => client.widget.list({ page: 1, limit: 3 }));
    expect(second.items.map((item) => item.id)).toEqual([ids[0]]);
    // The widget being edited is left out of the page and of the total (the picker never offers it).
    const others = await carol.call((client) => client.widget.list({ page: 0, limit: 3, exclude: ids[3] }));
    expect(others.items.map((item) => item.id)).toEqual([ids[2], ids[1], ids[0]]);
    expect(others.totalItems).toBe(3);

    const search = await carol.call((client) => client.widget.list({ q: 'ALPHA' }));
    expect(search.items.map((item) => item.configParsed.name)).toEqual(['alphabet', 'Alpha shop']);
    expect(search.totalItems).toBe(2);
    // `%` is searched literally, not as a wildcard.
    const percent = await carol.call((client) => client.widget.list({ q: '0%' }));
    expect(percent.items.map((item) => item.configParsed.name)).toEqual(['Gamma 100%']);

    // Other users' widgets never show.
    const bobs = await bob.call((client) => client.widget.list({ q: 'alpha' }));
    expect(bobs.totalItems).toBe(0);

    const badPage = await failure(carol.call((client) => client.widget.list({ page: -1, limit: 500 })));
    expect(apiErrorStatus(badPage)).toBe(400);
    expect(Object.keys(apiFieldErrors(badPage)).sort()).toEqual(['limit', 'page']);
    const badExclude = await failure(
      carol.call((client) => client.widget.list({ exclude: 'mine' as unknown as number })),
    );
    expect(Object.keys(apiFieldErrors(badExclude))).toEqual(['exclude']);

    await carol.call((client) => client.widget.remove({ id: ids[1] ?? 0 }));
    const afterDelete = await carol.call((client) => client.widget.list({}));
    expect(afterDelete.totalItems).toBe(3);
    const gone = await failure(carol.call((client) => client.widget.byOwner({ id: ids[1] ?? 0 })));
    expect(apiErrorStatus(gone)).toBe(404);
  });
});
