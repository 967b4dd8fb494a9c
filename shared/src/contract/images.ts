import { oc } from '@orpc/contract';
import { OkSchema } from '../schemas/common';
import {
  ImageIdInputSchema,
  ImageListInputSchema,
  ImageListSchema,
  ImageSchema,
  ImageUploadInputSchema,
} from '../schemas/images';

const image = oc.route({ tags: ['Images'] });

/** The image picker: the signed-in user's uploaded images. */
export const imagesContract = {
  upload: image
    .route({
      method: 'POST',
      path: '/images',
      summary:
        'Upload an image (multipart field `file`; PNG, JPEG, GIF or WebP by content, at most 5 MB); served at its `url`',
    })
    .input(ImageUploadInputSchema)
    .output(ImageSchema),
  list: image
    .route({ method: 'GET', path: '/images', summary: "The signed-in user's images, newest first" })
    .input(ImageListInputSchema)
    .output(ImageListSchema),
  remove: image
    .route({
      method: 'DELETE',
      path: '/images/{id}',
      summary: "Delete one of the signed-in user's images and its file",
    })
    .input(ImageIdInputSchema)
    .output(OkSchema),
};
