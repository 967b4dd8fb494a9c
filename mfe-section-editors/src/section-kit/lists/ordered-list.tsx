import { useState, type ReactNode } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import { useSectionEditorsCatalog } from '../../i18n';
import { LimitReached, RowList } from '@suite/shared/react';

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
  /**
   * At most this many entries; the add button turns disabled at the limit. A list saved over it
   * (the limit came later) says how many to remove: the section's Save waits for that.
   */
  max?: number;
  /**
   * What is wrong with an entry, if anything (`entryProblem`): its row says so. An entry saved
   * under older rules stays in the list, marked, until its owner fixes or removes it.
   */
  problem?: (entry: Entry) => string | undefined;
  /** The entry's own editor, opened inline by Edit and by the add button. */
  renderEditor: (props: OrderedListEditorProps<Entry>) => ReactNode;
}

/**
 * Where the editor is open: on an existing entry (its index, which follows the entry when the list
 * is reordered or shortened) or on a new one; `session` keys the editor, so it keeps its unsaved
 * draft while its entry moves.
 */
type Editing = { at: number | 'new'; session: number } | null;

/** Where the entry at `index` is after the entry at `from` moved to `to`. */
function indexAfterMove(index: number, from: number, to: number): number {
  if (index === from) return to;
  if (from < index && index <= to) return index - 1;
  if (to <= index && index < from) return index + 1;
  return index;
}

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
  problem,
  renderEditor,
}: OrderedListProps<Entry>) {
  const { t } = useSectionEditorsCatalog();
  const [editing, setEditing] = useState<Editing>(null);
  const [sessions, setSessions] = useState(0);
  const last = entries.length - 1;
  const full = max !== undefined && entries.length >= max;
  const limit = max ?? Infinity;
  const over = Math.max(entries.length - limit, 0);

  function open(at: number | 'new') {
    setSessions(sessions + 1);
    setEditing({ at, session: sessions + 1 });
  }

  function save(entry: Entry) {
    const at = editing?.at;
    onChange(
      at === 'new' ? [...entries, entry] : entries.map((current, index) => (index === at ? entry : current)),
    );
    setEditing(null);
  }

  /** Moves an entry; an open editor stays on the entry it was opened for, with its draft. */
  function reorder(from: number, to: number) {
    onChange(move(entries, from, to));
    if (editing && editing.at !== 'new') setEditing({ ...editing, at: indexAfterMove(editing.at, from, to) });
  }

  /** Removes an entry; the editor closes only if it was that entry's. */
  function remove(index: number) {
    onChange(entries.filter((_, at) => at !== index));
    if (!editing || editing.at === 'new' || editing.at < index) return;
    setEditing(editing.at === index ? null : { ...editing, at: editing.at - 1 });
  }

  return (
    <Flex vertical gap={8}>
      {entries.length > 0 ? (
        <RowList
          size="small"
          aria-label={label}
          items={entries}
          // Entries have no id of their own; their place in the list is their identity.
          rowKey={(_, index) => index}
          renderRow={(entry, index) => {
            const name = summary(entry, index);
            const wrong = problem?.(entry);
            return {
              label: wrong === undefined ? name : t('list.entryToFix', { name, problem: wrong }),
              content: (
                <Flex vertical>
                  <Typography.Text>{name}</Typography.Text>
                  {wrong === undefined ? null : (
                    <Typography.Text type="danger">{t('list.fixEntry', { problem: wrong })}</Typography.Text>
                  )}
                </Flex>
              ),
              actions: (
                <>
                  <Button size="small" onClick={() => open(index)}>
                    {t('list.edit')}
                  </Button>
                  <Button size="small" danger onClick={() => remove(index)}>
                    {t('list.removeButton')}
                  </Button>
                  <Button size="small" disabled={index === 0} onClick={() => reorder(index, index - 1)}>
                    {t('list.up')}
                  </Button>
                  <Button size="small" disabled={index === last} onClick={() => reorder(index, index + 1)}>
                    {t('list.down')}
                  </Button>
                </>
              ),
            };
          }}
        />
      ) : (
        <Typography.Text type="secondary">{emptyText}</Typography.Text>
      )}
      {editing === null ? (
        <>
          <Button onClick={() => open('new')} disabled={full} style={{ alignSelf: 'flex-start' }}>
            {addLabel}
          </Button>
          {max === undefined || over > 0 ? null : <LimitReached count={entries.length} max={max} />}
        </>
      ) : (
        <div key={editing.session}>
          {renderEditor({
            entry: editing.at === 'new' ? undefined : entries[editing.at],
            onSave: save,
            onCancel: () => setEditing(null),
          })}
        </div>
      )}
      {over > 0 ? (
        <Alert type="error" showIcon title={t('list.overLimit', { count: over, max: limit })} />
      ) : null}
    </Flex>
  );
}
