import { useState } from 'react';
import { App, Button, Empty, Flex, Input, Popconfirm, Skeleton, Typography } from 'antd';
import Table from 'antd/es/table';
import { useNavigate, useSearchParams } from 'react-router';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS, shortenAddress, type ContractFormSummary } from '@suite/shared';
import { ErrorAlert } from '@suite/shared/react';
import {
  CONTRACT_FORMS_PAGE_SIZE,
  useContractForm,
  useContractFormMutations,
  useContractForms,
} from '../../api/contract-forms';
import { networkName } from '../data/networks';
import { useWidgetEditor } from '../editor/editor-context';
import { SectionCard } from '../editor/section-card';
import { useNotify } from '../use-notify';
import { widgetPaths } from '../widget-paths';
import { ContractFormEditor } from './contract-form-editor';

export const CONTRACT_FORMS_TAB = 'contract.forms';
export const NO_CONTRACT_FORMS_TEXT = 'No contract forms yet';

/**
 * Contract forms: the owner's forms (usable in a contract-form section on any of their widgets),
 * and the form being built or edited, named in the URL (`&form=new` or `&form={id}`).
 */
export function ContractFormsSection() {
  const { widget } = useWidgetEditor();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const widgetId = String(widget.id);
  const open = search.get('form');
  const editingId = open && /^\d+$/.test(open) ? Number(open) : null;
  const show = (form?: string) =>
    navigate(widgetPaths.section(widgetId, CONTRACT_FORMS_TAB, form ? { form } : {}), { replace: !form });

  return (
    <SectionCard
      title="Contract forms"
      description="Forms that call a contract through a visitor's wallet. Add one to a page with a contract-form section."
      extra={
        open ? null : (
          <Button type="primary" onClick={() => show('new')}>
            New contract form
          </Button>
        )
      }
    >
      {open === 'new' ? (
        <NewForm onDone={() => show()} />
      ) : editingId !== null ? (
        <EditForm id={editingId} onDone={() => show()} />
      ) : (
        <FormList onEdit={(id) => show(String(id))} onCreate={() => show('new')} />
      )}
    </SectionCard>
  );
}

function NewForm({ onDone }: { onDone: () => void }) {
  const { save } = useContractFormMutations();
  const { message } = App.useApp();
  return (
    <ContractFormEditor
      onCancel={onDone}
      onSave={async (input) => {
        await save(null, input);
        void message.success('Contract form saved');
        onDone();
      }}
    />
  );
}

function EditForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { data, error, isLoading, mutate } = useContractForm(id);
  const { save } = useContractFormMutations();
  const { message } = App.useApp();
  if (error) {
    return (
      <ErrorAlert
        error={error}
        onRetry={() => void mutate()}
        extra={
          <Button size="small" onClick={onDone}>
            Back to the list
          </Button>
        }
      />
    );
  }
  if (isLoading || !data) return <Skeleton active />;
  return (
    <ContractFormEditor
      key={data.id}
      form={data}
      onCancel={onDone}
      onSave={async (input) => {
        await save(id, input);
        void message.success('Contract form saved');
        onDone();
      }}
    />
  );
}

function FormList({ onEdit, onCreate }: { onEdit: (id: number) => void; onCreate: () => void }) {
  const [text, setText] = useState('');
  const [q] = useDebounce(text.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ q: '', page: 0 });
  const page = paging.q === q ? paging.page : 0;
  const { data, error, isLoading, mutate } = useContractForms(page, q);
  const { remove } = useContractFormMutations();
  const notify = useNotify();

  if (error) return <ErrorAlert error={error} onRetry={() => void mutate()} />;
  if (!data && isLoading) {
    return (
      <div role="status" aria-label="Loading contract forms">
        <Skeleton active />
      </div>
    );
  }
  if (!q && data?.total === 0) {
    return (
      <Empty description={NO_CONTRACT_FORMS_TEXT}>
        <Button type="primary" onClick={onCreate}>
          New contract form
        </Button>
      </Empty>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Input.Search
        allowClear
        aria-label="Search contract forms"
        placeholder="Search by name"
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ maxWidth: 320 }}
      />
      <Table<ContractFormSummary>
        size="small"
        rowKey="id"
        loading={isLoading}
        dataSource={data?.items ?? []}
        locale={{ emptyText: q ? 'No contract form matches your search' : NO_CONTRACT_FORMS_TEXT }}
        scroll={{ x: true }}
        pagination={{
          current: page + 1,
          pageSize: CONTRACT_FORMS_PAGE_SIZE,
          total: data?.total ?? 0,
          hideOnSinglePage: true,
          onChange: (next) => setPaging({ q, page: next - 1 }),
        }}
        columns={[
          { title: 'Name', dataIndex: 'name' },
          { title: 'Network', render: (_, form) => networkName(form.chainId) },
          {
            title: 'Contract',
            render: (_, form) => (
              <Typography.Text copyable={{ text: form.address }}>
                {shortenAddress(form.address)}
              </Typography.Text>
            ),
          },
          { title: 'Functions', dataIndex: 'functionCount' },
          {
            title: 'Actions',
            render: (_, form) => (
              <Flex gap={8}>
                <Button size="small" aria-label={`Edit ${form.name}`} onClick={() => onEdit(form.id)}>
                  Edit
                </Button>
                <Popconfirm
                  title="Delete this contract form?"
                  description="Sections using it will say it no longer exists."
                  okText="Delete"
                  okButtonProps={{ danger: true }}
                  onConfirm={() => notify.run(() => remove(form.id), 'Contract form deleted')}
                >
                  <Button size="small" danger aria-label={`Delete ${form.name}`}>
                    Delete
                  </Button>
                </Popconfirm>
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
