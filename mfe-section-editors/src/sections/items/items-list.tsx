import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { PageItem } from '@suite/shared';
import { ItemEditor } from './item-editor';
import { pageItemSummary } from './item-defaults';

export interface ItemsListProps {
  items: PageItem[];
  onChange: (items: PageItem[]) => void;
}

/** Where the item editor is open: on an existing item (its index) or on a new one. */
type Editing = number | 'new' | null;

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/** A section's Items: each with Edit, Remove, Up and Down (Up disabled on the first, Down on the last). */
export function ItemsList({ items, onChange }: ItemsListProps) {
  const [editing, setEditing] = useState<Editing>(null);
  const last = items.length - 1;

  function save(item: PageItem) {
    onChange(
      editing === 'new' ? [...items, item] : items.map((current, at) => (at === editing ? item : current)),
    );
    setEditing(null);
  }

  return (
    <Flex vertical gap={8}>
      {items.length > 0 ? (
        <ul aria-label="Items" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {items.map((item, index) => (
            // Items have no id of their own; their place in the list is their identity.
            <li
              key={index}
              aria-label={pageItemSummary(item)}
              style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
            >
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Text>{pageItemSummary(item)}</Typography.Text>
                <Flex gap={4} wrap>
                  <Button size="small" onClick={() => setEditing(index)}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => {
                      onChange(items.filter((_, at) => at !== index));
                      setEditing(null);
                    }}
                  >
                    Remove
                  </Button>
                  <Button
                    size="small"
                    disabled={index === 0}
                    onClick={() => onChange(move(items, index, index - 1))}
                  >
                    Up
                  </Button>
                  <Button
                    size="small"
                    disabled={index === last}
                    onClick={() => onChange(move(items, index, index + 1))}
                  >
                    Down
                  </Button>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">No items yet.</Typography.Text>
      )}
      {editing === null ? (
        <Button onClick={() => setEditing('new')} style={{ alignSelf: 'flex-start' }}>
          Add item
        </Button>
      ) : (
        <ItemEditor
          key={String(editing)}
          item={editing === 'new' ? undefined : items[editing]}
          onSave={save}
          onCancel={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}
