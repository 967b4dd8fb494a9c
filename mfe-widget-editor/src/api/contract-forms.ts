import type { ContractFormInput } from '@suite/shared';
import { useApiClient, useApiResource } from '@suite/shared/react';
import { useEditorKey, useRevalidate } from './keys';

/** The contract forms screen's page size. */
export const CONTRACT_FORMS_PAGE_SIZE = 10;

/**
 * A page of the signed-in owner's contract forms, by name (q searches the name). The page shown
 * stays while the next page or search is read (its `isLoading` says it is not this one's), so the
 * list and its search box are not swapped for a placeholder at each keystroke or page.
 */
export function useContractForms(page: number, q: string) {
  const client = useApiClient();
  return useApiResource(
    useEditorKey('contract-forms', 'list', page, q),
    () => client.contractForms.list({ page, pageSize: CONTRACT_FORMS_PAGE_SIZE, q: q || undefined }),
    { keepPreviousData: true },
  );
}

/** One form with its ABI, for editing; nothing is asked without an id. */
export function useContractForm(id: number | null) {
  const client = useApiClient();
  const key = useEditorKey('contract-forms', 'detail', id);
  return useApiResource(id === null ? null : key, () => client.contractForms.get({ id: id ?? 0 }));
}

/** Save and delete; each revalidates the list and the details. */
export function useContractFormMutations() {
  const client = useApiClient();
  const revalidate = useRevalidate();
  return {
    save: async (id: number | null, input: ContractFormInput) => {
      const saved =
        id === null
          ? await client.contractForms.create(input)
          : await client.contractForms.update({ id, ...input });
      await revalidate('contract-forms');
      return saved;
    },
    remove: async (id: number) => {
      await client.contractForms.remove({ id });
      await revalidate('contract-forms');
    },
  };
}
