import { useState } from 'react';
import { Alert, Button, Empty, Flex, Input, Tag, Typography } from 'antd';
import Table from 'antd/es/table';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router';
import { useDebounce } from 'use-debounce';
import { PAGE_SIZES, SEARCH_DEBOUNCE_MS } from '@suite/shared';
import type { WidgetListItem } from '@suite/shared/widget';
import {
  AppLink,
  PageFrame,
  ScrollRegion,
  useApiErrorMessage,
  useClearable,
  useFeedback,
  useFormat,
  useNotify,
  usePageInRange,
  usePageLinks,
  useSession,
} from '@suite/shared/react';
import { useWidgetList, useWidgetMutations } from '../../api/widgets';
import { KIT_TITLES } from '../../features/editor/editor-menu';
import { SignedIn } from '../../features/signed-in';
import { useWidgetEditorCatalog } from '../../i18n';
import { widgetPaths } from '../../features/widget-paths';
import { CreateWidgetDialog } from './create-widget-dialog';

/** `/admin/widget`: Manage Widgets — the owner's widgets, and Create widget. */
export function WidgetListRoute() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  const { t } = useWidgetEditorCatalog();
  // Offered to a signed-in owner only: signed out, its dialog is not there to open (the page asks
  // to connect a wallet instead), and a click would open it by itself once signed in.
  const { account } = useSession();
  return (
    <PageFrame
      title={t('list.title')}
      breadcrumbs={[
        { key: 'admin', title: t('admin') },
        { key: 'widgets', title: t('list.title') },
      ]}
      extra={
        account ? (
          <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
            {t('list.create')}
          </Button>
        ) : undefined
      }
    >
      <SignedIn>
        <WidgetTable onCreate={() => setCreating(true)} />
        <CreateWidgetDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            void navigate(widgetPaths.edit(String(id)));
          }}
        />
      </SignedIn>
    </PageFrame>
  );
}

function WidgetTable({ onCreate }: { onCreate: () => void }) {
  const pageLinks = usePageLinks();
  const errorMessage = useApiErrorMessage();
  const { modal } = useFeedback();
  const { t } = useWidgetEditorCatalog();
  const clearable = useClearable();
  const format = useFormat();
  const notify = useNotify();
  const { remove } = useWidgetMutations();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES.pageSections.default);
  const { data, error, isLoading, mutate } = useWidgetList({ q, page: page - 1, limit });
  // After a delete (here or elsewhere) the page may be past the end: the last page there is shows.
  const shownPage = usePageInRange({
    page,
    pageSize: limit,
    total: data?.totalItems,
    shown: data?.items.length,
    onPageChange: setPage,
  });
  const pastTheEnd = shownPage !== page;

  function confirmRemove(widget: WidgetListItem) {
    modal.confirm({
      title: t('list.deleteTitle'),
      content: t('list.deleteContent', { name: widget.configParsed.name }),
      okText: t('list.delete'),
      okButtonProps: { danger: true },
      cancelText: t('list.cancel'),
      onOk: () => notify.run(() => remove(widget.id), t('list.deleted')),
    });
  }

  return (
    <Flex vertical gap={12}>
      <Input.Search
        allowClear={clearable}
        aria-label={t('list.searchLabel')}
        placeholder={t('list.searchPlaceholder')}
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        style={{ maxWidth: 360 }}
      />
      {/* Below the search box, which stays: a search that fails can be changed, or retried. */}
      {error !== undefined && (
        <Alert
          type="error"
          showIcon
          title={t('list.loadFailed')}
          description={errorMessage(error)}
          action={<Button onClick={() => void mutate()}>{t('list.retry')}</Button>}
        />
      )}
      <ScrollRegion label={t('list.title')}>
        <Table<WidgetListItem>
          rowKey="id"
          loading={isLoading || pastTheEnd}
          dataSource={pastTheEnd ? [] : (data?.items ?? [])}
          scroll={{ x: true }}
          locale={{
            // Nothing while the list loads, steps back from past its end or failed (the error above
            // says why): "no widget yet" would be untrue.
            emptyText:
              isLoading || pastTheEnd || error !== undefined ? (
                ' '
              ) : (
                <Empty description={q ? t('list.noMatch') : t('list.none')}>
                  {!q && (
                    <Button type="primary" onClick={onCreate}>
                      {t('list.create')}
                    </Button>
                  )}
                </Empty>
              ),
          }}
          pagination={{
            itemRender: pageLinks.itemRender,
            current: shownPage,
            pageSize: limit,
            total: data?.totalItems ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES.pageSections.options.map(String),
            onChange: (nextPage, nextSize) => {
              setPage(nextSize === limit ? nextPage : 1);
              setLimit(nextSize);
            },
          }}
          columns={[
            {
              title: t('list.columns.name'),
              render: (_, widget) => (
                <AppLink to={widgetPaths.edit(String(widget.id))}>{widget.configParsed.name}</AppLink>
              ),
            },
            { title: t('list.columns.id'), dataIndex: 'id' },
            { title: t('list.columns.kit'), render: (_, widget) => <Tag>{KIT_TITLES[widget.kit]}</Tag> },
            {
              title: t('list.columns.updated'),
              render: (_, widget) => (
                <Typography.Text type="secondary">{format.dateTime(widget.updatedAt)}</Typography.Text>
              ),
            },
            {
              title: t('list.columns.actions'),
              render: (_, widget) => (
                <Flex gap={8}>
                  <AppLink to={widgetPaths.edit(String(widget.id))}>{t('list.edit')}</AppLink>
                  <Button
                    size="small"
                    danger
                    onClick={() => confirmRemove(widget)}
                    aria-label={t('list.deleteNamed', { name: widget.configParsed.name })}
                  >
                    {t('list.delete')}
                  </Button>
                </Flex>
              ),
            },
          ]}
        />
      </ScrollRegion>
    </Flex>
  );
}
