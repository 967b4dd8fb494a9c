import { expect, test } from '@playwright/test';
import { deployTestNft, LOCAL_RPC_URL } from '@suite/chain';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';
import { callApi } from '../support/api';
import { ONE_PIXEL_PNG } from '../support/images';
import { collectPageErrors } from '../support/page-tools';
import { ShellPage } from '../pages/shell-page';
import { TestWallet } from '../support/test-wallet';

// A site's collections (Data › Collections) as its visitors meet them: the collection list page below
// the site's preview lists them as the owner presents them, and each opens its collection page with
// the owner's name, description, banner and metadata link over what the chain says.
const OWNER_KEY = testKey(E2E_SELLER_KEY_INDEX);
const PICTURE = `data:image/png;base64,${ONE_PIXEL_PNG}`;

test("a visitor opens a site's collection list page, then a collection as the owner presents it", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const contract = await deployTestNft(LOCAL_RPC_URL);
  const name = `Gallery picks ${suffix}`;

  const ownerContext = await browser.newContext();
  const ownerPage = await ownerContext.newPage();
  const wallet = new TestWallet(ownerPage, OWNER_KEY);
  await wallet.install();
  await ownerPage.goto('http://localhost:3000/admin/widget');
  await new ShellPage(ownerPage).signIn(wallet.address);
  const widget = await callApi<{ id: number }>(ownerPage, 'POST', '/widget/upsert', {
    kit: 'NFT',
    config: JSON.stringify({
      name: `Gallery ${suffix}`,
      currency: 'USD',
      page: { title: 'Home', layout: { type: 'list' }, sections: [] },
      collections: [
        {
          chainId: 31337,
          contractAddress: contract,
          name,
          description: 'Chosen by the gallery',
          image: 'https://img.example.com/picks.png',
          backgroundImage: 'https://img.example.com/picks-banner.png',
          uri: 'https://img.example.com/picks.json',
        },
      ],
    }),
  });
  await ownerContext.close();

  // A visitor, never signed in.
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors = collectPageErrors(page);
  // The pictures are the owner's URLs: answered here, as their host would.
  await page.route('https://img.example.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from(PICTURE.split(',')[1] ?? '', 'base64') }),
  );
  await page.goto(`http://localhost:3000/admin/preview/${widget.id}/main/collections`);
  const list = page.getByRole('list', { name: 'Collections' });
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list).toContainText('Chosen by the gallery');
  await list.getByRole('link', { name }).click();

  await expect(page).toHaveURL(
    `http://localhost:3000/admin/preview/${widget.id}/main/collection/local-chain/${contract}`,
  );
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByText('Chosen by the gallery')).toBeVisible();
  await expect(page.getByRole('img', { name: `Banner of ${name}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Metadata' })).toHaveAttribute(
    'href',
    'https://img.example.com/picks.json',
  );
  // The chain's own name is not the title; the chain still says what is minted (nothing yet).
  await expect(page.getByRole('heading', { name: 'Test NFT', level: 1 })).toBeHidden();
  await expect(page.getByText('No NFT of this collection is minted yet.')).toBeVisible();

  // The same page on its public address, shared with the site, shows the same.
  await page.getByRole('button', { name: 'Share' }).click();
  const shared = await page.getByRole('dialog', { name: 'Share' }).getByRole('textbox').inputValue();
  expect(shared).toBe(`http://localhost:3000/collection/local-chain/${contract}?site=${widget.id}`);
  await page.goto(shared);
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  // Without the site, the chain's account.
  await page.goto(`http://localhost:3000/collection/local-chain/${contract}`);
  await expect(page.getByRole('heading', { name: 'Test NFT', level: 1 })).toBeVisible();
  expect(errors).toEqual([]);
  await context.close();
});
