import type { CodePageConfig } from '@suite/shared/sections';

/** The message the sandboxed page sends with its height, so the frame fits its content. */
export const SANDBOX_HEIGHT_MESSAGE = 'suite-code-page-height';

// Closing tags inside the owner's css or js would end our <style> or <script> early.
function escapeClosing(code: string, tag: 'style' | 'script'): string {
  return code.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');
}

/**
 * The whole document the code page's iframe runs: the owner's css, html and js, and a few lines that
 * report its height to the parent (a number, the only thing the parent accepts from it).
 */
export function sandboxDocument({ html, css, js }: CodePageConfig): string {
  const reportHeight = `(function(){function h(){parent.postMessage({type:${JSON.stringify(
    SANDBOX_HEIGHT_MESSAGE,
  )},height:document.documentElement.scrollHeight},'*')}addEventListener('load',h);new ResizeObserver(h).observe(document.documentElement)})();`;
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    `<style>${escapeClosing(css, 'style')}</style></head><body>`,
    html,
    `<script>${reportHeight}</script>`,
    js ? `<script>${escapeClosing(js, 'script')}</script>` : '',
    '</body></html>',
  ].join('\n');
}
