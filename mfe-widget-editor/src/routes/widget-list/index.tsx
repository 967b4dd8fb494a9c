import { useState } from 'react';
import { Alert, App, Button, Empty, Flex, Input, Tag, Typography } from 'antd';
import Table from 'antd/es/table';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { useNavigate } from 'react-router';
import { useDebounce } from 'use-debounce';
import { PAGE_SIZES, SEARCH_DEBOUNCE_MS, type WidgetListItem } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { PageFrame } from '@suite/shared/react';
import { useWidgetList, useWidgetMutations } from '../../api/widgets';
import { AppLink } from '../../features/app-link';
import { KIT_TITLES } from '../../features/editor/editor-menu';
import { SignedIn } from '../../features/signed-in';
import { useNotify } from '../../features/use-notify';
import { ADMIN_CRUMB, widgetPaths } from '../../features/widget-paths';
import { CreateWidgetDialog } from './create-widget-dialog';

/** `/admin/widget`: Manage Widgets — the owner's widgets, and Create widget. */
export function WidgetListRoute() {
  const navigate = useNavigate();
  const [creating, setCreating] = useState(false);
  return (
    <PageFrame
      title="Manage Widgets"
      breadcrumbs={[ADMIN_CRUMB, { key: 'widgets', title: 'Manage Widgets' }]}
      extra={
        <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setCreating(true)}>
          Create widget
        </Button>
      }
    >
      <SignedIn>
        <WidgetTable onCreate={() => setCreating(true)} />
        <CreateWidgetDialog
          open={creating}
          onClose={() => setCreating(false)}
          onCreated={(id) => {
            setCreating(false);
            navigate(widgetPaths.edit(String(id)));
          }}
        />
      </SignedIn>
    </PageFrame>
  );
}

function WidgetTable({ onCreate }: { onCreate: () => void }) {
  const { modal } = App.useApp();
  const notify = useNotify();
  const { remove } = useWidgetMutations();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  const [limit, setLimit] = useState<number>(PAGE_SIZES.pageSections.default);
  const { data, error, isLoading, mutate } = useWidgetList({ q, page: page - 1, limit });

  function confirmRemove(widget: WidgetListItem) {
    modal.confirm({
      title: 'Delete widget?',
      content: `"${widget.configParsed.name}" and its page are deleted. Embed codes that show it stop working.`,
      okText: 'Delete',
      okButtonProps: { danger: true },
      cancelText: 'Cancel',
      onOk: () => notify.run(() => remove(widget.id), 'Widget deleted'),
    });
  }

  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title="Your widgets could not be loaded"
        description={apiErrorMessage(error)}
        action={<Button onClick={() => void mutate()}>Retry</Button>}
      />
    );
  }
  return (
    <Flex vertical gap={12}>
      <Input.Search
        allowClear
        aria-label="Search widgets"
        placeholder="Search widgets by name"
        value={search}
        onChange={(event) => {
          setSearch(event.target.value);
          setPage(1);
        }}
        style={{ maxWidth: 360 }}
      />
      <Table<WidgetListItem>
        rowKey="id"
        loading={isLoading}
        dataSource={data?.items ?? []}
        scroll={{ x: true }}
        locale={{
          emptyText: (
            <Empty description={q ? 'No widget matches the search' : "You don't have any widget yet"}>
              {!q && (
                <Button type="primary" onClick={onCreate}>
                  Create widget
                </Button>
              )}
            </Empty>
          ),
        }}
        pagination={{
          current: page,
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
            title: 'Name',
            render: (_, widget) => (
              <AppLink to={widgetPaths.edit(String(widget.id))}>{widget.configParsed.name}</AppLink>
            ),
          },
          { title: 'Id', dataIndex: 'id' },
          { title: 'Kit', render: (_, widget) => <Tag>{KIT_TITLES[widget.kit]}</Tag> },
          {
            title: 'Updated',
            render: (_, widget) => (
              <Typography.Text type="secondary">
                {new Date(widget.updatedAt).toLocaleString()}
              </Typography.Text>
            ),
          },
          {
            title: 'Actions',
            render: (_, widget) => (
              <Flex gap={8}>
                <AppLink to={widgetPaths.edit(String(widget.id))}>Edit</AppLink>
                <Button
                  size="small"
                  danger
                  onClick={() => confirmRemove(widget)}
                  aria-label={`Delete ${widget.configParsed.name}`}
                >
                  Delete
                </Button>
              </Flex>
            ),
          },
        ]}
      />
    </Flex>
  );
}
