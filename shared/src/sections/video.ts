import * as z from 'zod/v4';
import { coded } from '@suite/shared';

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

export const VideoConfigSchema = z.object({
  title: z.string(coded('titleRequired')).trim().min(1, coded('titleRequired')),
  videoUrl: z
    .string(coded('videoUrlRequired'))
    .trim()
    .min(1, coded('videoUrlRequired'))
    .pipe(z.url({ protocol: /^https?$/, ...coded('httpUrl') })),
  embedType: z.enum(VIDEO_EMBED_TYPES),
});
export type VideoConfig = z.infer<typeof VideoConfigSchema>;

/** A new video section: no title or address yet. */
export const VIDEO_DEFAULTS: VideoConfig = { title: '', videoUrl: '', embedType: 'custom' };
