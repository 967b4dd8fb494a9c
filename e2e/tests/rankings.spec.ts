import { expect, test } from '@playwright/test';
import { generatePrivateKey } from 'viem/accounts';
import { readTable, RankingsPage } from '../pages/rankings-page';
import { WidgetEditorPage } from '../pages/widget-editor-page';
import { collectPageErrors } from '../support/page-tools';
import { TestWallet } from '../support/test-wallet';

// An owner makes a leaderboard in the Rankings panel, a ranking section shows it in the section's
// preview and in the public embed, and a site's server posts a score with the leaderboard's score key
// (the API key, which the embed code shows every visitor, posts none). Each run signs in with
// a fresh wallet, so it starts with no widget.

const ADA = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const BOB = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC';
const CAROL = '0x90F79bf6EB2c4f870365E785982E1f101E93b906';
const DAVE = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65';

test('an owner ranks wallets in a leaderboard, shown by a ranking section in the preview and the embed', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(240_000);
  const errors = collectPageErrors(page);
  const wallet = new TestWallet(page, generatePrivateKey());
  await wallet.install();
  const editor = new WidgetEditorPage(page);
  await editor.gotoList();
  await editor.account.signIn(wallet.address);
  const id = await editor.createWidget('Arcade', 'Full Kit');
  const rankings = new RankingsPage(page);
  const board = 'Weekly high scores';

  await test.step('Rankings: a leaderboard with entries, checked beside the fields', async () => {
    await editor.openSection('Rankings');
    await expect(editor.sectionHeading('Rankings')).toBeVisible();
    await expect(page.getByText("You don't have any leaderboards yet")).toBeVisible();
    await rankings.createLeaderboard(board, 'Best runs of the week');
    await expect(rankings.entries(board).getByText('No scores yet')).toBeVisible();

    const form = rankings.addForm(board);
    await form.getByLabel('Wallet address').fill('0x1234');
    await form.getByLabel('Score').fill('12.345678');
    await form.getByRole('button', { name: 'Add entry' }).click();
    await expect(form.getByText('Must be a valid address (0x followed by 40 hex characters)')).toBeVisible();
    await expect(form.getByText('Must have at most 4 decimals')).toBeVisible();

    await rankings.addEntry(board, ADA.toLowerCase(), '300');
    await rankings.addEntry(board, BOB, '1200');
    await rankings.addEntry(board, CAROL, '300');
    await expect
      .poll(() => rankings.rows(board))
      .toEqual([
        ['1', '0x3C44…93BC', '1,200'],
        ['2', '0x7099…79C8', '300'],
        ['2', '0x90F7…b906', '300'],
      ]);
    // The same wallet again is refused beside its field.
    await form.getByLabel('Wallet address').fill(BOB.toLowerCase());
    await form.getByLabel('Score').fill('5');
    await form.getByRole('button', { name: 'Add entry' }).click();
    await expect(form.getByText('This wallet is already on this leaderboard')).toBeVisible();
  });

  await test.step('Components: a ranking section picks it and previews its entries', async () => {
    await editor.openSection('Components');
    const dialog = await editor.addSection('Ranking', 'Scores');
    const ranking = dialog.getByRole('form', { name: 'Ranking section' });
    await ranking.getByLabel('Title', { exact: true }).fill('Top players');
    await ranking.getByRole('button', { name: board }).click();
    const preview = dialog.getByRole('region', { name: 'Preview section' });
    const table = preview.getByRole('table', { name: `Scores of ${board}` });
    await expect
      .poll(() => readTable(table, 3))
      .toEqual([
        ['1', '0x3C44…93BC', '1,200'],
        ['2', '0x7099…79C8', '300'],
        ['2', '0x90F7…b906', '300'],
      ]);
    await editor.saveSectionDialog('Ranking section');
    await editor.save();
  });

  let apiKey = '';
  await test.step('API key: created for the embed', async () => {
    await editor.openSection('API key');
    await page.getByRole('button', { name: 'Create API key' }).click();
    apiKey = (await page.getByLabel('API key', { exact: true }).innerText()).trim();
    expect(apiKey).toMatch(/^[0-9a-f-]{36}$/);
  });

  await test.step("a site's server posts a score with the leaderboard's score key, not the API key", async () => {
    await editor.openSection('Rankings');
    await rankings.leaderboard(board).getByRole('button', { name: 'Entries' }).click();
    await rankings
      .entries(board)
      .getByRole('button', { name: /Post scores from your site/ })
      .click();
    const endpoint = (
      await rankings.entries(board).getByLabel('Scores endpoint', { exact: true }).innerText()
    ).replace(/^POST /, '');
    expect(endpoint).toMatch(new RegExp(`/api/sites/${id}/leaderboards/\\d+/scores$`));
    const keyGroup = rankings.entries(board).getByRole('group', { name: 'Score key' });
    await keyGroup.getByRole('button', { name: 'Create score key' }).click();
    await expect(keyGroup.getByText('Copy your score key now: it is not shown again.')).toBeVisible();
    const scoreKey = (await keyGroup.getByLabel('Score key', { exact: true }).innerText()).trim();
    expect(scoreKey).toMatch(/^lbk_[A-Za-z0-9_-]{43}$/);
    // A server-side post: no browser origin, the key in the body.
    const post = (key: Record<string, string>, address: string, score: number) =>
      request.post(endpoint, { data: { ...key, address, score } });
    // The API key, which the embed code shows every visitor, posts nothing.
    expect((await post({ apiKey }, DAVE, 9999)).status()).toBe(400);
    const first = await post({ scoreKey }, DAVE, 5000);
    expect(first.status()).toBe(200);
    expect(await first.json()).toMatchObject({ kept: true, entry: { rank: 1, score: 5000 } });
    const lower = await post({ scoreKey }, DAVE, 10);
    expect(await lower.json()).toMatchObject({ kept: false, entry: { score: 5000 } });
    expect((await post({ scoreKey }, DAVE, 1.23456)).status()).toBe(400);
    expect((await post({ scoreKey: `lbk_${'A'.repeat(43)}` }, DAVE, 9999)).status()).toBe(401);
  });

  await test.step('the public embed shows the ranking to a signed-out visitor', async () => {
    const visitor = await (await browser.newContext()).newPage();
    const visitorErrors = collectPageErrors(visitor);
    await visitor.goto(`/embed/${id}?apiKey=${apiKey}`);
    await expect(visitor.getByRole('heading', { name: 'Top players' })).toBeVisible();
    await expect(visitor.getByRole('heading', { name: board })).toBeVisible();
    const table = visitor.getByRole('table', { name: `Scores of ${board}` });
    await expect
      .poll(() => readTable(table, 3))
      .toEqual([
        ['1', '0x15d3…6A65', '5,000'],
        ['2', '0x3C44…93BC', '1,200'],
        ['3', '0x7099…79C8', '300'],
        ['3', '0x90F7…b906', '300'],
      ]);
    expect(visitorErrors).toEqual([]);
    await visitor.context().close();
  });

  expect(errors).toEqual([]);
});
