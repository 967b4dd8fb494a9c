import { Select } from 'antd';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS } from '@suite/shared';
import { useProducts } from '../../api/products';

export interface ProductPickerProps {
  id: string;
  value: string[];
  onChange: (productIds: string[]) => void;
  /** Names of products already picked that may not be among the 50 loaded. */
  known?: { id: string; name: string }[];
}

/** Picks products: 50 at a time, searched by name (seed §9). */
export function ProductPicker({ id, value, onChange, known = [] }: ProductPickerProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search, SEARCH_DEBOUNCE_MS);
  const { data, isLoading } = useProducts({ page: 0, limit: 50, q: q || undefined });
  const options = (data?.items ?? []).map((product) => ({ value: product.id, label: product.name }));
  for (const product of known)
    if (!options.some((option) => option.value === product.id))
      options.push({ value: product.id, label: product.name });
  return (
    <Select
      id={id}
      mode="multiple"
      allowClear
      placeholder="Add products"
      loading={isLoading}
      value={value}
      onChange={onChange}
      showSearch={{ filterOption: false, onSearch: setSearch }}
      options={options}
    />
  );
}
