// Typing in the section dialog with a long page open in the editor: for each keystroke in a field of a
// section, the time from the keydown to the moment the dialog's live preview shows the new text,
// measured in the page with the Performance API (performance.now() in a keydown listener and in a
// MutationObserver on the preview).
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from '@playwright/test';
import { visit, type StorageState } from './measure';

export interface Typing {
  sections: number;
  samples: number;
  p50: number;
  p95: number;
}

const KEYSTROKES = 60;
// Letters only: a trailing space is trimmed from the preview, so it would show no change to wait for.
const TYPED = 'Thequickbrownfoxjumpsoverthelazydogandkeepsontypingforawhile';

function percentile(values: number[], fraction: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)] ?? 0;
}

export async function measureTyping(
  browser: Browser,
  storageState: StorageState,
  editorUrl: string,
  /** How many sections the page being edited has. */
  sections: number,
) {
  const context = await browser.newContext({ storageState, reducedMotion: 'reduce' });
  try {
    const page = await context.newPage();
    await visit(page, editorUrl);
    try {
      return await typeAndMeasure(page, sections);
    } catch (error) {
      await page.screenshot({ path: path.join(os.tmpdir(), 'bench-typing-failure.png') });
      throw error;
    }
  } finally {
    await context.close();
  }
}

async function typeAndMeasure(page: Page, sections: number): Promise<Typing> {
  await page.getByRole('button', { name: 'Edit Section 1', exact: true }).click();
  const dialog = page.getByRole('dialog');
  const field = dialog.getByLabel('Title', { exact: true }).first();
  await field.waitFor();
  const preview = dialog.getByRole('region', { name: 'Preview section' });
  await preview.getByText('Question 1').first().waitFor();
  await field.click();
  await field.press('End');
  await page.evaluate(() => {
    const input = document.activeElement as HTMLInputElement;
    const region = [...document.querySelectorAll('section')].find(
      (element) => element.getAttribute('aria-labelledby') === 'section-preview-title',
    );
    if (!region) throw new Error('No live preview in the dialog');
    const state = window as unknown as {
      __latencies: number[];
      __pending?: { start: number; text: string };
    };
    state.__latencies = [];
    input.addEventListener(
      'keydown',
      (event) => {
        if (event.key.length !== 1) return;
        state.__pending = { start: performance.now(), text: input.value + event.key };
      },
      true,
    );
    new MutationObserver(() => {
      const pending = state.__pending;
      if (pending && region.textContent?.includes(pending.text.trim())) {
        state.__latencies.push(performance.now() - pending.start);
        state.__pending = undefined;
      }
    }).observe(region, { subtree: true, childList: true, characterData: true });
  });
  for (const key of TYPED.slice(0, KEYSTROKES)) {
    await page.keyboard.type(key);
    await page.waitForFunction(
      () => (window as unknown as { __pending?: unknown }).__pending === undefined,
      undefined,
      { timeout: 5000 },
    );
  }
  const latencies = await page.evaluate(() => (window as unknown as { __latencies: number[] }).__latencies);
  return {
    sections,
    samples: latencies.length,
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
  };
}
