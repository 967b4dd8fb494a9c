import PlaySquareOutlined from '@ant-design/icons/PlaySquareOutlined';
import { defineSection, lazyNamed } from '../../section-kit/section-module';
import { VIDEO_DEFAULTS } from './defaults';
import { withUrlEmbedType } from './embed-url';
import { VIDEO_LABELS } from './labels';

/**
 * The video section, registered once: its tile (title, category, what it shows visitors, icon), the
 * config a new one starts from, the words of its fields, and its editor and renderer, each in its own chunk.
 */
export const VIDEO_SECTION = defineSection({
  type: 'video',
  title: 'catalog.video.title',
  category: 'resources',
  description: 'catalog.video.description',
  icon: PlaySquareOutlined,
  defaults: VIDEO_DEFAULTS,
  opened: withUrlEmbedType,
  labels: VIDEO_LABELS,
  editor: lazyNamed(() => import('./editor').then((module) => module.VideoEditor)),
  renderer: lazyNamed(() => import('./renderer').then((module) => module.VideoRenderer)),
});
