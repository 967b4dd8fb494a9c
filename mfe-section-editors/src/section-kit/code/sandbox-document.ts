import type { CodePageConfig } from '@suite/shared/sections';

/** The message the sandboxed page sends with its height, so the frame fits its content. */
export const SANDBOX_HEIGHT_MESSAGE = 'suite-code-page-height';

// Closing tags inside the owner's css or js would end our <style> or <script> early.
function escapeClosing(code: string, tag: 'style' | 'script'): string {
  return code.replace(new RegExp(`</(${tag})`, 'gi'), '<\\/$1');
}

/**
 * The whole document the code page's iframe runs: the owner's css, html and js, and a few lines that
 * report its height to the parent (a number, the only thing the parent accepts from it). Its links
 * open in a new tab.
 *
 * With a `scriptNonce` (the custom section: HTML and CSS only), the document's policy lets only the
 * height report run: a `<script>` or an `onerror=` in the owner's HTML does not, and `js` is left out.
 */
export function sandboxDocument(
  { html, css, js }: CodePageConfig,
  { scriptNonce }: { scriptNonce?: string } = {},
): string {
  const reportHeight = `(function(){function h(){parent.postMessage({type:${JSON.stringify(
    SANDBOX_HEIGHT_MESSAGE,
  )},height:document.documentElement.scrollHeight},'*')}addEventListener('load',h);new ResizeObserver(h).observe(document.documentElement)})();`;
  return [
    '<!doctype html><html><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">',
    // Links open in a new tab: inside the small frame most sites refuse to show, and the frame may
    // not lead the page around it away.
    '<base target="_blank">',
    scriptNonce
      ? `<meta http-equiv="Content-Security-Policy" content="script-src 'nonce-${scriptNonce}'">`
      : '',
    `<style>${escapeClosing(css, 'style')}</style></head><body>`,
    html,
    scriptNonce
      ? `<script nonce="${scriptNonce}">${reportHeight}</script>`
      : `<script>${reportHeight}</script>`,
    js && !scriptNonce ? `<script>${escapeClosing(js, 'script')}</script>` : '',
    '</body></html>',
  ].join('\n');
}
