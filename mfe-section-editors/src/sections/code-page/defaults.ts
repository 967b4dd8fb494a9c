import type { CodePageConfig } from '@suite/shared';

export const CODE_PAGE_DEFAULTS: CodePageConfig = {
  html: '<main>\n  <h1>Hello</h1>\n</main>\n',
  css: 'h1 {\n  font-family: system-ui, sans-serif;\n}\n',
  js: '',
};
