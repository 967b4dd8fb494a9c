import useSWR from 'swr';
import { useApiClient } from '@suite/shared/react';
import { useCommerceKey } from './keys';

export function useCreditsAccount() {
  const client = useApiClient();
  return useSWR(useCommerceKey('credits', 'account'), () => client.credits.account());
}
