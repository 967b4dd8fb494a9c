import { expect, test } from '@playwright/test';
import { deployTestNft, LOCAL_RPC_URL } from '@suite/chain';
import { E2E_SELLER_KEY_INDEX, testKey } from '../support/accounts';
import { callApi } from '../support/api';
import { ONE_PIXEL_PNG } from '../support/images';
import { collectPageErrors } from '../support/page-tools';
import { signedInBrowser } from '../pages/shell-page';

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

  const { context: ownerContext, page: ownerPage } = await signedInBrowser(browser, OWNER_KEY);
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

test("a site's collection pages speak its language and wear its theme, and the admin keeps its own", async ({
  browser,
}) => {
  test.setTimeout(120_000);
  const suffix = Date.now().toString(36);
  const contract = await deployTestNft(LOCAL_RPC_URL);
  const name = `Coleção ${suffix}`;
  const { context, page } = await signedInBrowser(browser, OWNER_KEY, { colorScheme: 'dark' });
  const errors = collectPageErrors(page);
  const widget = await callApi<{ id: number }>(page, 'POST', '/widget/upsert', {
    kit: 'NFT',
    config: JSON.stringify({
      name: `Galeria ${suffix}`,
      currency: 'BRL',
      locale: 'pt-BR',
      theme: 'custom',
      // The visitor's system is dark: the site's dark colours, not its light ones.
      customThemeLight: { colorBgBase: '#ffffff' },
      customThemeDark: { colorBgBase: '#1a0b2e' },
      page: { title: 'Home', layout: { type: 'list' }, sections: [] },
      collections: [
        {
          chainId: 31337,
          contractAddress: contract,
          name,
          description: 'Escolhida pela galeria',
          image: 'https://img.example.com/colecao.png',
          backgroundImage: 'https://img.example.com/colecao-capa.png',
          uri: 'https://img.example.com/picks.json',
        },
      ],
    }),
  });
  const surface = page.locator('[data-widget-theme]');
  await page.route('https://img.example.com/**', (route) =>
    route.fulfill({ contentType: 'image/png', body: Buffer.from(PICTURE.split(',')[1] ?? '', 'base64') }),
  );

  await page.goto(`http://localhost:3000/admin/preview/${widget.id}/main/collections`);
  await expect(page.getByRole('heading', { name: 'Coleções', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'pt');
  const background = await surface.evaluate((element) => getComputedStyle(element).backgroundColor);
  // The dark algorithm over the site's dark background: a deep purple, never the suite's grey.
  const [red = 0, green = 0, blue = 0] = background.match(/\d+/g)?.map(Number) ?? [];
  expect(blue).toBeGreaterThan(red);
  expect(blue).toBeGreaterThan(green);
  expect(red + green + blue).toBeLessThan(200);

  await page.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { name, level: 1 })).toBeVisible();
  await expect(page.getByRole('img', { name: `Capa de ${name}` })).toBeVisible();
  await expect(page.getByText('Nenhum NFT desta coleção foi cunhado ainda.')).toBeVisible();
  await expect(surface).toHaveCSS('background-color', background);

  // The site's language is not remembered: the admin, opened after, is in the owner's own.
  await page.goto('http://localhost:3000/admin/widget');
  await expect(page.getByRole('heading', { name: 'Widgets', level: 1 })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(errors).toEqual([]);
  await context.close();
});
