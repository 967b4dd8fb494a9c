import * as z from 'zod/v4';
import { atMostChars, validationMessage, type ValidationCode, type ValidationValues } from '@suite/shared';

/** The code editor reports a change this long after the last keystroke (seed 000 §9). */
export const CODE_CHANGE_DELAY_MS = 300;
export const CODE_MAX_LENGTH = 200_000;

/** Why a piece of HTML does not parse, as a validation message's code and values. */
export interface HtmlProblem {
  code: ValidationCode;
  values: ValidationValues;
}

/** Why a piece of HTML does not parse, or null when it does. */
export type HtmlCheck = (html: string) => HtmlProblem | null;

let htmlCheck: HtmlCheck | undefined;

/**
 * Sets the check `CodePageConfigSchema` runs on `html`. The check follows HTML's parsing rules
 * with parse5 (`htmlParseError` of `@suite/shared/html-check`), which is too large for every page's
 * first load: the API installs it at start, the code page editor before its form shows. Until then
 * the schema leaves `html` unchecked (a renderer reading saved data needs no check).
 */
export function setHtmlCheck(check: HtmlCheck): void {
  htmlCheck = check;
}

/** Whether `html` is checked yet (the code page editor waits for it). */
export function isHtmlCheckInstalled(): boolean {
  return htmlCheck !== undefined;
}

export const CodePageConfigSchema = z.object({
  html: z
    .string()
    .max(CODE_MAX_LENGTH, atMostChars(CODE_MAX_LENGTH))
    .superRefine((html, context) => {
      const problem = htmlCheck?.(html) ?? null;
      if (problem) {
        const error = validationMessage(problem.code, problem.values);
        context.addIssue({ code: 'custom', message: validationMessage('htmlDoesNotParse', { error }) });
      }
    }),
  css: z.string().max(CODE_MAX_LENGTH, atMostChars(CODE_MAX_LENGTH)),
  js: z.string().max(CODE_MAX_LENGTH, atMostChars(CODE_MAX_LENGTH)),
});
export type CodePageConfig = z.infer<typeof CodePageConfigSchema>;

/** A new code page: a heading to start from, styled, with no script. */
export const CODE_PAGE_DEFAULTS: CodePageConfig = {
  html: '<main>\n  <h1>Hello</h1>\n</main>\n',
  css: 'h1 {\n  font-family: system-ui, sans-serif;\n}\n',
  js: '',
};
