import type { VideoConfig } from '@suite/shared';

export const VIDEO_DEFAULTS: VideoConfig = { title: '', videoUrl: '', embedType: 'custom' };
