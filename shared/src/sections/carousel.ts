import * as z from 'zod/v4';
import { OptionalHttpUrlSchema, SectionHttpUrlSchema } from './section-parts';
import { atMostChars, coded, URL_MAX } from '@suite/shared';
import { requiredText } from '@suite/shared/schemas';

export const CAROUSEL_SLIDES_MAX = 20;
export const CAROUSEL_INTERVAL_SECONDS = { min: 1, max: 60, default: 5 } as const;
export const CAROUSEL_HEIGHT_PX = { min: 160, max: 800, default: 400 } as const;

const INTERVAL_MESSAGE = coded('intervalBetween', {
  min: CAROUSEL_INTERVAL_SECONDS.min,
  max: CAROUSEL_INTERVAL_SECONDS.max,
});
const HEIGHT_MESSAGE = coded('heightBetween', { min: CAROUSEL_HEIGHT_PX.min, max: CAROUSEL_HEIGHT_PX.max });

/** A required http(s) address of an image, video or audio file (its kind comes from `mediaKind`). */
export const MediaUrlSchema = requiredText(URL_MAX, coded('imageUrlRequired')).pipe(SectionHttpUrlSchema);

export const CarouselSlideSchema = z.object({
  imageUrl: MediaUrlSchema,
  title: z.string().trim().max(120, atMostChars(120)),
  description: z.string().trim().max(500, atMostChars(500)),
  /** Where the slide leads when clicked; empty for none. */
  linkUrl: OptionalHttpUrlSchema,
  openInNewPage: z.boolean(),
});
export type CarouselSlide = z.infer<typeof CarouselSlideSchema>;

export const CarouselConfigSchema = z.object({
  title: z.string().trim().max(120, atMostChars(120)),
  slides: z
    .array(CarouselSlideSchema)
    .min(1, coded('atLeastOneSlide'))
    .max(CAROUSEL_SLIDES_MAX, coded('atMostSlides', { max: CAROUSEL_SLIDES_MAX })),
  autoplay: z.boolean(),
  intervalSeconds: z
    .number(INTERVAL_MESSAGE)
    .int(coded('intervalWholeSeconds'))
    .min(CAROUSEL_INTERVAL_SECONDS.min, INTERVAL_MESSAGE)
    .max(CAROUSEL_INTERVAL_SECONDS.max, INTERVAL_MESSAGE),
  showArrows: z.boolean(),
  showDots: z.boolean(),
  height: z
    .number(HEIGHT_MESSAGE)
    .int(coded('heightWholePixels'))
    .min(CAROUSEL_HEIGHT_PX.min, HEIGHT_MESSAGE)
    .max(CAROUSEL_HEIGHT_PX.max, HEIGHT_MESSAGE),
});
export type CarouselConfig = z.infer<typeof CarouselConfigSchema>;

/** A new carousel: no slides yet, autoplay every 5 s, arrows and dots, 400 px high. */
export const CAROUSEL_DEFAULTS: CarouselConfig = {
  title: '',
  slides: [],
  autoplay: true,
  intervalSeconds: CAROUSEL_INTERVAL_SECONDS.default,
  showArrows: true,
  showDots: true,
  height: CAROUSEL_HEIGHT_PX.default,
};
