import type { CSSProperties } from 'react';
import { mediaKind, type MediaKind } from '@suite/shared/sections';
import type { SectionEditorsKey } from '../../i18n';

export interface MediaViewProps {
  url: string;
  /** The image's text alternative; it also names a video or an audio player. */
  alt: string;
  /** How an image or a video fills its box. */
  fit?: 'cover' | 'contain';
  style?: CSSProperties;
}

/** What a slide's or a showcase item's file is, in the editor's list. */
export const MEDIA_KIND_LABELS: Record<MediaKind, SectionEditorsKey> = {
  image: 'common.media.image',
  video: 'common.media.video',
  audio: 'common.media.audio',
};

/**
 * An image, a video or an audio file, by the address's extension (seed 000 §4): mp4, mov and webm
 * play in a video player, mp3, wav, ogg and flac in an audio player, anything else is an image.
 */
export function MediaView({ url, alt, fit = 'cover', style }: MediaViewProps) {
  const kind = mediaKind(url);
  if (kind === 'audio') {
    // The owner's media: a slide has no captions file to offer (the section's schema has none).
    return (
      // eslint-disable-next-line jsx-a11y/media-has-caption
      <audio src={url} controls preload="metadata" aria-label={alt} style={{ width: '100%', ...style }} />
    );
  }
  const box: CSSProperties = { width: '100%', height: '100%', objectFit: fit, display: 'block', ...style };
  if (kind === 'video') {
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the owner's video; no captions file in the schema
    return <video src={url} controls playsInline preload="metadata" aria-label={alt} style={box} />;
  }
  return <img src={url} alt={alt} loading="lazy" style={box} />;
}
