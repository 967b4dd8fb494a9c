import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { validationMessage, type Image } from '@suite/shared';
import { IMAGE_CONTENT_TYPES, IMAGE_DEFAULT_PAGE_SIZE, IMAGE_MAX_BYTES } from '@suite/shared/schemas';
// By the package's name: the page's one API client context and catalog, whichever app provides this entry.
import {
  useApiClient,
  useApiClientContext,
  useApiErrorMessage,
  useApiResource,
  useFeedback,
} from '@suite/shared/react';

export const imageKeys = {
  all: ['images'] as const,
  list: (page: number) => ['images', 'list', page] as const,
  upload: ['images', 'upload'] as const,
};

/** The signed-in user's images, a page at a time (`GET /api/images`); nothing while `enabled` is off. */
export function useImages(page: number, enabled: boolean) {
  const client = useApiClient();
  return useApiResource(enabled ? imageKeys.list(page) : null, () =>
    client.images.list({ page, limit: IMAGE_DEFAULT_PAGE_SIZE }),
  );
}

/** Upload one image (`POST /api/images`); the lists show it once it is stored. */
export function useUploadImage() {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(imageKeys.upload, async (_key: readonly string[], { arg }: { arg: File }) => {
    const image = await client.images.upload({ file: arg });
    await mutate((key) => Array.isArray(key) && key[0] === 'images' && key[1] === 'list');
    return image;
  });
}

/**
 * Where an image is served, as an absolute address: the API serves uploads on its own origin, and a
 * wallet's background is shown on sites of other origins.
 */
export function useImageAddress(): (image: Pick<Image, 'url'>) => string {
  const { apiBaseUrl } = useApiClientContext();
  return (image) => new URL(image.url, apiBaseUrl || window.location.origin).href;
}

/**
 * Upload one file the user chose, checked first like the server checks it (type by name, 5 MB): a
 * refused or failed upload shows its reason in an error toast. Resolves the stored image's absolute
 * address, or null.
 */
export function useCheckedUpload() {
  const upload = useUploadImage();
  const address = useImageAddress();
  const { message } = useFeedback();
  const errorMessage = useApiErrorMessage();
  return {
    uploading: upload.isMutating,
    upload: async (file: File): Promise<string | null> => {
      if (!IMAGE_CONTENT_TYPES.some((type) => type === file.type)) {
        void message.error(validationMessage('imageType'));
        return null;
      }
      if (file.size > IMAGE_MAX_BYTES) {
        void message.error(validationMessage('imageTooLarge', { max: IMAGE_MAX_BYTES / (1024 * 1024) }));
        return null;
      }
      try {
        return address(await upload.trigger(file));
      } catch (error) {
        void message.error(errorMessage(error));
        return null;
      }
    },
  };
}
