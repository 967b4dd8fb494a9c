import { expect, test, type Page } from '@playwright/test';

/**
 * What a phone-sized screen must not do (issue 19): scroll sideways as a whole, show a heading,
 * button, tag, card title or a select's value cut to less than half of itself, squeeze an alert's
 * message beside its action or under its icon, or draw two controls of the header on top of each
 * other. Tables scroll inside their own region and are left out.
 */
async function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const width = window.innerWidth;
    const pageWidth = document.documentElement.scrollWidth;
    if (pageWidth > width + 1) problems.push(`the page is ${pageWidth}px wide on a ${width}px screen`);
    const shown = (element: Element) => {
      const box = element.getBoundingClientRect();
      return box.width > 0 && box.height > 0 && getComputedStyle(element).visibility !== 'hidden';
    };
    const text = (element: Element) => (element.textContent ?? '').trim().slice(0, 40);
    const labelled =
      'h1, h2, h3, h4, h5, .ant-card-head-title, .ant-btn, .ant-tag, .ant-tabs-tab-btn, label, .ant-select-content';
    for (const element of document.querySelectorAll<HTMLElement>(labelled)) {
      if (!shown(element) || element.closest('.ant-table-content') || !text(element)) continue;
      if (element.scrollWidth > element.clientWidth * 2)
        problems.push(`"${text(element)}" shows ${element.clientWidth} of its ${element.scrollWidth}px`);
    }
    // An alert's action goes under its message when both do not fit: the message keeps at least half
    // of the alert's width, never a column a word wide beside the action, and stays beside its icon.
    for (const alert of document.querySelectorAll<HTMLElement>('.ant-alert')) {
      const message = alert.querySelector('.ant-alert-section');
      if (!shown(alert) || !message) continue;
      const messageWidth = message.getBoundingClientRect().width;
      const alertWidth = alert.getBoundingClientRect().width;
      const icon = alert.querySelector('.ant-alert-icon');
      if (icon && message.getBoundingClientRect().top >= icon.getBoundingClientRect().bottom)
        problems.push(`the alert "${text(message)}" wraps under its icon`);
      if (alert.querySelector('.ant-alert-actions') && messageWidth < alertWidth / 2)
        problems.push(
          `the alert "${text(message)}" is squeezed to ${Math.round(messageWidth)}px of ${Math.round(alertWidth)}`,
        );
    }
    const banner = document.querySelector('header');
    const controls = banner
      ? [...banner.querySelectorAll('a, button, h1, [role="button"]')].filter(shown)
      : [];
    for (const [index, first] of controls.entries()) {
      for (const second of controls.slice(index + 1)) {
        if (first.contains(second) || second.contains(first)) continue;
        const a = first.getBoundingClientRect();
        const b = second.getBoundingClientRect();
        const overlap =
          Math.min(a.right, b.right) - Math.max(a.left, b.left) > 1 &&
          Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 1;
        if (overlap)
          problems.push(
            `"${text(first) || first.getAttribute('aria-label')}" overlaps "${text(second) || second.getAttribute('aria-label')}"`,
          );
      }
    }
    return problems;
  });
}

/** Checks the screen's layout and keeps a full-page screenshot of it in the test's output and report. */
export async function checkPhoneScreen(page: Page, name: string): Promise<void> {
  // From the top, so the sticky header is drawn where it is, not over the middle of the page.
  await page.evaluate(() => window.scrollTo(0, 0));
  const path = test.info().outputPath(`${name}.png`);
  await page.screenshot({ path, fullPage: true });
  await test.info().attach(`${name}.png`, { path, contentType: 'image/png' });
  expect(await layoutProblems(page), `the ${name} screen at ${page.viewportSize()?.width}px`).toEqual([]);
}
