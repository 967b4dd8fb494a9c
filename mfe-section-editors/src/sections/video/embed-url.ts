import { videoEmbedType, type VideoEmbedType } from '@suite/shared/sections';
import type { SectionData } from '../../section-kit/section-module';

const YOUTUBE_ID = /^[\w-]{6,20}$/;
const VIMEO_ID = /^\d+$/;

function parse(url: string): URL | undefined {
  try {
    return new URL(url.trim());
  } catch {
    return undefined;
  }
}

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
  const candidate = url.pathname
    .split('/')
    .filter(Boolean)
    .find((segment) => VIMEO_ID.test(segment));
  return candidate;
}

/**
 * The address to put in an iframe for a YouTube or Vimeo link, in their privacy-enhanced modes
 * (youtube-nocookie, Vimeo's do-not-track), or null when the link names no video.
 */
export function videoEmbedUrl(videoUrl: string, embedType: VideoEmbedType): string | null {
  const url = parse(videoUrl);
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

/**
 * A video section's data with the embed type its URL gives, whatever it was stored with: the
 * schema refuses a mismatch, so a section stored with one (before the schema checked it) still
 * opens in the editor and plays, by its URL.
 */
export function withUrlEmbedType(data: SectionData): SectionData {
  const { videoUrl } = data;
  return { ...data, embedType: videoEmbedType(typeof videoUrl === 'string' ? videoUrl : '') };
}
