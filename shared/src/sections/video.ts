import * as z from 'zod/v4';
import { SectionHttpUrlSchema } from './section-parts';
import { coded, validationMessage } from '@suite/shared';

export const VIDEO_EMBED_TYPES = ['youtube', 'vimeo', 'custom'] as const;
export type VideoEmbedType = (typeof VIDEO_EMBED_TYPES)[number];

/** The video editor shows its preview this long after the last change (seed 000 §9). */
export const VIDEO_PREVIEW_DELAY_MS = 500;

function hostOf(url: string): string | undefined {
  try {
    return new URL(url).hostname.toLowerCase();
  } catch {
    return undefined;
  }
}

function isHostOrSubdomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** youtube for youtube.com or youtu.be, vimeo for vimeo.com, otherwise custom (seed 000 §4). */
export function videoEmbedType(url: string): VideoEmbedType {
  const host = hostOf(url.trim());
  if (!host) return 'custom';
  if (isHostOrSubdomain(host, 'youtube.com') || isHostOrSubdomain(host, 'youtu.be')) return 'youtube';
  if (isHostOrSubdomain(host, 'vimeo.com')) return 'vimeo';
  return 'custom';
}

/**
 * A video section. Its `embedType` is not chosen but derived from the URL ({@link videoEmbedType}),
 * and must be the URL's: a save stores a section's data as sent, not this schema's output (see
 * `SectionInputSchema`), so a transform could not correct it; a mismatch is refused instead, under
 * `embedType`. The editor derives it on every change and the renderer from the URL it plays.
 */
export const VideoConfigSchema = z
  .object({
    title: z.string(coded('titleRequired')).trim().min(1, coded('titleRequired')),
    videoUrl: z
      .string(coded('videoUrlRequired'))
      .trim()
      .min(1, coded('videoUrlRequired'))
      .pipe(SectionHttpUrlSchema),
    embedType: z.enum(VIDEO_EMBED_TYPES),
  })
  .superRefine(({ videoUrl, embedType }, context) => {
    // Compared once the URL and the type are each valid, so a bad URL is reported once, under its field.
    const field = (issue: { path?: PropertyKey[] }) => issue.path?.[0];
    if (context.issues.some((issue) => field(issue) === 'videoUrl' || field(issue) === 'embedType')) return;
    const derived = videoEmbedType(videoUrl);
    if (embedType !== derived) {
      context.addIssue({
        code: 'custom',
        path: ['embedType'],
        input: embedType,
        message: validationMessage('embedTypeOfUrl', { type: derived }),
      });
    }
  });
export type VideoConfig = z.infer<typeof VideoConfigSchema>;

/** A new video section: no title or address yet. */
export const VIDEO_DEFAULTS: VideoConfig = { title: '', videoUrl: '', embedType: 'custom' };
