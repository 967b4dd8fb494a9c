import { useState } from 'react';
import { Typography } from 'antd';
import { useDebounce } from 'use-debounce';
import {
  VIDEO_PREVIEW_DELAY_MS,
  videoEmbedUrl,
  VideoSavedConfigSchema,
  type VideoConfig,
} from '@suite/shared/sections';
import type { SectionData, SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { withUrlEmbedType } from './embed-url';
import { VIDEO_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { useParseInContentLanguage } from '@suite/shared/react';

export function VideoRenderer({ data }: SectionRendererProps) {
  // A YouTube or Vimeo link saved before a save refused one that names no video still shows (ADR 0040).
  const parsed = useParseInContentLanguage(VideoSavedConfigSchema, useSettledVideo(data));
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={VIDEO_LABELS} />;
  const { title } = parsed.data;
  return (
    <section aria-label={title} style={{ padding: '24px 0' }}>
      <Typography.Title level={3}>{title}</Typography.Title>
      <VideoPlayer video={parsed.data} />
    </section>
  );
}

/**
 * The video as it was 500 ms ago, once its URL stopped changing: a live preview (the section
 * dialog's, the widget editor's) does not reload the player on every keystroke. The first value is
 * shown at once, so a page renders its video without waiting. Its embed type is its URL's.
 */
function useSettledVideo(data: SectionData): SectionData {
  const [videoUrl] = useDebounce(data.videoUrl, VIDEO_PREVIEW_DELAY_MS);
  return withUrlEmbedType({ ...data, videoUrl });
}

const FRAME = { width: '100%', aspectRatio: '16 / 9', border: 0, display: 'block' } as const;

/** The player of a video: the YouTube or Vimeo embed, or the browser's own for any other file. */
export function VideoPlayer({ video }: { video: VideoConfig }) {
  const { t } = useSectionEditorsCatalog();
  if (video.embedType === 'custom') return <FilePlayer key={video.videoUrl} video={video} />;
  const src = videoEmbedUrl(video.videoUrl, video.embedType);
  if (!src) {
    return (
      <Typography.Text type="warning">
        {t('video.noVideo', { site: video.embedType === 'youtube' ? 'YouTube' : 'Vimeo' })}
      </Typography.Text>
    );
  }
  return (
    <iframe
      src={src}
      title={video.title}
      style={FRAME}
      loading="lazy"
      referrerPolicy="strict-origin-when-cross-origin"
      allow="accelerometer; autoplay; clipboard-write; encrypted-media; gyroscope; picture-in-picture"
      allowFullScreen
    />
  );
}

/**
 * The browser's player for a video file. An address it cannot play (a page, not a file: a Loom or
 * Twitch link, an image) says so with a link to it, rather than a black box.
 */
function FilePlayer({ video }: { video: VideoConfig }) {
  const { t } = useSectionEditorsCatalog();
  const [unplayable, setUnplayable] = useState(false);
  if (unplayable) {
    return (
      <Typography.Paragraph type="warning">
        {t('video.notPlayable')}{' '}
        <Typography.Link href={video.videoUrl} target="_blank" rel="noopener noreferrer">
          {t('video.openAddress')}
        </Typography.Link>
      </Typography.Paragraph>
    );
  }
  return (
    // eslint-disable-next-line jsx-a11y/media-has-caption -- the owner's video; no captions file in the schema
    <video
      src={video.videoUrl}
      controls
      preload="metadata"
      style={FRAME}
      aria-label={video.title}
      onError={() => setUnplayable(true)}
    />
  );
}
