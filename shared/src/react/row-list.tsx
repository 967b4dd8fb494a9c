import type { CSSProperties, Key, ReactNode } from 'react';
import { Empty, Flex, Spin, theme } from 'antd';

/** What one row of a `RowList` shows. */
export interface Row {
  /** What the row says, on the left; it takes the room the actions leave. */
  content: ReactNode;
  /** Its buttons, on the right; under the content when the row is too narrow for both. */
  actions?: ReactNode;
  /** The row's accessible name, where its content alone does not say which row it is. */
  label?: string;
  /** Drawn faded: a row that is there but cannot be used (an item no longer for sale). */
  muted?: boolean;
}

export interface RowListProps<T> {
  items: readonly T[];
  rowKey: (item: T, index: number) => Key;
  renderRow: (item: T, index: number) => Row;
  /** The list's accessible name. */
  'aria-label'?: string;
  /** A title line above the rows. */
  header?: ReactNode;
  /** What an empty list says ("No items yet."); without it an empty list shows nothing. */
  emptyText?: ReactNode;
  /** The rows are being read: a spinner over them (in their place while there are none). */
  loading?: boolean;
  /** A frame around the list, the rows inset from it. */
  bordered?: boolean;
  size?: 'small' | 'default';
  style?: CSSProperties;
}

/**
 * A list of rows, each what it says and its buttons, split by a line: the one home of the shape
 * antd's List drew (deprecated since antd 6.6; its successor, Listy, is a virtual list for long
 * scrolling ones). Plain `ul`/`li` in the theme's spacing and colours, wrapping on a phone.
 */
export function RowList<T>({
  items,
  rowKey,
  renderRow,
  'aria-label': label,
  header,
  emptyText,
  loading = false,
  bordered = false,
  size = 'default',
  style,
}: RowListProps<T>) {
  const { token } = theme.useToken();
  const inset = bordered ? (size === 'small' ? token.padding : token.paddingLG) : 0;
  const padding = `${size === 'small' ? token.paddingXS : token.paddingSM}px ${inset}px`;
  const line = `${token.lineWidth}px ${token.lineType} ${token.colorSplit}`;
  const rows =
    items.length === 0 ? (
      loading ? (
        <div style={{ minHeight: 96 }} />
      ) : emptyText !== undefined ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={emptyText}
          style={{ margin: token.margin }}
        />
      ) : null
    ) : (
      <ul
        aria-label={label}
        aria-busy={loading || undefined}
        style={{ listStyle: 'none', margin: 0, padding: 0 }}
      >
        {items.map((item, index) => {
          const row = renderRow(item, index);
          return (
            <li
              key={rowKey(item, index)}
              aria-label={row.label}
              style={{
                padding,
                borderTop: index === 0 ? undefined : line,
                opacity: row.muted ? 0.5 : undefined,
              }}
            >
              <Flex justify="space-between" align="center" gap={token.marginSM} wrap>
                <div style={{ flex: '1 1 12rem', minWidth: 0 }}>{row.content}</div>
                {row.actions !== undefined && (
                  <Flex gap={token.marginXXS} align="center" wrap style={{ flex: 'none' }}>
                    {row.actions}
                  </Flex>
                )}
              </Flex>
            </li>
          );
        })}
      </ul>
    );
  return (
    <div
      style={{
        ...(bordered ? { border: `${token.lineWidth}px ${token.lineType} ${token.colorBorder}` } : {}),
        borderRadius: bordered ? token.borderRadiusLG : undefined,
        ...style,
      }}
    >
      {header !== undefined && <div style={{ padding, borderBottom: line }}>{header}</div>}
      <Spin spinning={loading}>{rows}</Spin>
    </div>
  );
}
