import { useState, type ReactNode } from 'react';
import { Button, Flex, Typography } from 'antd';

/** What a list's editor gets: the entry to edit (absent for a new one), and where to hand it back. */
export interface OrderedListEditorProps<Entry> {
  entry?: Entry;
  onSave: (entry: Entry) => void;
  onCancel: () => void;
}

export interface OrderedListProps<Entry> {
  entries: Entry[];
  onChange: (entries: Entry[]) => void;
  /** What the list calls itself for assistive technology: "Items", "Slides". */
  label: string;
  /** One line naming an entry; it also labels the entry's row. */
  summary: (entry: Entry, index: number) => string;
  /** Shown while the list is empty: "No items yet." */
  emptyText: string;
  /** The add button's text: "Add item". */
  addLabel: string;
  /** At most this many entries; the add button turns disabled at the limit. */
  max?: number;
  /** The entry's own editor, opened inline by Edit and by the add button. */
  renderEditor: (props: OrderedListEditorProps<Entry>) => ReactNode;
}

/** Where the editor is open: on an existing entry (its index) or on a new one. */
type Editing = number | 'new' | null;

function move<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  if (moved !== undefined) next.splice(to, 0, moved);
  return next;
}

/**
 * A section's list of things (items, slides, tokens, pairs): each with Edit, Remove, Up and Down
 * (Up disabled on the first, Down on the last), and an add button; one inline editor at a time.
 */
export function OrderedList<Entry>({
  entries,
  onChange,
  label,
  summary,
  emptyText,
  addLabel,
  max,
  renderEditor,
}: OrderedListProps<Entry>) {
  const [editing, setEditing] = useState<Editing>(null);
  const last = entries.length - 1;
  const full = max !== undefined && entries.length >= max;

  function save(entry: Entry) {
    onChange(
      editing === 'new'
        ? [...entries, entry]
        : entries.map((current, at) => (at === editing ? entry : current)),
    );
    setEditing(null);
  }

  return (
    <Flex vertical gap={8}>
      {entries.length > 0 ? (
        <ul aria-label={label} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {entries.map((entry, index) => (
            // Entries have no id of their own; their place in the list is their identity.
            <li
              key={index}
              aria-label={summary(entry, index)}
              style={{ padding: '8px 0', borderBottom: '1px solid rgba(5, 5, 5, 0.06)' }}
            >
              <Flex justify="space-between" align="center" gap={8} wrap>
                <Typography.Text>{summary(entry, index)}</Typography.Text>
                <Flex gap={4} wrap>
                  <Button size="small" onClick={() => setEditing(index)}>
                    Edit
                  </Button>
                  <Button
                    size="small"
                    danger
                    onClick={() => {
                      onChange(entries.filter((_, at) => at !== index));
                      setEditing(null);
                    }}
                  >
                    Remove
                  </Button>
                  <Button
                    size="small"
                    disabled={index === 0}
                    onClick={() => onChange(move(entries, index, index - 1))}
                  >
                    Up
                  </Button>
                  <Button
                    size="small"
                    disabled={index === last}
                    onClick={() => onChange(move(entries, index, index + 1))}
                  >
                    Down
                  </Button>
                </Flex>
              </Flex>
            </li>
          ))}
        </ul>
      ) : (
        <Typography.Text type="secondary">{emptyText}</Typography.Text>
      )}
      {editing === null ? (
        <Button onClick={() => setEditing('new')} disabled={full} style={{ alignSelf: 'flex-start' }}>
          {addLabel}
        </Button>
      ) : (
        <div key={String(editing)}>
          {renderEditor({
            entry: editing === 'new' ? undefined : entries[editing],
            onSave: save,
            onCancel: () => setEditing(null),
          })}
        </div>
      )}
    </Flex>
  );
}
