import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { SectionDialogPage } from '../pages/section-dialog-page';
import { collectPageErrors } from '../support/page-tools';

// The visual components (accordion, cards, stepper, tabs) built in the Add Section dialog of the
// standalone page composer: what is typed shows in the live 'Preview section', as a visitor sees it.

/** The top of an element, in page pixels. */
async function topOf(locator: Locator): Promise<number> {
  const box = await locator.boundingBox();
  if (!box) throw new Error('The element is not laid out');
  return box.y;
}

/** Drags an element with the mouse, in small steps as a hand would, by (dx, dy) pixels. */
async function drag(page: Page, element: Locator, dx: number, dy: number): Promise<void> {
  const box = await element.boundingBox();
  if (!box) throw new Error('The element to drag is not laid out');
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  await page.mouse.move(x + dx / 4, y + dy / 4, { steps: 5 });
  await page.mouse.move(x + dx, y + dy, { steps: 15 });
  await page.mouse.up();
}

test('builds an accordion whose panels preview as they are typed', async ({ page }) => {
  const errors = collectPageErrors(page);
  const sections = new SectionDialogPage(page);
  await sections.openAddDialog();
  await sections.pickType('Accordion');
  await sections.nameSection('FAQ');
  const accordion = sections.editor('Accordion section');
  await expect(accordion.getByRole('tab', { name: 'Accordions', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(accordion.getByRole('tab', { name: 'Settings', exact: true })).toBeVisible();
  // A panel needs its content: until then the preview says the section is not ready.
  await expect(sections.preview.getByText('This section is not configured yet')).toBeVisible();

  await sections.field(accordion, 'Title').fill('How do I connect my wallet?');
  await sections.field(accordion, 'Content').fill('Press **Connect wallet** at the top of the page.');
  const first = sections.preview.getByRole('heading', { level: 3, name: 'How do I connect my wallet?' });
  await expect(first).toBeVisible();
  // A visitor opens the panel to read its answer.
  await first.click();
  await expect(sections.preview.locator('strong', { hasText: 'Connect wallet' })).toBeVisible();

  await accordion.getByRole('button', { name: 'Add accordion' }).click();
  // The new panel is the one open in the editor: the first one closed.
  await expect(sections.field(accordion, 'Title')).toHaveCount(1);
  await expect(sections.field(accordion, 'Title')).toHaveValue('Accordion 2');
  await expect(accordion.getByRole('button', { name: /^How do I connect my wallet\?/ })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  await sections.field(accordion, 'Content').fill('Yes, on every listed network.');
  await expect(sections.preview.getByRole('heading', { level: 3, name: 'Accordion 2' })).toBeVisible();
  await sections.field(accordion, 'Title').fill('Can I pay in USDC?');
  const second = sections.preview.getByRole('heading', { level: 3, name: 'Can I pay in USDC?' });
  await expect(second).toBeVisible();
  // The heading holds the panel's button (WAI-ARIA's accordion), which Space opens as well as Enter.
  const secondToggle = second.getByRole('button', { name: 'Can I pay in USDC?' });
  await expect(secondToggle).toHaveAttribute('aria-expanded', 'false');
  await secondToggle.focus();
  await page.keyboard.press('Space');
  await expect(secondToggle).toHaveAttribute('aria-expanded', 'true');
  await expect(sections.preview.getByText('Yes, on every listed network.')).toBeVisible();

  await accordion.getByRole('tab', { name: 'Settings', exact: true }).click();
  await sections.choose(accordion, 'Heading level', 'H2');
  await expect(sections.preview.getByRole('heading', { level: 2, name: 'Can I pay in USDC?' })).toBeVisible();
  await page.screenshot({ path: 'test-results/visual-accordion-dialog.png' });

  await sections.saveConfiguration('Accordion section');
  await expect(
    sections.pagePreview.getByRole('heading', { level: 2, name: 'How do I connect my wallet?' }),
  ).toBeVisible();
  await expect(page.getByText('FAQ', { exact: true })).toBeVisible();
  expect(errors).toEqual([]);
});

test('builds a cards grid, and a card dragged on the layout grid moves in the preview', async ({ page }) => {
  const errors = collectPageErrors(page);
  const sections = new SectionDialogPage(page);
  await sections.openAddDialog();
  await sections.pickType('Cards');
  const cards = sections.editor('Cards section');
  await expect(cards.getByRole('tab', { name: 'Layout Settings', exact: true })).toBeVisible();

  await sections.field(cards, 'Title').fill('Starter pass');
  await sections.field(cards, 'Description').fill('Entry to every **monthly** drop.');
  await expect(sections.preview.getByRole('heading', { level: 4, name: 'Starter pass' })).toBeVisible();
  await expect(sections.preview.locator('strong', { hasText: 'monthly' })).toBeVisible();

  await cards.getByRole('button', { name: 'Add card' }).click();
  await expect(sections.field(cards, 'Title')).toHaveCount(1);
  await expect(sections.field(cards, 'Title')).toHaveValue('Card 2');
  await sections.field(cards, 'Title').fill('Pro pass');
  await sections.field(cards, 'Description').fill('Everything in Starter, and early access.');
  const previewGrid = sections.preview.getByRole('region', { name: 'Cards' });
  const starterInPreview = previewGrid.getByRole('heading', { level: 4, name: 'Starter pass' });
  const proInPreview = previewGrid.getByRole('heading', { level: 4, name: 'Pro pass' });
  await expect(proInPreview).toBeVisible();
  // The new card comes after the first one: the preview, narrower than the widest size, stacks it below.
  expect(await topOf(proInPreview)).toBeGreaterThan(await topOf(starterInPreview));

  // On the editor's layout grid (react-grid-layout), the new card sits right of the first one.
  const map = cards.getByRole('region', { name: 'Card layout' });
  const starterCell = map.locator('.react-grid-item').filter({ hasText: 'Starter pass' });
  const proCell = map.locator('.react-grid-item').filter({ hasText: 'Pro pass' });
  await expect(proCell).toBeVisible();
  // The editor has scrolled down to the new card's fields: back up to the grid.
  await map.scrollIntoViewIfNeeded();
  const starterBox = await starterCell.boundingBox();
  const proBox = await proCell.boundingBox();
  if (!starterBox || !proBox) throw new Error('The layout grid is not drawn');
  expect(Math.round(proBox.y)).toBe(Math.round(starterBox.y));
  expect(proBox.x).toBeGreaterThan(starterBox.x + starterBox.width - 1);

  // Dragged onto the first card's place, the new card takes it and pushes the first one down.
  await drag(page, proCell, starterBox.x - proBox.x, 0);
  await expect
    .poll(async () => Math.round((await proCell.boundingBox())?.x ?? -1))
    .toBe(Math.round(starterBox.x));
  await expect.poll(async () => (await starterCell.boundingBox())?.y ?? 0).toBeGreaterThan(proBox.y + 10);

  // The layout is written back into each card's place on the grid...
  await sections.openPanel(cards, 'Pro pass');
  await expect(sections.field(cards, 'Title')).toHaveCount(1);
  await expect(sections.field(cards, 'Title')).toHaveValue('Pro pass');
  await expect(sections.field(cards, 'Column (x)')).toHaveValue('0');
  await expect(sections.field(cards, 'Row (y)')).toHaveValue('0');
  await sections.openPanel(cards, 'Starter pass');
  await expect(sections.field(cards, 'Title')).toHaveCount(1);
  await expect(sections.field(cards, 'Title')).toHaveValue('Starter pass');
  await expect(sections.field(cards, 'Column (x)')).toHaveValue('0');
  await expect(sections.field(cards, 'Row (y)')).toHaveValue('2');
  // ...and the preview follows it: the dragged card now comes first.
  await expect
    .poll(async () => (await topOf(starterInPreview)) - (await topOf(proInPreview)))
    .toBeGreaterThan(0);
  await page.screenshot({ path: 'test-results/visual-cards-dialog.png' });

  // The same map from the keyboard: the focused card moves right with an arrow key, grows with
  // Shift and an arrow key, and Enter opens its fields.
  const starterOnMap = map.getByRole('button', { name: 'Starter pass: column 1, row 3, 3 by 2 cells' });
  await starterOnMap.focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Shift+ArrowRight');
  const movedOnMap = map.getByRole('button', { name: 'Starter pass: column 2, row 3, 4 by 2 cells' });
  await expect(movedOnMap).toBeFocused();
  await sections.openPanel(cards, 'Pro pass');
  await movedOnMap.focus();
  await page.keyboard.press('Enter');
  await expect(sections.field(cards, 'Title')).toHaveValue('Starter pass');
  await expect(sections.field(cards, 'Column (x)')).toHaveValue('1');
  await expect(sections.field(cards, 'Width (w)')).toHaveValue('4');

  await sections.saveConfiguration('Cards section');
  const pageStarter = sections.pagePreview.getByRole('heading', { level: 4, name: 'Starter pass' });
  const pagePro = sections.pagePreview.getByRole('heading', { level: 4, name: 'Pro pass' });
  await expect(pageStarter).toBeVisible();
  await expect(pagePro).toBeVisible();
  expect(errors).toEqual([]);
});

test('builds a stepper a visitor goes through in the preview', async ({ page }) => {
  const errors = collectPageErrors(page);
  const sections = new SectionDialogPage(page);
  await sections.openAddDialog();
  await sections.pickType('Stepper');
  const stepper = sections.editor('Stepper section');
  await expect(stepper.getByRole('tab', { name: 'Steps', exact: true })).toHaveAttribute(
    'aria-selected',
    'true',
  );

  await sections.field(stepper, 'Label').fill('Connect');
  await sections.field(stepper, 'Content').fill('Open your wallet and connect it.');
  await stepper.getByRole('button', { name: 'Add step' }).click();
  await expect(sections.field(stepper, 'Label')).toHaveCount(1);
  await expect(sections.field(stepper, 'Label')).toHaveValue('Step 2');
  await sections.field(stepper, 'Label').fill('Pay');
  await sections.field(stepper, 'Description').fill('In USDC');
  await sections.field(stepper, 'Content').fill('Approve the **payment**.');

  const preview = sections.preview.getByRole('region', { name: 'Stepper' });
  await expect(preview.getByText('Connect', { exact: true })).toBeVisible();
  await expect(preview.getByText('Pay', { exact: true })).toBeVisible();
  await expect(preview.getByText('In USDC', { exact: true })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Connect' })).toHaveText(
    'Open your wallet and connect it.',
  );
  await expect(preview.getByRole('region', { name: 'Pay' })).toBeHidden();

  await stepper.getByRole('tab', { name: 'Settings', exact: true }).click();
  await sections.field(stepper, 'Finish button text').fill('Done');

  await preview.getByRole('button', { name: 'Next' }).click();
  await expect(preview.getByRole('region', { name: 'Pay' })).toBeVisible();
  await expect(preview.getByRole('region', { name: 'Pay' }).locator('strong')).toHaveText('payment');
  await expect(preview.getByRole('region', { name: 'Connect' })).toBeHidden();
  await preview.getByRole('button', { name: 'Done' }).click();
  await expect(preview.getByText('All steps completed')).toBeVisible();
  await preview.getByRole('button', { name: 'Reset' }).click();
  await expect(preview.getByRole('region', { name: 'Connect' })).toBeVisible();
  await page.screenshot({ path: 'test-results/visual-stepper-dialog.png' });

  await sections.saveConfiguration('Stepper section');
  await expect(
    sections.pagePreview.getByRole('region', { name: 'Stepper' }).getByText('Pay', { exact: true }),
  ).toBeVisible();
  expect(errors).toEqual([]);
});

test('builds tabs a visitor switches between in the preview', async ({ page }) => {
  const errors = collectPageErrors(page);
  const sections = new SectionDialogPage(page);
  await sections.openAddDialog();
  await sections.pickType('Tabs');
  const tabs = sections.editor('Tabs section');
  const preview = sections.preview;
  // A new tabs section starts with two tabs, each waiting for its content.
  await expect(tabs.getByRole('button', { name: /^Tab 1/ })).toBeVisible();
  await expect(tabs.getByRole('button', { name: /^Tab 2/ })).toBeVisible();
  await expect(tabs.getByRole('button', { name: 'Remove Tab 1' })).toBeEnabled();
  await expect(preview.getByText('This section is not configured yet')).toBeVisible();

  await sections.field(tabs, 'Label').fill('Overview');
  await sections.field(tabs, 'Content').fill('Our **roadmap** for the year.');
  await tabs.getByRole('button', { name: /^Tab 2/ }).click();
  // One panel open at a time: the first one closes.
  await expect(sections.field(tabs, 'Label')).toHaveCount(1);
  await expect(sections.field(tabs, 'Label')).toHaveValue('Tab 2');
  await sections.field(tabs, 'Content').fill('Five builders, two continents.');
  await expect(preview.getByRole('tab', { name: 'Tab 2' })).toBeVisible();
  await sections.field(tabs, 'Label').fill('Team');

  await expect(preview.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(preview.getByRole('tabpanel').filter({ visible: true }).locator('strong')).toHaveText(
    'roadmap',
  );
  await preview.getByRole('tab', { name: 'Team' }).click();
  await expect(preview.getByRole('tab', { name: 'Team' })).toHaveAttribute('aria-selected', 'true');
  await expect(preview.getByRole('tabpanel').filter({ visible: true })).toHaveText(
    'Five builders, two continents.',
  );

  await tabs.getByRole('button', { name: 'Add tab' }).click();
  await expect(sections.field(tabs, 'Label')).toHaveCount(1);
  await expect(sections.field(tabs, 'Label')).toHaveValue('Tab 3');
  await tabs.getByRole('button', { name: 'Remove Tab 3' }).click();
  await expect(tabs.getByRole('button', { name: /^Tab 3/ })).toHaveCount(0);
  await expect(preview.getByRole('tab', { name: 'Team' })).toBeVisible();
  await page.screenshot({ path: 'test-results/visual-tabs-dialog.png' });

  await sections.save('Tabs section');
  await expect(sections.pagePreview.getByRole('tab', { name: 'Overview' })).toBeVisible();
  await expect(sections.pagePreview.getByRole('tab', { name: 'Team' })).toBeVisible();
  expect(errors).toEqual([]);
});

test('builds a carousel a keyboard user moves through, reaching only the slide in view', async ({ page }) => {
  const errors = collectPageErrors(page);
  const sections = new SectionDialogPage(page);
  await sections.openAddDialog();
  await sections.pickType('Carousel');
  const carousel = sections.editor('Carousel section');
  for (const name of ['Mint', 'Roadmap']) {
    await carousel.getByRole('button', { name: 'Add slide' }).click();
    const slide = carousel.getByRole('group', { name: 'New slide' });
    await slide.getByLabel('Image URL', { exact: true }).fill(`https://cdn.example.com/${name}.png`);
    await slide.getByLabel('Slide title', { exact: true }).fill(name);
    await slide.getByLabel('Link', { exact: true }).fill(`https://example.com/${name.toLowerCase()}`);
    await slide.getByRole('button', { name: 'Save slide' }).click();
    await expect(carousel.getByRole('listitem', { name: `${name} · image` })).toBeVisible();
  }
  const preview = sections.preview;
  // Moving on by itself, it can be paused.
  await preview.getByRole('button', { name: 'Pause slides' }).click();
  await expect(preview.getByRole('button', { name: 'Play slides' })).toBeVisible();
  await carousel.getByRole('switch', { name: 'Show arrows' }).click();
  await carousel.getByRole('switch', { name: 'Show dots' }).click();
  await expect(preview.locator('.slick-arrow')).toHaveCount(0);

  // Without arrows or dots, the keyboard still moves it; Tab reaches only the slide in view.
  const slides = preview.getByRole('group', { name: 'Slides: move them with the left and right arrow keys' });
  await preview.getByRole('button', { name: 'Play slides' }).focus();
  await page.keyboard.press('Tab');
  await expect(slides).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName('Mint');
  await page.keyboard.press('ArrowRight');
  await expect(slides).toBeFocused();
  await expect(preview.getByRole('link', { name: 'Roadmap' })).toBeVisible();
  await expect(preview.getByRole('link', { name: 'Mint' })).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect(page.locator(':focus')).toHaveAccessibleName('Roadmap');
  await expect(page.locator(':focus')).toHaveAttribute('href', 'https://example.com/roadmap');
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('ArrowLeft');
  await expect(preview.getByRole('link', { name: 'Mint' })).toBeVisible();
  // What axe finds serious in the carousel, its Pause/Play and slides included: nothing.
  await expect(page.locator('section[aria-label="Carousel"]')).toHaveCount(1);
  const { violations } = await new AxeBuilder({ page }).include('section[aria-label="Carousel"]').analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map((violation) => `${violation.id}: ${violation.help}`),
  ).toEqual([]);
  await page.screenshot({ path: 'test-results/visual-carousel-dialog.png' });

  await sections.save('Carousel section');
  await expect(sections.pagePreview.getByRole('link', { name: 'Mint' })).toBeVisible();
  expect(errors).toEqual([]);
});
