import { Select } from 'antd';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '@suite/shared';
import { useClearable } from '@suite/shared/react';
import { useCategories } from '../../api/categories';
import { useCollections } from '../../api/collections';
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

/** Picks collections: the first 50 (seed §9). */
export function CollectionsPicker({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string[] | undefined;
  onChange: (value: string[]) => void;
}) {
  const { t } = useCommerceCatalog();
  const clearable = useClearable();
  const { data, error, isLoading, mutate } = useCollections({ page: 0, limit: 50 });
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear={clearable}
      placeholder={t('products.form.noCollection')}
      loading={isLoading}
      notFoundContent={
        <PickerEmpty
          loading={isLoading}
          error={error}
          onRetry={() => void mutate()}
          empty={t('collections.empty')}
        />
      }
      value={value ?? []}
      onChange={onChange}
      options={(data?.items ?? []).map((collection) => ({ value: collection.id, label: collection.name }))}
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
