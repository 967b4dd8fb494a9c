import { CONTRACT_FORM_PICKER_PAGE_SIZE } from '@suite/shared/schemas';
import { resourceKey, useApiClient, useApiClientContext, useApiResource } from '@suite/shared/react';
import { useOwnerSWR } from './owner-swr';

/** A page of the owner's contract forms for the picker (by name; q searches the name). */
export function useContractForms(q: string) {
  const client = useApiClient();
  return useOwnerSWR(['contract-forms', q], () =>
    client.contractForms.list({ pageSize: CONTRACT_FORM_PICKER_PAGE_SIZE, q: q || undefined }),
  );
}

/** The picked form, so the picker names it even when the current search leaves it out. */
export function useContractForm(id: number | undefined) {
  const client = useApiClient();
  return useOwnerSWR(id ? ['contract-form', id] : null, () => client.contractForms.get({ id: id ?? 0 }));
}

/** A contract form as the site's visitors read it (public; only a form of the site's owner). */
export function useSiteContractForm(siteId: string | undefined, id: number | undefined) {
  const client = useApiClient();
  const { apiBaseUrl } = useApiClientContext();
  return useApiResource(
    siteId && id ? resourceKey('sections', apiBaseUrl, null, 'site-content/contract-form', siteId, id) : null,
    () => client.contractForms.public({ siteId: Number(siteId), id: id ?? 0 }),
  );
}

/** The form id a section stores (text, as the seed's `formId`), as the API's number; undefined when it is none. */
export function contractFormId(formId: string): number | undefined {
  return /^[1-9]\d{0,9}$/.test(formId) && Number(formId) <= 2_147_483_647 ? Number(formId) : undefined;
}
