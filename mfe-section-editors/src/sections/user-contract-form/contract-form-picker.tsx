import { useState } from 'react';
import { Alert, Button, Empty, Flex, Select, Spin, Typography } from 'antd';
import { useDebounce } from 'use-debounce';
import { chainById, SEARCH_DEBOUNCE_MS, shortenAddress, type ContractFormSummary } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { ErrorAlert } from '@suite/shared/react';
import { contractFormId, useContractForm, useContractForms } from '../../api/contract-forms';
import { useSectionScope } from '../section-scope';

export const NO_CONTRACT_FORMS_TITLE = "You don't have any contract forms yet";
export const NO_CONTRACT_FORMS_HINT =
  "Build one in a widget's editor, under DexContracts → Contract forms: a contract, its functions and their fields' labels.";

/** Where the owner builds contract forms: the widget editor's Contract forms screen. */
export function contractFormsScreen(widgetId: string | undefined): string {
  return widgetId ? `/admin/widget/edit/${encodeURIComponent(widgetId)}?tab=contract.forms` : '/admin/widget';
}

function optionLabel(form: Pick<ContractFormSummary, 'name' | 'chainId' | 'address'>): string {
  const chain = chainById(form.chainId)?.name ?? `chain ${form.chainId}`;
  return `${form.name} · ${shortenAddress(form.address)} on ${chain}`;
}

export interface ContractFormPickerProps {
  id: string;
  /** The picked form's id as the section stores it (text); blank when none is picked. */
  value: string;
  onChange: (formId: string) => void;
  onBlur: () => void;
}

/**
 * The owner's contract forms by name: a select that searches the server as the owner types, with
 * loading, error and empty states, and a way to where forms are built.
 */
export function ContractFormPicker({ id, value, onChange, onBlur }: ContractFormPickerProps) {
  const { siteId, widgetId } = useSectionScope();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const list = useContractForms(q);
  const pickedId = contractFormId(value);
  const picked = useContractForm(pickedId);
  const items = list.data?.items ?? [];
  const options = items.map((form) => ({ value: String(form.id), label: optionLabel(form) }));
  if (picked.data && !options.some((option) => option.value === value)) {
    options.unshift({ value, label: optionLabel(picked.data) });
  }
  const manage = contractFormsScreen(widgetId ?? siteId);

  let notFound;
  if (list.error) {
    notFound = <ErrorAlert error={list.error} onRetry={() => void list.retry()} />;
  } else if (list.isLoading) {
    notFound = (
      <Flex justify="center" style={{ padding: 12 }}>
        <Spin size="small" aria-label="Loading contract forms" />
      </Flex>
    );
  } else if (q) {
    notFound = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No contract form matches your search" />
    );
  } else {
    notFound = (
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={NO_CONTRACT_FORMS_TITLE}>
        <Typography.Paragraph type="secondary">{NO_CONTRACT_FORMS_HINT}</Typography.Paragraph>
        <Button type="primary" href={manage} target="_blank" rel="noopener noreferrer">
          Create a contract form
        </Button>
      </Empty>
    );
  }

  return (
    <Flex vertical gap={8}>
      <Select
        id={id}
        showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
        allowClear
        placeholder="Choose a contract form"
        value={value || undefined}
        loading={list.isLoading || list.isValidating}
        options={options}
        notFoundContent={notFound}
        onChange={(next: string | undefined) => {
          onChange(next ?? '');
          setSearch('');
        }}
        onBlur={onBlur}
      />
      {pickedId === undefined && value ? (
        <Alert
          type="warning"
          showIcon
          title={`"${value}" is not a contract form: choose one from the list.`}
        />
      ) : null}
      {picked.error && pickedId !== undefined && !list.error ? (
        <Alert type="warning" showIcon title={apiErrorMessage(picked.error)} />
      ) : null}
      <Typography.Link href={manage} target="_blank" rel="noopener noreferrer">
        Manage contract forms
      </Typography.Link>
    </Flex>
  );
}
