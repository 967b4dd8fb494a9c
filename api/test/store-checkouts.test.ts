import { apiErrorReason, apiErrorMessage, apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { PUBLIC_CHECKOUT_MESSAGES } from '@suite/shared/schemas';
import type { Widget } from '@suite/shared/widget';
import { failure, newWallet } from './support/accounts';
import { anonymous, newSeller, UNKNOWN_ID, widgetConfigWith, type Seller } from './support/catalog';
import { readySeller } from './support/commerce';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
let seller: Seller;
let other: Seller;
let visitor: ReturnType<typeof anonymous>;
const PAY_ORIGIN = 'https://admin.example.com';

/** An active product of `owner` made through the API (not digital unless told). */
async function product(owner: Seller, name: string, digital = false) {
  return owner.call((client) =>
    client.products.create({
      name,
      price: '10',
      description: `About ${name}`,
      digital,
      publishedAt: new Date().toISOString(),
    }),
  );
}

async function site(owner: Seller, sections: unknown[]): Promise<Widget> {
  const config = JSON.stringify(widgetConfigWith(sections, 'Shop'));
  return owner.call((client) => client.widget.upsert({ config, kit: 'Commerce' }));
}

async function saveSections(owner: Seller, widget: Widget, sections: unknown[]): Promise<Widget> {
  const config = JSON.stringify(widgetConfigWith(sections, 'Shop'));
  return owner.call((client) => client.widget.upsert({ id: widget.id, version: widget.version, config }));
}

const store = (emailRequired: boolean) => ({
  type: 'commerce',
  data: { content: { type: 'store', params: { emailRequired } } },
});
const commerce = (type: 'checkout' | 'single-product' | 'collection', id: string) => ({
  type: 'commerce',
  data: { content: { type, id } },
});

function buy(siteId: number, id: string) {
  return visitor((client) => client.siteContent.buyProduct({ siteId, id }));
}

beforeAll(async () => {
  // The admin's public address, where every pay page is, wherever the site is drawn.
  server = await startTestServer({ PUBLIC_APP_URL: PAY_ORIGIN });
  seller = await newSeller(server);
  other = await newSeller(server);
  visitor = anonymous(server);
  await seller.call((client) =>
    client.commerceSettings.saveReceiver({
      receiverAccount: newWallet().address,
      receiverEmail: 'shop@example.com',
    }),
  );
});

afterAll(async () => {
  await server?.close();
});

describe("a site's store checkouts", () => {
  it("sells a store's product through one checkout made from the saved section, the same on every call", async () => {
    const mug = await product(seller, 'Mug');
    let shop = await site(seller, [store(true)]);
    const { checkoutId, payUrl } = await buy(shop.id, mug.id);
    // The pay page names the site, so the order says where it was sold.
    expect(payUrl).toBe(`${PAY_ORIGIN}/c/${checkoutId}?site=${shop.id}`);
    await expect(buy(shop.id, mug.id)).resolves.toEqual({ checkoutId, payUrl });

    const checkout = await visitor((client) => client.publicCheckouts.get({ id: checkoutId }));
    expect(checkout).toMatchObject({
      payUrl: `${PAY_ORIGIN}/c/${checkoutId}`,
      title: 'Mug',
      description: 'About Mug',
      requireEmail: true,
      requireAddress: true,
      editable: true,
      items: [{ productId: mug.id, quantity: 1, name: 'Mug', forSale: true }],
      total: '10',
    });

    // The owner stops asking the e-mail: the same checkout follows the saved section.
    shop = await saveSections(seller, shop, [store(false)]);
    await expect(buy(shop.id, mug.id)).resolves.toEqual({ checkoutId, payUrl });
    await expect(visitor((client) => client.publicCheckouts.get({ id: checkoutId }))).resolves.toMatchObject({
      requireEmail: false,
    });
  });

  it('asks no shipping address for a digital product, and gives each site its own checkout', async () => {
    const ebook = await product(seller, 'E-book', true);
    const first = await site(seller, [store(false)]);
    const second = await site(seller, [store(false)]);
    const one = await buy(first.id, ebook.id);
    const two = await buy(second.id, ebook.id);
    expect(two.checkoutId).not.toBe(one.checkoutId);
    await expect(
      visitor((client) => client.publicCheckouts.get({ id: one.checkoutId })),
    ).resolves.toMatchObject({ requireAddress: false, requireEmail: false });
  });

  it('sells through a product or collection section only what that section shows', async () => {
    // One call at a time: a test browser's cookies go with the global fetch while its call runs.
    const shown = await product(seller, 'Shown');
    const inCollection = await product(seller, 'In collection');
    const elsewhere = await product(seller, 'Elsewhere');
    const collection = await seller.call((client) =>
      client.productCollections.create({ name: 'Picks', items: [{ productId: inCollection.id }] }),
    );
    const shop = await site(seller, [
      commerce('single-product', shown.id),
      commerce('collection', collection.id),
    ]);
    await expect(buy(shop.id, shown.id)).resolves.toMatchObject({ checkoutId: expect.any(String) });
    const picked = await buy(shop.id, inCollection.id);
    // Without a store section nothing asks the e-mail.
    await expect(
      visitor((client) => client.publicCheckouts.get({ id: picked.checkoutId })),
    ).resolves.toMatchObject({ requireEmail: false });

    const refused = await failure(buy(shop.id, elsewhere.id));
    expect(apiErrorStatus(refused)).toBe(409);
    expect(apiErrorReason(refused)?.reason).toBe('siteDoesNotSellProduct');
    expect(apiErrorMessage(refused)).toBe('This site does not sell this product');
    const bare = await site(seller, []);
    expect(apiErrorStatus(await failure(buy(bare.id, shown.id)))).toBe(409);
  });

  it("answers 404 for an inactive product, another owner's, an unknown one or an unknown site, and 400 for a bad id", async () => {
    const shop = await site(seller, [store(false)]);
    const draft = await seller.call((client) =>
      client.products.create({ name: 'Draft', price: '1', description: '', publishedAt: null }),
    );
    const theirs = await product(other, 'Theirs');
    for (const id of [draft.id, theirs.id, UNKNOWN_ID]) {
      const error = await failure(buy(shop.id, id));
      expect(apiErrorStatus(error)).toBe(404);
      expect(apiErrorMessage(error)).toBe('Product not found');
    }
    const unknownSite = await failure(buy(2_000_000_000, theirs.id));
    expect(apiErrorStatus(unknownSite)).toBe(404);
    expect(apiErrorMessage(unknownSite)).toBe('Site not found');
    expect(apiFieldErrors(await failure(buy(shop.id, 'not-a-uuid')))).toEqual({ id: 'Must be a valid id' });
  });

  it('is not one of the seller’s checkouts: not listed, read, edited, deleted nor shown by a section', async () => {
    const cap = await product(seller, 'Cap');
    const shop = await site(seller, [store(false)]);
    const { checkoutId } = await buy(shop.id, cap.id);

    const listed = await seller.call((client) => client.checkouts.list({ q: 'Cap' }));
    expect(listed.items).toEqual([]);
    const picker = await seller.call((client) => client.checkouts.bySite({ siteId: shop.id }));
    expect(picker.items.map((item) => item.id)).not.toContain(checkoutId);
    for (const call of [
      () => seller.call((client) => client.checkouts.get({ id: checkoutId })),
      () =>
        seller.call((client) =>
          client.checkouts.update({
            id: checkoutId,
            title: 'Taken over',
            description: 'Mine now',
            items: [{ productId: cap.id, quantity: 1 }],
          }),
        ),
      () => seller.call((client) => client.checkouts.remove({ id: checkoutId })),
    ]) {
      expect(apiErrorStatus(await failure(call()))).toBe(404);
    }
    const shown = await failure(saveSections(seller, shop, [store(false), commerce('checkout', checkoutId)]));
    expect(apiFieldErrors(shown)).toEqual({
      'config.page.sections.1.data.content.id': 'Not one of your checkouts',
    });
    await expect(visitor((client) => client.publicCheckouts.get({ id: checkoutId }))).resolves.toMatchObject({
      title: 'Cap',
    });
  });

  it("says whether the site's store takes orders now, or why not, in the pay page's words", async () => {
    const status = (siteId: number) => visitor((client) => client.siteContent.storeStatus({ siteId }));
    // No receiver set up.
    expect(await status((await site(other, [store(false)])).id)).toEqual({
      unavailableReason: PUBLIC_CHECKOUT_MESSAGES.receiverMissing,
    });
    // A receiver, but no credits (and no network).
    expect(await status((await site(seller, [store(false)])).id)).toEqual({
      unavailableReason: PUBLIC_CHECKOUT_MESSAGES.noCredits,
    });
    // Ready: a receiver, a network and credits.
    const ready = await readySeller(server);
    const readySite = await ready.browser.call((client) =>
      client.widget.upsert({
        config: JSON.stringify(widgetConfigWith([store(false)], 'Shop')),
        kit: 'Commerce',
      }),
    );
    expect(await status(readySite.id)).toEqual({ unavailableReason: null });
    expect(apiErrorStatus(await failure(status(2_000_000_000)))).toBe(404);
  });

  it('places an order through it only with what the site asks, and goes when its product does', async () => {
    const lamp = await product(seller, 'Lamp');
    const shop = await site(seller, [store(true)]);
    const { checkoutId } = await buy(shop.id, lamp.id);
    const refused = await failure(
      visitor((client) =>
        client.orders.create({
          siteId: String(shop.id),
          checkoutId,
          sender: newWallet().address,
          chainId: 31337,
          tokenAddress: '0x5FbDB2315678afecb367f032d93F642f64180aa3',
          items: [{ productId: lamp.id, quantity: 3 }],
        }),
      ),
    );
    expect(apiErrorStatus(refused)).toBe(400);
    expect(apiFieldErrors(refused)).toMatchObject({ email: 'Required', shippingAddress: 'Required' });
    expect(apiFieldErrors(refused)).not.toHaveProperty('items.0.quantity');

    await seller.call((client) => client.products.remove({ id: lamp.id }));
    const gone = await failure(visitor((client) => client.publicCheckouts.get({ id: checkoutId })));
    expect(apiErrorStatus(gone)).toBe(404);
  });
});
