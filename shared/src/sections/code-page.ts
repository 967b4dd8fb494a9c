import { z } from 'zod';

/** The code editor reports a change this long after the last keystroke (seed 000 §9). */
export const CODE_CHANGE_DELAY_MS = 300;
export const CODE_MAX_LENGTH = 200_000;

// Elements that never have a closing tag (HTML Living Standard, "void elements").
const VOID_ELEMENTS = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);
// Their content is text, not markup, up to their own closing tag.
const RAW_TEXT_ELEMENTS = new Set(['script', 'style', 'textarea', 'title']);

function lineOf(source: string, index: number): number {
  return source.slice(0, index).split('\n').length;
}

/**
 * Why a piece of HTML does not parse, or null when it does. Browsers repair any HTML, so "parses"
 * here means what an author means: every comment is closed, every tag is closed with `>`, and every
 * element other than a void one (`<br>`, `<img>`…) or a self-closed one (`<x />`) is closed, in order.
 * Pure string work, so the server and the tests check exactly what the editor checks.
 */
export function htmlParseError(html: string): string | null {
  const open: { name: string; index: number }[] = [];
  const tagPattern = /<!--|<!\[CDATA\[|<!|<\/?([a-zA-Z][\w:-]*)/g;
  let match: RegExpExecArray | null;
  while ((match = tagPattern.exec(html)) !== null) {
    const start = match.index;
    if (match[0] === '<!--') {
      const end = html.indexOf('-->', start + 4);
      if (end === -1) return `Comment opened on line ${lineOf(html, start)} is never closed`;
      tagPattern.lastIndex = end + 3;
      continue;
    }
    const closeIndex = findTagEnd(html, tagPattern.lastIndex);
    if (closeIndex === -1) return `Tag opened on line ${lineOf(html, start)} is missing its closing ">"`;
    tagPattern.lastIndex = closeIndex + 1;
    const rawName = match[1];
    if (rawName === undefined) continue; // <!doctype …> or <![CDATA[
    const name = rawName.toLowerCase();
    if (match[0].startsWith('</')) {
      const last = open.pop();
      if (!last) return `Closing tag </${name}> on line ${lineOf(html, start)} has no opening tag`;
      if (last.name !== name)
        return `<${last.name}> opened on line ${lineOf(html, last.index)} is closed by </${name}> on line ${lineOf(html, start)}`;
      continue;
    }
    const selfClosed = html[closeIndex - 1] === '/';
    if (VOID_ELEMENTS.has(name) || selfClosed) continue;
    if (RAW_TEXT_ELEMENTS.has(name)) {
      const end = html.toLowerCase().indexOf(`</${name}`, tagPattern.lastIndex);
      if (end === -1) return `<${name}> opened on line ${lineOf(html, start)} is never closed`;
      tagPattern.lastIndex = end;
    }
    open.push({ name, index: start });
  }
  const unclosed = open.pop();
  return unclosed
    ? `<${unclosed.name}> opened on line ${lineOf(html, unclosed.index)} is never closed`
    : null;
}

/** The index of the `>` ending a tag, skipping quoted attribute values; -1 when there is none. */
function findTagEnd(html: string, from: number): number {
  let quote: string | null = null;
  for (let index = from; index < html.length; index += 1) {
    const char = html[index];
    if (quote) {
      if (char === quote) quote = null;
    } else if (char === '"' || char === "'") {
      quote = char;
    } else if (char === '>') {
      return index;
    }
  }
  return -1;
}

export const CodePageConfigSchema = z.object({
  html: z
    .string()
    .max(CODE_MAX_LENGTH, `Must be at most ${CODE_MAX_LENGTH} characters`)
    .superRefine((html, context) => {
      const error = htmlParseError(html);
      if (error) context.addIssue({ code: 'custom', message: `HTML does not parse: ${error}` });
    }),
  css: z.string().max(CODE_MAX_LENGTH, `Must be at most ${CODE_MAX_LENGTH} characters`),
  js: z.string().max(CODE_MAX_LENGTH, `Must be at most ${CODE_MAX_LENGTH} characters`),
});
export type CodePageConfig = z.infer<typeof CodePageConfigSchema>;

/** A new code page: a heading to start from, styled, with no script. */
export const CODE_PAGE_DEFAULTS: CodePageConfig = {
  html: '<main>\n  <h1>Hello</h1>\n</main>\n',
  css: 'h1 {\n  font-family: system-ui, sans-serif;\n}\n',
  js: '',
};
