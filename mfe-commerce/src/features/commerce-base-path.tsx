import { COMMERCE_BASE_PATH } from '@suite/shared';
import { createContext, useContext } from 'react';

export const CommerceBasePathContext = createContext(COMMERCE_BASE_PATH);

/** Where the back office is mounted (`basePath` of `mfe_commerce/CommerceApp`). */
export function useCommerceBasePath(): string {
  return useContext(CommerceBasePathContext);
}
