import type { FieldLabels } from '../../section-kit/field-labels';

/** The video editor's words for its fields: its form and the preview's messages use them. */
export const VIDEO_LABELS = {
  title: 'fields.title',
  videoUrl: 'video.fields.videoUrl',
  /** Not a field of its own: the editor shows the type it reads from the URL. */
  embedType: 'video.fields.embedType',
} as const satisfies FieldLabels;
