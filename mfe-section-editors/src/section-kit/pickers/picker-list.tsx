import { useCallback, type ReactNode } from 'react';
import { Alert, Avatar, Button, Flex, Skeleton, Typography, theme } from 'antd';
import Pagination from 'antd/es/pagination';
import { PICKER_LOADING_ROWS } from '@suite/shared/sections';
import { useApiErrorMessage, usePageInRange, usePageLinks } from '@suite/shared/react';
import { useSectionEditorsCatalog } from '../../i18n';

export interface PickerItem {
  id: string | number;
  title: string;
  description?: string;
  imageUrl?: string | null;
}

export interface PickerListProps {
  /** What the list holds, for assistive technology: "Leaderboards". */
  label: string;
  items: readonly PickerItem[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry: () => void;
  /** Shown when the list is empty (the seed's empty-state texts). */
  empty: ReactNode;
  selectedId: string | number | null | undefined;
  onSelect: (item: PickerItem) => void;
  page: number;
  pageSize: number;
  total: number;
  onPageChange: (page: number) => void;
}

/**
 * The list of a section picker (leaderboards, widgets, checkouts, collections, products): loading
 * rows, the error with Retry, the empty state, and one button per item (pressed when it is the
 * selection), paged when there is more than one page. Pages are 0-based, as the API's.
 */
export function PickerList({
  label,
  items,
  isLoading,
  error,
  onRetry,
  empty,
  selectedId,
  onSelect,
  page,
  pageSize,
  total,
  onPageChange,
}: PickerListProps) {
  const pageLinks = usePageLinks();
  const errorMessage = useApiErrorMessage();
  const { token } = theme.useToken();
  const { t } = useSectionEditorsCatalog();
  // A page past the end (its items were deleted meanwhile) steps back to the last page there is,
  // rather than showing the empty state as though there were nothing at all.
  const toPicker = useCallback((shown: number) => onPageChange(shown - 1), [onPageChange]);
  const pastTheEnd =
    usePageInRange({ page: page + 1, pageSize, total, shown: items?.length, onPageChange: toPicker }) !==
    page + 1;
  if (error) {
    return (
      <Alert
        type="error"
        showIcon
        title={errorMessage(error)}
        action={
          <Button size="small" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        }
      />
    );
  }
  if (isLoading || !items || pastTheEnd) {
    return (
      <div role="status" aria-label={t('common.loadingList', { what: label.toLowerCase() })} aria-busy>
        {Array.from({ length: PICKER_LOADING_ROWS }, (_, index) => (
          <Skeleton key={index} active title={false} paragraph={{ rows: 1, width: '100%' }} />
        ))}
      </div>
    );
  }
  if (items.length === 0) return <>{empty}</>;
  return (
    <Flex vertical gap={8}>
      <Flex vertical gap={8} role="group" aria-label={label}>
        {items.map((item) => {
          const selected = item.id === selectedId;
          return (
            <button
              key={item.id}
              type="button"
              aria-pressed={selected}
              onClick={() => onSelect(item)}
              style={{
                display: 'flex',
                gap: 12,
                alignItems: 'center',
                width: '100%',
                textAlign: 'left',
                padding: `${token.paddingXS}px ${token.paddingSM}px`,
                borderRadius: token.borderRadius,
                border: `1px solid ${selected ? token.colorPrimary : token.colorBorderSecondary}`,
                background: selected ? token.colorPrimaryBg : token.colorBgContainer,
                color: token.colorText,
                cursor: 'pointer',
                font: 'inherit',
              }}
            >
              {item.imageUrl !== undefined ? (
                <Avatar shape="square" size={40} src={item.imageUrl ?? undefined} alt="">
                  {item.title.slice(0, 1).toUpperCase()}
                </Avatar>
              ) : null}
              <span style={{ minWidth: 0, flex: 1 }}>
                <Typography.Text strong ellipsis style={{ display: 'block' }}>
                  {item.title}
                </Typography.Text>
                {item.description ? (
                  <Typography.Text type="secondary" ellipsis style={{ display: 'block' }}>
                    {item.description}
                  </Typography.Text>
                ) : null}
              </span>
            </button>
          );
        })}
      </Flex>
      {total > pageSize ? (
        <Pagination
          itemRender={pageLinks.itemRender}
          size="small"
          align="center"
          current={page + 1}
          pageSize={pageSize}
          total={total}
          showSizeChanger={false}
          onChange={(next) => onPageChange(next - 1)}
        />
      ) : null}
    </Flex>
  );
}

/** The empty state of a picker: the seed's two lines and, where there is one, the way to create. */
export function PickerEmpty({
  title,
  description,
  action,
}: {
  title: string;
  description: string;
  action?: ReactNode;
}) {
  return (
    <Flex vertical align="center" gap={4} style={{ padding: '24px 0', textAlign: 'center' }}>
      <Typography.Text strong>{title}</Typography.Text>
      <Typography.Text type="secondary">{description}</Typography.Text>
      {action ? <div style={{ marginTop: 8 }}>{action}</div> : null}
    </Flex>
  );
}
