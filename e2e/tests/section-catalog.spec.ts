import { expect, test } from '@playwright/test';
import { SectionTypeSchema } from '@suite/shared/widget';
import { SectionDialogPage } from '../pages/section-dialog-page';

// Every tile of the section catalog opens its editor form with the live preview beside it, with no
// page error, in the standalone mfe_section_editors (a visitor who is not signed in: pickers that need
// the owner's data say so instead). A screenshot of each editor lands in test-results/catalog/.
test('every tile of the catalog opens a working editor with its live preview', async ({ page }) => {
  test.setTimeout(240_000);
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  const sections = new SectionDialogPage(page);
  await sections.openAddDialog();

  const tiles = sections.dialog.locator('button[aria-describedby]');
  // One tile per type the dialog routes to, none twice.
  await expect(tiles).toHaveCount(SectionTypeSchema.options.length);
  const titles = (await tiles.allInnerTexts()).map((text) => text.split('\n')[0]?.trim() ?? '');
  expect(new Set(titles).size).toBe(titles.length);

  for (const title of titles) {
    await test.step(title, async () => {
      await sections.pickType(title);
      await expect(sections.dialog.getByRole('form').first()).toBeVisible();
      await expect(sections.preview).toBeVisible();
      await page.screenshot({
        path: `test-results/catalog/${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.png`,
      });
      await sections.dialog.getByRole('button', { name: 'Back' }).click();
      await expect(sections.dialog.getByLabel('Search sections')).toBeVisible();
    });
  }
  expect(errors).toEqual([]);
});
