import { parse, parseFragment, type DefaultTreeAdapterMap, type ParserError } from 'parse5';
import type { HtmlProblem } from './code-page';
import type { ValidationCode, ValidationValues } from '@suite/shared';

/*
 * The code page's HTML check, following HTML's own parsing rules (WHATWG HTML §13.2) through parse5,
 * the parser jsdom uses: HTML that a browser reads as written passes, including the end tags HTML
 * lets an author omit (`<li>`, `<p>`, `<td>`, `<option>`…), void elements and foreign (SVG, MathML)
 * self-closed elements. It fails on the errors that change what the page shows from what was written:
 * the tokenizer's parse errors (an unclosed comment or tag, a duplicate attribute, `<div/>`), an
 * element whose end tag is required but missing or misnested (`<div><span>x</div>`), an end tag
 * closing an element of another name (`<h1>x</h2>`), and an end tag that closes nothing.
 *
 * parse5 is about 47 KB gzip, so it is its own module (`@suite/shared/html-check`), apart from the
 * schemas every page loads: the API installs it at start (`setHtmlCheck(htmlParseError)`), the
 * browser loads it lazily where the code page editor runs. It holds no state, so a remote may bundle
 * its own copy; the check is set on the page's one `@suite/shared`.
 */

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

const HTML_NAMESPACE = 'http://www.w3.org/1999/xhtml';

// Elements that never have an end tag (HTML §13.1.2, "void elements", and the legacy ones the parser treats alike).
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'basefont',
  'bgsound',
  'br',
  'col',
  'embed',
  'frame',
  'hr',
  'img',
  'input',
  'keygen',
  'link',
  'meta',
  'param',
  'source',
  'track',
  'wbr',
]);

// Elements whose end tag HTML lets an author omit (HTML §13.1.2.4, "optional tags").
const OPTIONAL_END_TAGS = new Set([
  'html',
  'head',
  'body',
  'li',
  'dt',
  'dd',
  'p',
  'rt',
  'rp',
  'optgroup',
  'option',
  'colgroup',
  'caption',
  'thead',
  'tbody',
  'tfoot',
  'tr',
  'td',
  'th',
]);

// Their content is text, not markup, up to their own end tag.
const TEXT_ONLY_ELEMENTS = new Set([
  'script',
  'style',
  'textarea',
  'title',
  'xmp',
  'iframe',
  'noembed',
  'noframes',
  'plaintext',
]);

// The tokenizer's errors an author meets most, in their words; any other is named by its code.
const TOKENIZER_MESSAGES: Record<string, ValidationCode> = {
  'eof-in-comment': 'htmlCommentNeverClosed',
  'eof-in-tag': 'htmlTagNotEnded',
  'duplicate-attribute': 'htmlAttributeRepeated',
  'non-void-html-element-start-tag-with-trailing-solidus': 'htmlSelfClosed',
  'end-tag-with-attributes': 'htmlEndTagAttributes',
  'missing-whitespace-between-attributes': 'htmlAttributesSpace',
  'unexpected-character-in-attribute-name': 'htmlAttributeNameCharacter',
};

// Parse errors that change nothing an author meant: a lone "<" or "&" shows as written, a doctype
// is optional in a fragment. The text-only element left open is reported, with its name, below.
const TOLERATED_ERRORS = new Set([
  'invalid-first-character-of-tag-name',
  'missing-semicolon-after-character-reference',
  'unknown-named-character-reference',
  'missing-doctype',
  'non-conforming-doctype',
  'eof-in-element-that-can-contain-only-text',
]);

const HEADINGS = new Set(['h1', 'h2', 'h3', 'h4', 'h5', 'h6']);

interface Problem {
  offset: number;
  message: HtmlProblem;
  /** The element never closed, for reporting the innermost one. */
  unclosed?: Element;
}

type ParentNode = DefaultTreeAdapterMap['parentNode'];

/**
 * A problem by its message's code: the page's one `@suite/shared` words it (`CodePageConfigSchema`) in
 * the page's language, as this module may be a copy of its own in a remote's bundle.
 */
function told(code: ValidationCode, values: ValidationValues): HtmlProblem {
  return { code, values };
}

function parentOf(node: ParentNode): ParentNode | null {
  return 'parentNode' in node ? node.parentNode : null;
}

function depthOf(node: Element): number {
  let depth = 0;
  for (let parent = parentOf(node); parent; parent = parentOf(parent)) depth += 1;
  return depth;
}

function isInside(node: Element, ancestor: Element): boolean {
  for (let parent = parentOf(node); parent; parent = parentOf(parent)) if (parent === ancestor) return true;
  return false;
}

function lineOf(source: string, offset: number): number {
  return source.slice(0, offset).split('\n').length;
}

function isElement(node: Node): node is Element {
  return 'tagName' in node;
}

/** A full document (doctype or `<html>` first) is parsed as one; anything else as body content. */
function parseHtml(html: string, onParseError: (error: ParserError) => void) {
  const options = { sourceCodeLocationInfo: true, onParseError };
  return /^\s*(<!doctype|<html[\s>])/i.test(html) ? parse(html, options) : parseFragment(html, options);
}

/** Why a piece of HTML does not parse under HTML's rules, or null when it does. */
export function htmlParseError(html: string): HtmlProblem | null {
  const tokenizerErrors: Problem[] = [];
  const tree = parseHtml(html, (error) => {
    if (TOLERATED_ERRORS.has(error.code)) return;
    const readable = TOKENIZER_MESSAGES[error.code];
    const line = error.startLine;
    tokenizerErrors.push({
      offset: error.startOffset,
      message: readable
        ? told(readable, { line })
        : told('htmlParseErrorOnLine', { error: error.code.replace(/-/g, ' '), line }),
    });
  });
  // The tokenizer's errors explain the structure problems they cause, so they come first.
  if (tokenizerErrors.length > 0) return tokenizerErrors[0]?.message ?? null;

  const problems: Problem[] = [];
  const matchedEndTags = new Set<number>();
  // Where `</x` is not an end tag: comments, attribute values, the text of text-only elements.
  const notMarkup: [number, number][] = [];

  const visit = (parent: Node): void => {
    const children = 'childNodes' in parent ? parent.childNodes : [];
    for (const child of children) {
      const location = child.sourceCodeLocation;
      if (child.nodeName === '#comment' && location)
        notMarkup.push([location.startOffset, location.endOffset]);
      if (isElement(child)) checkElement(child);
      visit(child);
      if (child.nodeName === 'template' && 'content' in child) visit(child.content);
    }
  };

  const checkElement = (element: Element): void => {
    const location = element.sourceCodeLocation;
    const startTag = location?.startTag;
    // Elements the parser adds itself (a table's tbody, a document's head) were not written.
    if (!location || !startTag) return;
    const name = element.tagName;
    const line = startTag.startLine;
    notMarkup.push([startTag.startOffset, startTag.endOffset]);
    const endTag = location.endTag;
    if (endTag) {
      matchedEndTags.add(endTag.startOffset);
      const written = /^<\/([^\s/>]+)/.exec(html.slice(endTag.startOffset))?.[1]?.toLowerCase();
      // SVG names keep their case in the tree (`linearGradient`); tag names are case-insensitive.
      if (written && written !== name.toLowerCase()) {
        problems.push({
          offset: startTag.startOffset,
          message: told('htmlClosedByOther', { name, line, other: written, endLine: endTag.startLine }),
        });
      }
      if (TEXT_ONLY_ELEMENTS.has(name)) notMarkup.push([startTag.endOffset, endTag.startOffset]);
      return;
    }
    if (TEXT_ONLY_ELEMENTS.has(name)) notMarkup.push([startTag.endOffset, html.length]);
    const selfClosed = html.slice(startTag.startOffset, startTag.endOffset).endsWith('/>');
    const foreign = element.namespaceURI !== HTML_NAMESPACE;
    if (VOID_ELEMENTS.has(name) || OPTIONAL_END_TAGS.has(name) || (foreign && selfClosed)) return;
    problems.push({
      offset: startTag.startOffset,
      message: told('htmlNeverClosed', { name, line }),
      unclosed: element,
    });
  };

  visit(tree);

  const endTags = /<\/([a-zA-Z][^\s/>]*)/g;
  let match: RegExpExecArray | null;
  while ((match = endTags.exec(html)) !== null) {
    const offset = match.index;
    if (matchedEndTags.has(offset) || notMarkup.some(([from, to]) => offset >= from && offset < to)) continue;
    const name = (match[1] ?? '').toLowerCase();
    // Any heading's end tag closes an open heading (`<h1>…</h2>`): parse5 records no end tag for it.
    const heading = HEADINGS.has(name)
      ? problems.findLast(
          (problem) => problem.unclosed && HEADINGS.has(problem.unclosed.tagName) && problem.offset < offset,
        )
      : undefined;
    if (heading?.unclosed) {
      heading.message = told('htmlClosedByOther', {
        name: heading.unclosed.tagName,
        line: lineOf(html, heading.offset),
        other: name,
        endLine: lineOf(html, offset),
      });
      heading.unclosed = undefined;
      continue;
    }
    problems.push({
      offset,
      message: told('htmlNoOpeningTag', { name, line: lineOf(html, offset) }),
    });
  }
  problems.sort((a, b) => a.offset - b.offset);
  const first = problems[0];
  const outer = first?.unclosed;
  if (!first || !outer) return first?.message ?? null;
  // Of elements left open inside one another, the innermost is the one to close first.
  let innermost = first;
  for (const problem of problems) {
    if (
      problem.unclosed &&
      isInside(problem.unclosed, outer) &&
      depthOf(problem.unclosed) > depthOf(innermost.unclosed ?? outer)
    )
      innermost = problem;
  }
  return innermost.message;
}
