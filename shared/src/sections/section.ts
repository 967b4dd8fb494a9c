import { z } from 'zod';

export const SECTION_NAME_MAX_LENGTH = 120;

/**
 * One section of a page (seed 001 §3): its type — one of the catalog's `SectionType`s, or a custom
 * type a plugin registers, so any non-empty id is kept — an optional name the owner gives it in the
 * editor, the type's config (`data`, checked against the type's own schema where it is edited) and
 * where it is hidden. Widgets store their pages' sections in this shape.
 */
export const SectionSchema = z.object({
  type: z.string().trim().min(1, 'Required').max(100, 'Must be at most 100 characters'),
  name: z
    .string()
    .trim()
    .max(SECTION_NAME_MAX_LENGTH, `Must be at most ${SECTION_NAME_MAX_LENGTH} characters`)
    .optional(),
  data: z.record(z.string(), z.unknown()).default({}),
  hideMobile: z.boolean().optional(),
  hideDesktop: z.boolean().optional(),
});
export type Section = z.infer<typeof SectionSchema>;

/** What the edit dialog shows for a section without a name (seed 000 §2). */
export const UNNAMED_SECTION = 'Unnamed Section';
