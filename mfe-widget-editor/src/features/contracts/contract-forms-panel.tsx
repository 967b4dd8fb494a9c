import { useCallback, useState } from 'react';
import { Button, Empty, Flex, Input, Skeleton, Typography } from 'antd';
import Popconfirm from 'antd/es/popconfirm';
import Table from 'antd/es/table';
import { useNavigate, useSearchParams } from 'react-router';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS, shortenAddress, type ContractFormSummary } from '@suite/shared';
import {
  copyableText,
  ErrorAlert,
  listEmptyText,
  useChainWords,
  useClearable,
  useFeedback,
  useNotify,
  usePageInRange,
  usePageLinks,
} from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import {
  CONTRACT_FORMS_PAGE_SIZE,
  useContractForm,
  useContractFormMutations,
  useContractForms,
} from '../../api/contract-forms';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { widgetPaths } from '../widget-paths';
import { ContractFormEditor } from './contract-form-editor';

export const CONTRACT_FORMS_PANEL = 'contract.forms';

/**
 * Contract forms: the owner's forms (usable in a contract-form section on any of their widgets),
 * and the form being built or edited, named in the URL (`&form=new` or `&form={id}`).
 */
export function ContractFormsPanel() {
  const { t } = useWidgetEditorCatalog();
  const { widget } = useWidgetEditor();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const widgetId = String(widget.id);
  const open = search.get('form');
  const editingId = open && /^\d+$/.test(open) ? Number(open) : null;
  const show = (form?: string) =>
    navigate(widgetPaths.panel(widgetId, CONTRACT_FORMS_PANEL, form ? { form } : {}), { replace: !form });

  return (
    <PanelCard
      description={t('contractForms.description')}
      extra={
        open ? null : (
          <Button type="primary" onClick={() => show('new')}>
            {t('contractForms.new')}
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
    </PanelCard>
  );
}

function NewForm({ onDone }: { onDone: () => void }) {
  const { t } = useWidgetEditorCatalog();
  const { save } = useContractFormMutations();
  const { message } = useFeedback();
  const { allowLeave } = useWidgetEditor();
  return (
    <ContractFormEditor
      onCancel={onDone}
      onSave={async (input) => {
        await save(null, input);
        void message.success(t('contractForms.saved'));
        // Saved: the form still counts as changed in this render, and going back to the list must not ask.
        allowLeave();
        onDone();
      }}
    />
  );
}

function EditForm({ id, onDone }: { id: number; onDone: () => void }) {
  const { t } = useWidgetEditorCatalog();
  const { data, error, isLoading, mutate } = useContractForm(id);
  const { save } = useContractFormMutations();
  const { message } = useFeedback();
  const { allowLeave } = useWidgetEditor();
  if (error) {
    return (
      <ErrorAlert
        error={error}
        onRetry={() => void mutate()}
        extra={
          <Button size="small" onClick={onDone}>
            {t('contractForms.backToList')}
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
        void message.success(t('contractForms.saved'));
        // Saved: the form still counts as changed in this render, and going back to the list must not ask.
        allowLeave();
        onDone();
      }}
    />
  );
}

function FormList({ onEdit, onCreate }: { onEdit: (id: number) => void; onCreate: () => void }) {
  const pageLinks = usePageLinks();
  const { t } = useWidgetEditorCatalog();
  const clearable = useClearable();
  const networks = useChainWords();
  const [text, setText] = useState('');
  const [q] = useDebounce(text.trim(), SEARCH_DEBOUNCE_MS);
  const [paging, setPaging] = useState({ q: '', page: 0 });
  const page = paging.q === q ? paging.page : 0;
  const { data, error, isLoading, mutate } = useContractForms(page, q);
  const { remove } = useContractFormMutations();
  const notify = useNotify();
  const toPage = useCallback((shown: number) => setPaging({ q, page: shown - 1 }), [q]);
  // After a delete (here or elsewhere) the page may be past the end: the last page there is shows.
  // While another page or search loads, `data` is still the one before it: only this one's counts.
  const shownPage = usePageInRange({
    page: page + 1,
    pageSize: CONTRACT_FORMS_PAGE_SIZE,
    total: isLoading ? undefined : data?.total,
    shown: isLoading ? undefined : data?.items.length,
    onPageChange: toPage,
  });
  const pastTheEnd = shownPage !== page + 1;

  // Only the first read, before the search box is there to type in: any later read (a search, a
  // page, a Retry) keeps the box, and the rows shown until the next ones come.
  if (data === undefined && error === undefined && text === '' && q === '') {
    return (
      <div role="status" aria-label={t('contractForms.loading')}>
        <Skeleton active />
      </div>
    );
  }
  if (!q && !error && !isLoading && data?.total === 0) {
    return (
      <Empty description={t('contractForms.none')}>
        <Button type="primary" onClick={onCreate}>
          {t('contractForms.new')}
        </Button>
      </Empty>
    );
  }
  return (
    <Flex vertical gap={12}>
      <Input.Search
        allowClear={clearable}
        aria-label={t('contractForms.searchLabel')}
        placeholder={t('contractForms.searchPlaceholder')}
        value={text}
        onChange={(event) => setText(event.target.value)}
        style={{ maxWidth: 320 }}
      />
      {/* Below the search box, which stays: a search that fails can be changed, or retried. */}
      {error !== undefined && <ErrorAlert error={error} onRetry={() => void mutate()} />}
      <Table<ContractFormSummary>
        size="small"
        rowKey="id"
        loading={isLoading || pastTheEnd}
        // Failed, or stepping back from past the end: the rows kept are not this page's.
        dataSource={error !== undefined || pastTheEnd ? [] : (data?.items ?? [])}
        locale={{
          emptyText: listEmptyText(
            { isLoading: isLoading || pastTheEnd, error },
            q ? t('contractForms.noMatch') : t('contractForms.none'),
          ),
        }}
        scroll={{ x: true }}
        pagination={{
          itemRender: pageLinks.itemRender,
          current: shownPage,
          pageSize: CONTRACT_FORMS_PAGE_SIZE,
          total: error !== undefined ? 0 : (data?.total ?? 0),
          hideOnSinglePage: true,
          onChange: (next) => setPaging({ q, page: next - 1 }),
        }}
        columns={[
          { title: t('fields.name'), dataIndex: 'name' },
          { title: t('fields.network'), render: (_, form) => networks.name(form.chainId) },
          {
            title: t('contractForms.contract'),
            render: (_, form) => (
              <Typography.Text copyable={copyableText(form.address)}>
                {shortenAddress(form.address)}
              </Typography.Text>
            ),
          },
          { title: t('contractForms.functions'), dataIndex: 'functionCount' },
          {
            title: t('fields.actions'),
            render: (_, form) => (
              <Flex gap={8}>
                <Button
                  size="small"
                  aria-label={t('contractForms.editNamed', { name: form.name })}
                  onClick={() => onEdit(form.id)}
                >
                  {t('actions.edit')}
                </Button>
                <Popconfirm
                  title={t('contractForms.deleteTitle')}
                  description={t('contractForms.deleteDescription')}
                  okText={t('actions.delete')}
                  cancelText={t('actions.cancel')}
                  okButtonProps={{ danger: true }}
                  onConfirm={() => notify.run(() => remove(form.id), t('contractForms.deleted'))}
                >
                  <Button
                    size="small"
                    danger
                    aria-label={t('contractForms.deleteNamed', { name: form.name })}
                  >
                    {t('actions.delete')}
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
