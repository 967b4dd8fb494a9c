// antd writes its CSS-in-JS into <style data-rc-order> elements, thousands of rules per page, and
// jsdom matches every rule against an element each time Testing Library, jest-dom or user-event
// asks for its computed style (every role query walks the tree asking whether each element is
// hidden). That matching was ~80% of the unit tests' time. Only a few properties decide what those
// libraries ask — whether an element is displayed, visible, transparent, clickable, and what
// ::before/::after add to a name — so each antd style element keeps exactly the rules and the
// declarations that set those, in the same order, with the same selectors and priorities. jsdom
// never laid out or painted anything, so no answer a test can get changes: the same elements are
// hidden, inaccessible and unclickable as with the whole sheet. Styles the suite writes itself (a
// section's scoped CSS, inline styles) are left whole.
import { CSSMediaRule, CSSStyleRule, parse, type ParsedRule } from 'rrweb-cssom';

const KEPT_PROPERTIES = new Set(['display', 'visibility', 'opacity', 'pointer-events', 'content']);

/** The marker rc-util's dynamic CSS (antd's CSS-in-JS) puts on every style element it writes. */
const ANTD_STYLE_ATTRIBUTE = 'data-rc-order';

function keptDeclarations(style: CSSStyleDeclaration): string {
  let text = '';
  for (let index = 0; index < style.length; index += 1) {
    const property = style[index] ?? '';
    if (!KEPT_PROPERTIES.has(property)) continue;
    const priority = style.getPropertyPriority(property);
    text += `${property}:${style.getPropertyValue(property)}${priority ? ` !${priority}` : ''};`;
  }
  return text;
}

/**
 * The style rules and media rules, reduced to the kept declarations. Other at-rules (keyframes,
 * font faces, supports, layers) go: jsdom applies none of them to an element.
 */
function keptRules(rules: ParsedRule[]): string {
  let text = '';
  for (const rule of rules) {
    if (rule instanceof CSSStyleRule) {
      const declarations = keptDeclarations(rule.style);
      if (declarations) text += `${rule.selectorText}{${declarations}}`;
    } else if (rule instanceof CSSMediaRule) {
      const inner = keptRules(rule.cssRules);
      if (inner) text += `@media ${rule.media.mediaText}{${inner}}`;
    }
  }
  return text;
}

const keptByCss = new Map<string, string>();

/** `css` reduced to the rules and declarations that decide visibility, accessibility and clicks. */
export function keepVisibilityRules(css: string): string {
  let kept = keptByCss.get(css);
  if (kept === undefined) {
    kept = keptRules(parse(css).cssRules);
    keptByCss.set(css, kept);
  }
  return kept;
}

/**
 * From now on, the style elements antd writes hold only what `keepVisibilityRules` keeps. Reading
 * `innerHTML` back gives the CSS as antd wrote it, so its own "is this style already there" checks
 * behave as in a browser.
 */
export function slimAntdStyles(): void {
  const inherited = Object.getOwnPropertyDescriptor(Element.prototype, 'innerHTML');
  const get = inherited?.get;
  const set = inherited?.set;
  if (!get || !set) throw new Error('Element.prototype.innerHTML has no accessor');
  const written = new WeakMap<Element, string>();
  Object.defineProperty(HTMLStyleElement.prototype, 'innerHTML', {
    configurable: true,
    enumerable: inherited.enumerable ?? true,
    get(this: HTMLStyleElement): string {
      return written.get(this) ?? get.call(this);
    },
    set(this: HTMLStyleElement, css: string) {
      if (this.hasAttribute(ANTD_STYLE_ATTRIBUTE)) {
        written.set(this, css);
        set.call(this, keepVisibilityRules(css));
      } else {
        written.delete(this);
        set.call(this, css);
      }
    },
  });
}
