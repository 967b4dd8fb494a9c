import * as z from 'zod/v4';
import { SectionHttpUrlSchema } from './section-parts';
import { PageItemsSchema } from './page-items';
import { coded } from '@suite/shared';

export const CALL_TO_ACTION_VARIANTS = ['light', 'dark'] as const;
export type CallToActionVariant = (typeof CALL_TO_ACTION_VARIANTS)[number];

export const CallToActionConfigSchema = z.object({
  variant: z.enum(CALL_TO_ACTION_VARIANTS, coded('variantRequired')),
  title: z.string(coded('titleRequired')).trim().min(1, coded('titleRequired')),
  subtitle: z.string(coded('subtitleRequired')).trim().min(1, coded('subtitleRequired')),
  button: z.object({
    title: z.string(coded('buttonTitleRequired')).trim().min(1, coded('buttonTitleRequired')),
    url: z
      .string(coded('buttonUrlRequired'))
      .trim()
      .min(1, coded('buttonUrlRequired'))
      .pipe(SectionHttpUrlSchema),
    openInNewPage: z.boolean(),
  }),
  items: PageItemsSchema,
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
