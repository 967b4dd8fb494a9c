import * as z from 'zod/v4';
import { PageItemSchema } from './page-items';

export const CALL_TO_ACTION_VARIANTS = ['light', 'dark'] as const;
export type CallToActionVariant = (typeof CALL_TO_ACTION_VARIANTS)[number];

export const CallToActionConfigSchema = z.object({
  variant: z.enum(CALL_TO_ACTION_VARIANTS, 'Variant is required'),
  title: z.string('Title is required').trim().min(1, 'Title is required'),
  subtitle: z.string('Subtitle is required').trim().min(1, 'Subtitle is required'),
  button: z.object({
    title: z.string('Button title is required').trim().min(1, 'Button title is required'),
    url: z
      .string('Button URL is required')
      .trim()
      .min(1, 'Button URL is required')
      .pipe(z.url({ protocol: /^https?$/, error: 'Must be a valid http(s) URL' })),
    openInNewPage: z.boolean(),
  }),
  items: z.array(PageItemSchema),
});
export type CallToActionConfig = z.infer<typeof CallToActionConfigSchema>;

/** A new call to action: the light band, every text still to write, no items. */
export const CALL_TO_ACTION_DEFAULTS: CallToActionConfig = {
  variant: 'light',
  title: '',
  subtitle: '',
  button: { title: '', url: '', openInNewPage: false },
  items: [],
};
