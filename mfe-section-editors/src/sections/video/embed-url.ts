import { videoEmbedType } from '@suite/shared/sections';
import type { SectionData } from '../../section-kit/section-module';

/**
 * A video section's data with the embed type its URL gives, whatever it was stored with: the
 * schema refuses a mismatch, so a section stored with one (before the schema checked it) still
 * opens in the editor and plays, by its URL.
 */
export function withUrlEmbedType(data: SectionData): SectionData {
  const { videoUrl } = data;
  return { ...data, embedType: videoEmbedType(typeof videoUrl === 'string' ? videoUrl : '') };
}
