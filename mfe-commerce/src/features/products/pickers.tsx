import { Select } from 'antd';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '@suite/shared';
import { useClearable } from '@suite/shared/react';
import { useCategories } from '../../api/categories';
import { useCollectionNames, useCollections } from '../../api/collections';
import { useCommerceCatalog } from '../../i18n';
import { PickerEmpty } from '../picker-empty';

interface CategoryPickerProps {
  id: string;
  value: string | null | undefined;
  onChange: (value: string | null) => void;
  /** The product's current category, shown even when it is not among the first 10. */
  current?: { id: string; name: string } | null;
}

/** Picks a category: 10 at a time, searched by name (seed §9). */
export function CategoryPicker({ id, value, onChange, current }: CategoryPickerProps) {
  const { t } = useCommerceCatalog();
  const clearable = useClearable();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search, SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading, mutate } = useCategories({ page: 0, limit: 10, q: q || undefined });
  const options = (data?.items ?? []).map((category) => ({ value: category.id, label: category.name }));
  if (current && !options.some((option) => option.value === current.id))
    options.push({ value: current.id, label: current.name });
  return (
    <Select
      id={id}
      allowClear={clearable}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      placeholder={t('products.form.noCategory')}
      loading={isLoading}
      notFoundContent={
        <PickerEmpty
          loading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          empty={t('categories.empty')}
        />
      }
      value={value ?? undefined}
      onChange={(next: string | undefined) => onChange(next ?? null)}
      options={options}
    />
  );
}

interface CollectionsPickerProps {
  id: string;
  value: string[] | undefined;
  onChange: (value: string[]) => void;
  /** The product's collections (ids), offered by name even when they are not among the first 50. */
  current?: readonly string[];
}

/**
 * Picks collections: the first 50 (seed §9), searched by name, and the product's own wherever they are
 * in the list, named and searched as the others.
 */
export function CollectionsPicker({ id, value, onChange, current = [] }: CollectionsPickerProps) {
  const { t } = useCommerceCatalog();
  const clearable = useClearable();
  const { data, error, isLoading, mutate } = useCollections({ page: 0, limit: 50 });
  const options = (data?.items ?? []).map((collection) => ({ value: collection.id, label: collection.name }));
  // Once the first 50 are known, the product's (and the picked) collections they leave out are read by
  // id: without a name, the field would show their raw ids.
  const unlisted = data
    ? [...new Set([...current, ...(value ?? [])])].filter((wanted) =>
        options.every((option) => option.value !== wanted),
      )
    : [];
  const names = useCollectionNames(unlisted);
  for (const collection of names.data ?? []) {
    if (options.every((option) => option.value !== collection.id))
      options.push({ value: collection.id, label: collection.name });
  }
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear={clearable}
      placeholder={t('products.form.noCollection')}
      loading={isLoading || names.isLoading}
      notFoundContent={
        <PickerEmpty
          loading={isLoading}
          error={error ?? names.error}
          onRetry={() => void (error ? mutate() : names.mutate())}
          empty={t('collections.empty')}
        />
      }
      value={value ?? []}
      onChange={onChange}
      options={options}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
