import * as z from 'zod/v4';
import { SectionHttpUrlSchema } from './section-parts';
import { coded, validationMessage } from '@suite/shared';

export const VIDEO_EMBED_TYPES = ['youtube', 'vimeo', 'custom'] as const;
export type VideoEmbedType = (typeof VIDEO_EMBED_TYPES)[number];

/** The video editor shows its preview this long after the last change (seed 000 §9). */
export const VIDEO_PREVIEW_DELAY_MS = 500;

function parseUrl(url: string): URL | undefined {
  try {
    return new URL(url.trim());
  } catch {
    return undefined;
  }
}

function isHostOrSubdomain(host: string, domain: string): boolean {
  return host === domain || host.endsWith(`.${domain}`);
}

/** youtube for youtube.com or youtu.be, vimeo for vimeo.com, otherwise custom (seed 000 §4). */
export function videoEmbedType(url: string): VideoEmbedType {
  const host = parseUrl(url)?.hostname.toLowerCase();
  if (!host) return 'custom';
  if (isHostOrSubdomain(host, 'youtube.com') || isHostOrSubdomain(host, 'youtu.be')) return 'youtube';
  if (isHostOrSubdomain(host, 'vimeo.com')) return 'vimeo';
  return 'custom';
}

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d+$/;

function youtubeId(url: URL): string | undefined {
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);
  const candidate =
    host === 'youtu.be' || host.endsWith('.youtu.be')
      ? segments[0]
      : segments[0] === 'watch'
        ? (url.searchParams.get('v') ?? undefined)
        : ['embed', 'shorts', 'live', 'v'].includes(segments[0] ?? '')
          ? segments[1]
          : undefined;
  return candidate && YOUTUBE_ID.test(candidate) ? candidate : undefined;
}

function vimeoId(url: URL): string | undefined {
  return url.pathname
    .split('/')
    .filter(Boolean)
    .find((segment) => VIMEO_ID.test(segment));
}

/**
 * The address to put in an iframe for a YouTube or Vimeo link, in their privacy-enhanced modes
 * (youtube-nocookie, Vimeo's do-not-track), or null when the link names no video (a channel, a
 * playlist, a bare `youtu.be/`): a save refuses such a link ({@link VideoConfigSchema}).
 */
export function videoEmbedUrl(videoUrl: string, embedType: VideoEmbedType): string | null {
  const url = parseUrl(videoUrl);
  if (!url) return null;
  if (embedType === 'youtube') {
    const id = youtubeId(url);
    return id ? `https://www.youtube-nocookie.com/embed/${id}` : null;
  }
  if (embedType === 'vimeo') {
    const id = vimeoId(url);
    return id ? `https://player.vimeo.com/video/${id}?dnt=1` : null;
  }
  return null;
}

const VideoFieldsSchema = z.object({
  title: z.string(coded('titleRequired')).trim().min(1, coded('titleRequired')),
  videoUrl: z
    .string(coded('videoUrlRequired'))
    .trim()
    .min(1, coded('videoUrlRequired'))
    .pipe(SectionHttpUrlSchema),
  embedType: z.enum(VIDEO_EMBED_TYPES),
});
type VideoFields = z.infer<typeof VideoFieldsSchema>;

/**
 * Whether the URL and the embed type are each valid: only then are they checked together, so a bad
 * URL is reported once, under its field.
 */
function fieldsValid(context: z.RefinementCtx<VideoFields>): boolean {
  const field = (issue: { path?: PropertyKey[] }) => issue.path?.[0];
  return !context.issues.some((issue) => field(issue) === 'videoUrl' || field(issue) === 'embedType');
}

/** The embed type must be the URL's (see `VideoConfigSchema`). */
function checkEmbedType({ videoUrl, embedType }: VideoFields, context: z.RefinementCtx<VideoFields>): void {
  if (!fieldsValid(context)) return;
  const derived = videoEmbedType(videoUrl);
  if (embedType !== derived) {
    context.addIssue({
      code: 'custom',
      path: ['embedType'],
      input: embedType,
      message: validationMessage('embedTypeOfUrl', { type: derived }),
    });
  }
}

/**
 * A video section. Its `embedType` is not chosen but derived from the URL ({@link videoEmbedType}),
 * and must be the URL's: a save stores a section's data as sent, not this schema's output (see
 * `SectionInputSchema`), so a transform could not correct it; a mismatch is refused instead, under
 * `embedType`. The editor derives it on every change and the renderer from the URL it plays. A
 * YouTube or Vimeo link must name a video ({@link videoEmbedUrl}): a channel, a playlist or a bare
 * `youtu.be/` is refused under `videoUrl`, since the page could only say it names none.
 */
export const VideoConfigSchema = VideoFieldsSchema.superRefine((video, context) => {
  if (!fieldsValid(context)) return;
  checkEmbedType(video, context);
  const { videoUrl } = video;
  const type = videoEmbedType(videoUrl);
  if (type !== 'custom' && videoEmbedUrl(videoUrl, type) === null) {
    context.addIssue({
      code: 'custom',
      path: ['videoUrl'],
      input: videoUrl,
      message: validationMessage('videoUrlNamesNoVideo', { site: type === 'youtube' ? 'YouTube' : 'Vimeo' }),
    });
  }
});
export type VideoConfig = z.infer<typeof VideoConfigSchema>;

/**
 * A saved video as the page draws it: `VideoConfigSchema` without the rule that a YouTube or Vimeo
 * link names a video, which came later, so a section saved before with a channel's or a playlist's
 * link still shows (its player says the link names no video) rather than "not configured" (ADR
 * 0040). Saves, and the editor's form, check `VideoConfigSchema` itself.
 */
export const VideoSavedConfigSchema = VideoFieldsSchema.superRefine(checkEmbedType);

/** A new video section: no title or address yet. */
export const VIDEO_DEFAULTS: VideoConfig = { title: '', videoUrl: '', embedType: 'custom' };
