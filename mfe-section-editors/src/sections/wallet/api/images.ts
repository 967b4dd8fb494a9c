import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { IMAGE_DEFAULT_PAGE_SIZE, type Image } from '@suite/shared';
import { useApiClient, useApiClientContext } from '@suite/shared/react';

export const imageKeys = {
  all: ['images'] as const,
  list: (page: number) => ['images', 'list', page] as const,
  upload: ['images', 'upload'] as const,
};

/** The signed-in user's images, a page at a time (`GET /api/images`); nothing while `enabled` is off. */
export function useImages(page: number, enabled: boolean) {
  const client = useApiClient();
  return useSWR(enabled ? imageKeys.list(page) : null, () =>
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
