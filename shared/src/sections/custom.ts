import * as z from 'zod/v4';
import { CodePageConfigSchema } from './code-page';

/**
 * A custom section (seed 001 §3, type `custom`; "Add custom section" in the page sections editor):
 * the owner's own HTML and CSS, drawn in the same sandboxed frame as the code page, without script.
 * Its HTML is checked as the code page's is.
 */
export const CustomSectionConfigSchema = CodePageConfigSchema.pick({ html: true, css: true });
export type CustomSectionConfig = z.infer<typeof CustomSectionConfigSchema>;

/** A new custom section: a heading and a line to start from, styled. */
export const CUSTOM_SECTION_DEFAULTS: CustomSectionConfig = {
  html: '<section class="custom">\n  <h2>My section</h2>\n  <p>Write your own HTML and CSS here.</p>\n</section>\n',
  css: '.custom {\n  font-family: system-ui, sans-serif;\n  padding: 16px;\n}\n',
};
