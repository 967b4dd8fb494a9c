// rrweb-cssom (the CSS parser jsdom uses) ships no types: the part scripts/testing/antd-css.ts reads.
declare module 'rrweb-cssom' {
  export interface ParsedRule {
    readonly cssText: string;
  }
  export class CSSStyleRule implements ParsedRule {
    readonly cssText: string;
    readonly selectorText: string;
    readonly style: CSSStyleDeclaration;
  }
  export class CSSMediaRule implements ParsedRule {
    readonly cssText: string;
    readonly media: { readonly mediaText: string };
    readonly cssRules: ParsedRule[];
  }
  export function parse(css: string): { cssRules: ParsedRule[] };
}
