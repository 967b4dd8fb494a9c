/** What a media URL holds, by its file extension (seed 000 §4). */
export type MediaKind = 'video' | 'audio' | 'image';

export const VIDEO_EXTENSIONS: readonly string[] = ['mp4', 'mov', 'webm'];
export const AUDIO_EXTENSIONS: readonly string[] = ['mp3', 'wav', 'ogg', 'flac'];

/**
 * video for .mp4, .mov and .webm; audio for .mp3, .wav, .ogg and .flac; anything else is an image.
 * Only the path counts: `clip.mp4?v=2` is a video, `/image?format=mp4` is not.
 */
export function mediaKind(url: string): MediaKind {
  let path: string;
  try {
    path = new URL(url.trim()).pathname;
  } catch {
    path = url.trim().split(/[?#]/)[0] ?? '';
  }
  const extension = /\.([a-z0-9]+)$/i.exec(path)?.[1]?.toLowerCase() ?? '';
  if (VIDEO_EXTENSIONS.includes(extension)) return 'video';
  if (AUDIO_EXTENSIONS.includes(extension)) return 'audio';
  return 'image';
}
