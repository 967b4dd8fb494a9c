import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { ASSET_STORE_DEFAULTS } from '@suite/shared/sections';
import type { Widget } from '@suite/shared/widget';
import { erc20Abi } from 'viem';
import { eq } from 'drizzle-orm';
import { widgets } from '../src/db/schema';
import { failure, newWallet } from './support/accounts';
import { newSeller, UNKNOWN_ID, widgetConfigWith, type Seller } from './support/catalog';
import { insertProduct } from './support/commerce';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let owner: Seller;
let stranger: Seller;
let mine: Items;
let theirs: Items;

/** What a user's sections can point at. */
interface Items {
  siteId: number;
  widgetId: number;
  leaderboardId: number;
  checkoutId: string;
  productId: string;
  collectionId: string;
  formId: number;
}

const NFT_CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';
const MISSING_SERIAL = 2_000_000_000;

async function createSite(seller: Seller, sections: unknown[] = [], name = 'Site'): Promise<Widget> {
  const config = JSON.stringify(widgetConfigWith(sections, name));
  return seller.call((client) => client.widget.upsert({ config, kit: 'Full' }));
}

function save(seller: Seller, widget: Pick<Widget, 'id' | 'version'>, sections: unknown[], name = 'Site') {
  const config = JSON.stringify(widgetConfigWith(sections, name));
  return seller.call((client) => client.widget.upsert({ id: widget.id, version: widget.version, config }));
}

const readBack = (seller: Seller, id: number) => seller.call((client) => client.widget.byOwner({ id }));

/** One of each thing a section can point at, all `seller`'s; the leaderboard is of `siteId`. */
async function itemsOf(seller: Seller): Promise<Items> {
  const siteId = (await createSite(seller)).id;
  const widgetId = (await createSite(seller, [], 'Embedded')).id;
  const productId = await insertProduct(server.testDatabase.database.db, seller.userId);
  return seller.call(async (client) => {
    // A checkout needs the seller's receiver.
    await client.commerceSettings.saveReceiver({
      receiverAccount: newWallet().address,
      receiverEmail: 'shop@example.com',
    });
    const leaderboard = await client.leaderboards.create({ siteId, title: 'Top buyers' });
    const checkout = await client.checkouts.create({
      title: 'Shirt',
      description: 'One shirt',
      items: [{ productId, quantity: 1 }],
    });
    const collection = await client.productCollections.create({ name: 'Summer', items: [{ productId }] });
    const form = await client.contractForms.create({
      name: 'Send tUSDC',
      description: '',
      chainId: 31337,
      address: NFT_CONTRACT,
      abi: JSON.stringify(erc20Abi),
      functions: [{ signature: 'transfer(address,uint256)', labels: ['Recipient', 'Amount'] }],
    });
    return {
      siteId,
      widgetId,
      leaderboardId: leaderboard.id,
      checkoutId: checkout.id,
      productId,
      collectionId: collection.id,
      formId: form.id,
    };
  });
}

const widgetSection = (widgetId: number) => ({ type: 'widget', data: { widgetId } });
const rankingSection = (rankingId: number) => ({ type: 'ranking', data: { title: 'Top', rankingId } });
const commerceSection = (type: 'checkout' | 'single-product' | 'collection', id: string) => ({
  type: 'commerce',
  data: { content: { type, id } },
});
const formSection = (formId: string) => ({
  type: 'user-contract-form',
  data: { formId, hideFormInfo: false },
});
const storeSection = (checkoutId: string) => ({
  type: 'asset-store',
  version: 2,
  data: {
    ...ASSET_STORE_DEFAULTS,
    title: 'The vault',
    contractAddress: NFT_CONTRACT,
    tokenIds: ['1', '2'],
    listings: [{ tokenId: '2', checkoutId }],
  },
});
const markdown = { type: 'markdown', data: { source: '# Hello' } };

/** Every field of a section that points at another record, with the owner's item, another user's and a missing id. */
const REFERENCES: {
  name: string;
  field: string;
  message: string;
  section: (items: Items) => unknown;
  missing: unknown[];
}[] = [
  {
    name: 'widget',
    field: 'widgetId',
    message: 'Not one of your widgets',
    section: (items) => widgetSection(items.widgetId),
    missing: [widgetSection(MISSING_SERIAL), widgetSection(99_999_999_999)],
  },
  {
    name: 'ranking',
    field: 'rankingId',
    message: "Not one of this widget's leaderboards",
    section: (items) => rankingSection(items.leaderboardId),
    missing: [rankingSection(MISSING_SERIAL)],
  },
  {
    name: 'commerce checkout',
    field: 'content.id',
    message: 'Not one of your checkouts',
    section: (items) => commerceSection('checkout', items.checkoutId),
    missing: [commerceSection('checkout', UNKNOWN_ID)],
  },
  {
    name: 'commerce single product',
    field: 'content.id',
    message: 'Not one of your products',
    section: (items) => commerceSection('single-product', items.productId),
    missing: [commerceSection('single-product', UNKNOWN_ID)],
  },
  {
    name: 'commerce collection',
    field: 'content.id',
    message: 'Not one of your collections',
    section: (items) => commerceSection('collection', items.collectionId),
    missing: [commerceSection('collection', UNKNOWN_ID)],
  },
  {
    name: 'user contract form',
    field: 'formId',
    message: 'Not one of your contract forms',
    section: (items) => formSection(String(items.formId)),
    missing: [formSection('nope'), formSection(String(MISSING_SERIAL)), formSection('01')],
  },
  {
    name: 'asset store listing',
    field: 'listings.0.checkoutId',
    message: 'Not one of your checkouts',
    section: (items) => storeSection(items.checkoutId),
    missing: [storeSection(UNKNOWN_ID), storeSection('not-a-checkout')],
  },
];

beforeAll(async () => {
  server = await startTestServer();
  owner = await newSeller(server);
  stranger = await newSeller(server);
  mine = await itemsOf(owner);
  theirs = await itemsOf(stranger);
});

afterAll(async () => {
  await server?.close();
});

describe('what a saved section points at', () => {
  it.each(REFERENCES)(
    "refuses another user's $name and a missing one with 400 on its field, writes nothing, and takes the owner's",
    async ({ field, message, section, missing }) => {
      const site = await save(owner, await readBack(owner, mine.siteId), [markdown]);
      for (const refused of [section(theirs), ...missing]) {
        const error = await failure(save(owner, site, [markdown, refused], 'Renamed'));
        expect(apiErrorStatus(error)).toBe(400);
        expect(apiFieldErrors(error)).toEqual({ [`config.page.sections.1.data.${field}`]: message });
        expect(await readBack(owner, site.id)).toEqual(site);
      }

      const saved = await save(owner, site, [markdown, section(mine)], 'Renamed');
      expect(saved.version).toBe(site.version + 1);
      expect(saved.configParsed.page.sections[1]).toEqual(section(mine));
      expect(await readBack(owner, site.id)).toEqual(saved);
    },
  );

  it('refuses a widget section showing the widget itself', async () => {
    const site = await createSite(owner, [markdown]);
    const error = await failure(save(owner, site, [widgetSection(site.id), markdown]));
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      'config.page.sections.0.data.widgetId': 'A widget cannot show itself',
    });
    expect(await readBack(owner, site.id)).toEqual(site);
  });

  it('refuses a self-reference even when an older server stored it, naming the section to fix', async () => {
    const site = await createSite(owner, [markdown]);
    await server.testDatabase.database.db
      .update(widgets)
      .set({ config: JSON.stringify(widgetConfigWith([markdown, widgetSection(site.id)], 'Site')) })
      .where(eq(widgets.id, site.id));
    const stored = await readBack(owner, site.id);
    const error = await failure(save(owner, stored, stored.configParsed.page.sections, 'Renamed'));
    expect(apiFieldErrors(error)).toEqual({
      'config.page.sections.1.data.widgetId': 'A widget cannot show itself',
    });
    expect(await readBack(owner, site.id)).toEqual(stored);
  });

  it("refuses the owner's leaderboard of another of the owner's widgets (its ranking reads only its own)", async () => {
    const other = await createSite(owner, [], 'Other');
    const error = await failure(save(owner, other, [rankingSection(mine.leaderboardId)]));
    expect(apiFieldErrors(error)).toEqual({
      'config.page.sections.0.data.rankingId': "Not one of this widget's leaderboards",
    });
    expect(await readBack(owner, other.id)).toEqual(other);
  });

  it('checks a new widget too: nothing is created while a section points elsewhere', async () => {
    const before = await owner.call((client) => client.widget.list({}));
    const error = await failure(
      createSite(owner, [
        markdown,
        commerceSection('checkout', theirs.checkoutId),
        widgetSection(theirs.widgetId),
      ]),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      'config.page.sections.1.data.content.id': 'Not one of your checkouts',
      'config.page.sections.2.data.widgetId': 'Not one of your widgets',
    });
    expect((await owner.call((client) => client.widget.list({}))).totalItems).toBe(before.totalItems);

    const created = await createSite(owner, [
      commerceSection('checkout', mine.checkoutId),
      widgetSection(mine.widgetId),
    ]);
    expect(created.configParsed.page.sections).toHaveLength(2);
  });

  it('names every failing section of a long page', async () => {
    const site = await createSite(owner);
    const sections = Array.from({ length: 500 }, (_, index) =>
      index % 2 === 0 ? widgetSection(theirs.widgetId) : commerceSection('checkout', mine.checkoutId),
    );
    const error = await failure(save(owner, site, sections));
    const fields = Object.keys(apiFieldErrors(error));
    expect(fields).toHaveLength(250);
    expect(fields).toContain('config.page.sections.498.data.widgetId');
    expect(await readBack(owner, site.id)).toEqual(site);
  });
});

describe('references saved before', () => {
  it('stay accepted after their item is deleted, so other changes still save; new ones are checked', async () => {
    const items = await itemsOf(owner);
    const sections = REFERENCES.map(({ section }) => section(items));
    const site = await save(owner, await readBack(owner, items.siteId), sections);

    await owner.call(async (client) => {
      await client.checkouts.remove({ id: items.checkoutId });
      await client.productCollections.remove({ id: items.collectionId });
      await client.products.remove({ id: items.productId });
      await client.leaderboards.remove({ id: items.leaderboardId });
      await client.contractForms.remove({ id: items.formId });
      await client.widget.remove({ id: items.widgetId });
    });

    // Renamed, the sections sent back as they were (moved around, one duplicated).
    const kept = [...sections].reverse();
    const renamed = await save(owner, site, [...kept, kept[0]], 'Renamed');
    expect(renamed.configParsed.name).toBe('Renamed');
    expect(renamed.configParsed.page.sections).toEqual([...kept, kept[0]]);

    // A reference the stored config did not hold is checked.
    const error = await failure(save(owner, renamed, [...kept, widgetSection(MISSING_SERIAL)]));
    expect(apiFieldErrors(error)).toEqual({
      [`config.page.sections.${kept.length}.data.widgetId`]: 'Not one of your widgets',
    });
    expect(await readBack(owner, site.id)).toEqual(renamed);
  });

  it('on restore: kept when the current config still holds them, checked again when it does not', async () => {
    const items = await itemsOf(owner);
    const site = await readBack(owner, items.siteId);
    const first = await save(owner, site, [rankingSection(items.leaderboardId), markdown]);
    const second = await save(owner, first, [markdown]);
    await owner.call((client) => client.leaderboards.remove({ id: items.leaderboardId }));

    const error = await failure(
      owner.call((client) =>
        client.widget.restore({ id: site.id, version: first.version, baseVersion: second.version }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      'config.page.sections.0.data.rankingId': "Not one of this widget's leaderboards",
    });
    expect(await readBack(owner, site.id)).toEqual(second);

    // The form is deleted while the current config still shows it: restoring an older version with it works.
    const withForm = await save(owner, second, [formSection(String(items.formId)), markdown]);
    const withoutMarkdown = await save(owner, withForm, [formSection(String(items.formId))]);
    await owner.call((client) => client.contractForms.remove({ id: items.formId }));
    const restored = await owner.call((client) =>
      client.widget.restore({ id: site.id, version: withForm.version, baseVersion: withoutMarkdown.version }),
    );
    expect(restored.configParsed.page.sections).toEqual([formSection(String(items.formId)), markdown]);
  });
});
