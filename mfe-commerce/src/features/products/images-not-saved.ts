import * as z from 'zod/v4';

/**
 * What the create page hands to the new product's edit page (navigation state) when the product was
 * created but its images were not saved: the images as typed, to save again, and the API's messages
 * on them (`images.2`), when it refused one. Plain strings: the browser's history keeps a state only
 * as a structured clone.
 */
const ImagesNotSavedSchema = z.object({
  images: z.array(z.string()),
  errors: z.record(z.string(), z.string()),
});
export type ImagesNotSaved = z.infer<typeof ImagesNotSavedSchema>;

const StateSchema = z.object({ imagesNotSaved: ImagesNotSavedSchema });

/** The navigation state that hands `imagesNotSaved` over. */
export function imagesNotSavedState(imagesNotSaved: ImagesNotSaved): z.infer<typeof StateSchema> {
  return { imagesNotSaved };
}

/** What a location's state hands over, or null (any other state, or none). */
export function imagesNotSavedOf(state: unknown): ImagesNotSaved | null {
  const parsed = StateSchema.safeParse(state);
  return parsed.success ? parsed.data.imagesNotSaved : null;
}
