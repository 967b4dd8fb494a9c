import { readFileSync } from 'node:fs';
import type { WidgetConfig } from '@suite/shared/widget';
import { apiErrorMessage, apiErrorReason, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { eq, sql } from 'drizzle-orm';
import * as z from 'zod/v4';
import { MIGRATIONS_FOLDER } from '../src/db';
import { widgets, widgetVersions } from '../src/db/schema';
import { grantCredits } from '../src/domain/credits-ledger';
import { failure } from './support/accounts';
import { TestBrowser } from './support/browser';
import { anonymous, signedInUser, type Seller } from './support/commerce';
import { databaseBefore } from './support/database';
import { startTestServer, type TestServer } from './support/server';

// The admin is also served on this origin: its host name is never a site's custom domain.
const ADMIN_ORIGIN = 'https://admin.example.com';

let server: TestServer;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  // The browsers of these tests sign in on localhost:3000, so that origin stays allowed.
  server = await startTestServer({ APP_ORIGINS: `http://localhost:3000,${ADMIN_ORIGIN}` });
});
afterAll(async () => {
  await server?.close();
});

const LOCKED = 'Unlock the custom domain feature to serve a site on a domain';
const ADMINS_OWN = "This is the admin's own address";

// The UI words a 409 from its reason with the shared catalog, so the API's English must be the catalog's.
const english = z
  .object({ apiErrors: z.object({ domainTaken: z.string(), siteNotServed: z.string() }) })
  .parse(
    JSON.parse(readFileSync(new URL('../../shared/src/react/locales/en.json', import.meta.url), 'utf8')),
  );

function config(overrides: Partial<WidgetConfig> = {}): WidgetConfig {
  return {
    name: 'My shop',
    currency: 'USD',
    page: { title: 'Home', layout: { type: 'list' }, sections: [] },
    // Saved, but the feature is not unlocked: a visitor sees "powered by" all the same.
    footer: { hide_powered_by: true },
    ...overrides,
  };
}

/** A signed-in owner who has bought the custom-domain feature (and has no credits left). */
async function unlockedOwner(): Promise<Seller> {
  const owner = await signedInUser(server);
  await grantCredits(db(), owner.userId, '100', 'test');
  await owner.browser.call((client) => client.credits.unlockFeature({ feature: 'custom-domain' }));
  return owner;
}

function create({ browser }: Seller, overrides: Partial<WidgetConfig> = {}) {
  return browser.call((client) =>
    client.widget.upsert({ config: JSON.stringify(config(overrides)), kit: 'Commerce' }),
  );
}

function save({ browser }: Seller, id: number, overrides: Partial<WidgetConfig>) {
  return browser.call((client) => client.widget.upsert({ id, config: JSON.stringify(config(overrides)) }));
}

/** The widget as stored: its version, its domain column and the domain its config names. */
async function stored(id: number) {
  const [row] = await db()
    .select({ version: widgets.version, domain: widgets.domain, config: widgets.config })
    .from(widgets)
    .where(eq(widgets.id, id));
  if (!row) throw new Error(`No widget ${id}`);
  const { domain } = z.object({ domain: z.string().optional() }).parse(JSON.parse(row.config));
  return { version: row.version, domain: row.domain, configDomain: domain };
}

async function widgetCount(ownerId: string): Promise<number> {
  return (await db().select({ id: widgets.id }).from(widgets).where(eq(widgets.ownerId, ownerId))).length;
}

function byDomain(domain: string) {
  return anonymous(server).call((client) => client.widget.publicByDomain({ domain }));
}

/** Checks a failure is the 409 of a domain another site has. */
function expectDomainTaken(error: unknown): void {
  expect(apiErrorStatus(error)).toBe(409);
  expect(apiErrorReason(error)).toEqual({ reason: 'domainTaken' });
  expect(apiErrorMessage(error)).toBe(english.apiErrors.domainTaken);
}

describe('claiming a custom domain', () => {
  it('refuses a domain without the custom-domain feature: 400 on config.domain, nothing written', async () => {
    const owner = await signedInUser(server);
    // Credits alone are not the feature.
    await grantCredits(db(), owner.userId, '500', 'test');
    const widget = await create(owner);

    const error = await failure(save(owner, widget.id, { name: 'Renamed', domain: 'locked.example.com' }));
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({ 'config.domain': LOCKED });
    expect(await stored(widget.id)).toEqual({ version: 1, domain: null, configDomain: undefined });

    const created = await failure(create(owner, { domain: 'locked.example.com' }));
    expect(apiErrorStatus(created)).toBe(400);
    expect(apiFieldErrors(created)).toEqual({ 'config.domain': LOCKED });
    expect(await widgetCount(owner.userId)).toBe(1);
    // Nothing claimed it: a visitor of that domain finds no site.
    expect(apiErrorStatus(await failure(byDomain('locked.example.com')))).toBe(404);
  });

  it('stores the domain lower-cased once unlocked, and serves the site on it without a session', async () => {
    const owner = await unlockedOwner();
    const widget = await create(owner);
    const saved = await save(owner, widget.id, { name: 'Served shop', domain: 'Shop.Example.com' });
    expect(widget.domainHeld).toBe(false);
    expect(saved).toMatchObject({
      version: 2,
      domainHeld: true,
      configParsed: { domain: 'shop.example.com' },
    });
    expect(await stored(widget.id)).toEqual({
      version: 2,
      domain: 'shop.example.com',
      configDomain: 'shop.example.com',
    });

    const visitor = new TestBrowser(server.url);
    const read = await visitor.call((client) => client.widget.publicByDomain({ domain: 'shop.example.com' }));
    expect(read).toEqual({
      id: widget.id,
      kit: 'Commerce',
      configParsed: saved.configParsed,
      updatedAt: saved.updatedAt,
      // The footer's choices need features of their own, which this owner has not unlocked.
      showPoweredBy: true,
      signature: null,
    });
    expect(read.configParsed.name).toBe('Served shop');
    // The host name a browser sends may be in any case.
    expect((await byDomain('SHOP.example.com')).id).toBe(widget.id);
    expect(visitor.cookies.size).toBe(0);
  });

  it('answers 404 for a domain no site has, and 400 for one that is not a domain', async () => {
    const unknown = await failure(byDomain('nobody.example.com'));
    expect(apiErrorStatus(unknown)).toBe(404);
    expect(apiErrorReason(unknown)).toEqual({ reason: 'notFound', values: { what: 'site' } });

    const invalid = await failure(byDomain('not a domain'));
    expect(apiErrorStatus(invalid)).toBe(400);
    expect(Object.keys(apiFieldErrors(invalid))).toEqual(['domain']);
  });

  it("refuses the admin's own host name, even with the feature: 400 on config.domain", async () => {
    const owner = await unlockedOwner();
    const widget = await create(owner);
    const error = await failure(save(owner, widget.id, { domain: new URL(ADMIN_ORIGIN).hostname }));
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({ 'config.domain': ADMINS_OWN });
    const created = await failure(create(owner, { domain: 'ADMIN.example.com' }));
    expect(apiFieldErrors(created)).toEqual({ 'config.domain': ADMINS_OWN });
    // The default development origin (http://localhost:3000) is no domain at all: refused by its form.
    const local = await failure(save(owner, widget.id, { domain: 'localhost' }));
    expect(apiErrorStatus(local)).toBe(400);
    expect(Object.keys(apiFieldErrors(local))).toEqual(['config.domain']);
    expect(await stored(widget.id)).toEqual({ version: 1, domain: null, configDomain: undefined });
    expect(await widgetCount(owner.userId)).toBe(1);
  });
});

describe('one site per domain', () => {
  it("refuses another owner's domain with 409 domainTaken, on a save and on a create, writing nothing", async () => {
    const first = await unlockedOwner();
    const second = await unlockedOwner();
    const mine = await create(first, { domain: 'taken.example.com' });
    expect(await stored(mine.id)).toMatchObject({ domain: 'taken.example.com' });

    const theirs = await create(second);
    expectDomainTaken(await failure(save(second, theirs.id, { domain: 'Taken.Example.com' })));
    expect(await stored(theirs.id)).toEqual({ version: 1, domain: null, configDomain: undefined });

    expectDomainTaken(await failure(create(second, { domain: 'taken.example.com' })));
    expect(await widgetCount(second.userId)).toBe(1);
    // The same owner's other site may not have it either.
    expectDomainTaken(await failure(create(first, { domain: 'taken.example.com' })));
    expect(await widgetCount(first.userId)).toBe(1);
    expect((await byDomain('taken.example.com')).id).toBe(mine.id);
  });

  it('lets exactly one of concurrent saves of several sites claim a new domain; the others answer 409 domainTaken', async () => {
    const owner = await unlockedOwner();
    const sites = [await create(owner), await create(owner), await create(owner), await create(owner)];
    // One browser, the saves in flight together (a TestBrowser serves one call at a time). Four rather
    // than two, so that on PostgreSQL more than one usually passes the check and the unique index decides.
    const results = await owner.browser.call((client) =>
      Promise.allSettled(
        sites.map(({ id }) =>
          client.widget.upsert({ id, config: JSON.stringify(config({ domain: 'race.example.com' })) }),
        ),
      ),
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(1);
    for (const result of results) {
      if (result.status === 'rejected') expectDomainTaken(result.reason);
    }

    const rows = await db()
      .select({ id: widgets.id, version: widgets.version })
      .from(widgets)
      .where(eq(widgets.domain, 'race.example.com'));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.version).toBe(2);
    for (const loser of sites.filter(({ id }) => id !== rows[0]?.id)) {
      expect(await stored(loser.id)).toEqual({ version: 1, domain: null, configDomain: undefined });
      expect(
        await db()
          .select({ number: widgetVersions.number })
          .from(widgetVersions)
          .where(eq(widgetVersions.widgetId, loser.id)),
      ).toEqual([{ number: 1 }]);
    }
  });

  it('frees a cleared domain: its column is null and another owner can take it', async () => {
    const first = await unlockedOwner();
    const second = await unlockedOwner();
    const mine = await create(first, { domain: 'freed.example.com' });
    await save(first, mine.id, { domain: '' });
    expect(await stored(mine.id)).toEqual({ version: 2, domain: null, configDomain: '' });
    expect(apiErrorStatus(await failure(byDomain('freed.example.com')))).toBe(404);

    const theirs = await create(second, { domain: 'freed.example.com' });
    expect(await stored(theirs.id)).toMatchObject({ domain: 'freed.example.com' });
    expect((await byDomain('freed.example.com')).id).toBe(theirs.id);
    // A config without the field frees it too.
    const { domain: _cleared, ...withoutDomain } = config({ domain: 'freed.example.com' });
    await second.browser.call((client) =>
      client.widget.upsert({ id: theirs.id, config: JSON.stringify(withoutDomain) }),
    );
    expect(await stored(theirs.id)).toEqual({ version: 2, domain: null, configDomain: undefined });
  });

  it('refuses to restore a version naming a domain another site took since: 409 domainTaken, nothing written', async () => {
    const first = await unlockedOwner();
    const second = await unlockedOwner();
    const mine = await create(first, { domain: 'restored.example.com' });
    await save(first, mine.id, { domain: '' });
    await create(second, { domain: 'restored.example.com' });

    const error = await failure(
      first.browser.call((client) => client.widget.restore({ id: mine.id, version: 1, baseVersion: 2 })),
    );
    expectDomainTaken(error);
    expect(await stored(mine.id)).toEqual({ version: 2, domain: null, configDomain: '' });
    expect(
      await db()
        .select({ number: widgetVersions.number })
        .from(widgetVersions)
        .where(eq(widgetVersions.widgetId, mine.id)),
    ).toHaveLength(2);
  });

  it('restores a version naming a free domain, claiming it again', async () => {
    const owner = await unlockedOwner();
    const widget = await create(owner, { domain: 'back.example.com' });
    await save(owner, widget.id, { domain: '' });
    const restored = await owner.browser.call((client) =>
      client.widget.restore({ id: widget.id, version: 1, baseVersion: 2 }),
    );
    expect(restored.version).toBe(3);
    expect(await stored(widget.id)).toMatchObject({ version: 3, domain: 'back.example.com' });
    expect((await byDomain('back.example.com')).id).toBe(widget.id);
  });
});

describe('a lapsed custom-domain feature', () => {
  it('stops serving the domain, keeps it on a save, and refuses a new one until unlocked again', async () => {
    const owner = await unlockedOwner();
    const widget = await create(owner, { domain: 'lapsed.example.com' });
    expect((await byDomain('lapsed.example.com')).id).toBe(widget.id);

    await owner.browser.call((client) => client.credits.disableFeature({ feature: 'custom-domain' }));
    const hidden = await failure(byDomain('lapsed.example.com'));
    expect(apiErrorStatus(hidden)).toBe(404);
    expect(apiErrorReason(hidden)).toEqual({ reason: 'siteNotServed' });
    expect(apiErrorMessage(hidden)).toBe(english.apiErrors.siteNotServed);

    // The same domain needs nothing: the site can still be edited.
    const kept = await save(owner, widget.id, { name: 'Still editable', domain: 'lapsed.example.com' });
    expect(kept.version).toBe(2);
    expect(await stored(widget.id)).toMatchObject({ version: 2, domain: 'lapsed.example.com' });

    const moved = await failure(save(owner, widget.id, { domain: 'elsewhere.example.com' }));
    expect(apiErrorStatus(moved)).toBe(400);
    expect(apiFieldErrors(moved)).toEqual({ 'config.domain': LOCKED });
    expect(await stored(widget.id)).toMatchObject({ version: 2, domain: 'lapsed.example.com' });

    // Turned back on inside the paid month: served again.
    await owner.browser.call((client) => client.credits.unlockFeature({ feature: 'custom-domain' }));
    expect(await byDomain('lapsed.example.com')).toMatchObject({
      id: widget.id,
      configParsed: { name: 'Still editable' },
    });
  });

  it('lets a site whose owner pays take a domain from a site whose feature lapsed; it is then served there', async () => {
    const lapsed = await unlockedOwner();
    const old = await create(lapsed, { domain: 'squatted.example.com' });
    await lapsed.browser.call((client) => client.credits.disableFeature({ feature: 'custom-domain' }));

    const payer = await unlockedOwner();
    const site = await create(payer, { name: 'New owner', domain: 'squatted.example.com' });
    expect(await stored(site.id)).toMatchObject({ domain: 'squatted.example.com' });
    expect(await byDomain('squatted.example.com')).toMatchObject({
      id: site.id,
      configParsed: { name: 'New owner' },
    });
    // The old site keeps its config's words but holds the domain no more: its feature back on serves nothing.
    expect(await stored(old.id)).toMatchObject({ domain: null, version: 1 });
    await lapsed.browser.call((client) => client.credits.unlockFeature({ feature: 'custom-domain' }));
    expect((await byDomain('squatted.example.com')).id).toBe(site.id);
    // And it cannot take the domain back while the new holder's feature is active: named anew, after
    // a save without it, the claim answers 409.
    await save(lapsed, old.id, { domain: '' });
    const back = await failure(save(lapsed, old.id, { domain: 'squatted.example.com' }));
    expect(apiErrorStatus(back)).toBe(409);
    expect(apiErrorReason(back)).toEqual({ reason: 'domainTaken' });
    expect(await stored(old.id)).toEqual({ version: 2, domain: null, configDomain: '' });
  });

  it('lets the site the domain was taken from save its other panels, telling it holds the domain no more', async () => {
    const lapsed = await unlockedOwner();
    const old = await create(lapsed, { domain: 'moved.example.com' });
    expect(old.domainHeld).toBe(true);
    await lapsed.browser.call((client) => client.credits.disableFeature({ feature: 'custom-domain' }));
    const payer = await unlockedOwner();
    const site = await create(payer, { name: 'New owner', domain: 'moved.example.com' });
    expect(site.domainHeld).toBe(true);

    // The editor sends the whole config back with the Theme panel's save, its domain included: with
    // the feature lapsed, and again with it on while the new holder's is on too.
    const read = await lapsed.browser.call((client) => client.widget.byOwner({ id: old.id }));
    expect(read).toMatchObject({ domainHeld: false, configParsed: { domain: 'moved.example.com' } });
    const themed = await lapsed.browser.call((client) =>
      client.widget.upsert({
        id: old.id,
        version: read.version,
        config: JSON.stringify({ ...read.configParsed, theme: 'ocean' }),
      }),
    );
    expect(themed).toMatchObject({
      version: 2,
      domainHeld: false,
      configParsed: { theme: 'ocean', domain: 'moved.example.com' },
    });
    await lapsed.browser.call((client) => client.credits.unlockFeature({ feature: 'custom-domain' }));
    const renamed = await save(lapsed, old.id, { name: 'Renamed', domain: 'moved.example.com' });
    expect(renamed).toMatchObject({ version: 3, domainHeld: false });

    // The domain stays with its new holder, served there.
    expect(await stored(old.id)).toEqual({ version: 3, domain: null, configDomain: 'moved.example.com' });
    expect(await stored(site.id)).toMatchObject({ version: 1, domain: 'moved.example.com' });
    expect(await byDomain('moved.example.com')).toMatchObject({
      id: site.id,
      configParsed: { name: 'New owner' },
    });
    expect(await payer.browser.call((client) => client.widget.byOwner({ id: site.id }))).toMatchObject({
      domainHeld: true,
    });

    // Once the new holder's feature lapses in turn, the old site's next save of any panel takes the
    // domain its config still names back.
    await payer.browser.call((client) => client.credits.disableFeature({ feature: 'custom-domain' }));
    const back = await save(lapsed, old.id, { name: 'Back', domain: 'moved.example.com' });
    expect(back).toMatchObject({ version: 4, domainHeld: true });
    expect(await stored(old.id)).toEqual({
      version: 4,
      domain: 'moved.example.com',
      configDomain: 'moved.example.com',
    });
    expect(await stored(site.id)).toMatchObject({ domain: null });
    expect((await byDomain('moved.example.com')).id).toBe(old.id);
  });
});

describe('migration 0023 (widget domains)', () => {
  it('copies each stored domain to its column, lower-cased, the oldest site keeping a shared one', async () => {
    const { bare, owner } = await databaseBefore('0023_widget_domain');
    try {
      const configs: (string | undefined)[] = [
        'one.example.com',
        'Shared.example.com',
        'shared.example.com',
        '',
        undefined,
      ];
      for (const [position, domain] of configs.entries()) {
        const stored = JSON.stringify({
          name: `Site ${position}`,
          currency: 'USD',
          page: { title: 'Home' },
          domain,
        });
        await bare.query(
          sql`insert into widgets (owner_id, kit, name, config) values (${owner}, 'NFT', ${`Site ${position}`}, ${stored})`,
        );
      }

      await bare.migrate(MIGRATIONS_FOLDER);
      const rows = await bare.query(sql`select name, domain from widgets order by id`);
      expect(rows.map((row) => [row.name, row.domain])).toEqual([
        ['Site 0', 'one.example.com'],
        ['Site 1', 'shared.example.com'],
        ['Site 2', null],
        ['Site 3', null],
        ['Site 4', null],
      ]);
      await expect(
        bare.query(
          sql`insert into widgets (owner_id, kit, name, config, domain)
              values (${owner}, 'NFT', 'Copy', '{}', 'one.example.com')`,
        ),
      ).rejects.toMatchObject({ cause: expect.objectContaining({ code: '23505' }) });
    } finally {
      await bare.dispose();
    }
  });
});
