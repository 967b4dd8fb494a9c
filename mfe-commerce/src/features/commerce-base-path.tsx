import { createContext, useContext } from 'react';

export const CommerceBasePathContext = createContext('/u/account/commerce');

/** Where the back office is mounted (`basePath` of `mfe_commerce/CommerceApp`). */
export function useCommerceBasePath(): string {
  return useContext(CommerceBasePathContext);
}
