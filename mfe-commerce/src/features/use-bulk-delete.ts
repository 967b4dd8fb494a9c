import { useEffect, useState, type Key } from 'react';
import { useFeedback, useNotify } from '@suite/shared/react';
import { useCommerceCatalog } from '../i18n';

export interface BulkDeleteOptions<T extends { id: string }> {
  /**
   * The rows the list shows now (this page, size, search and filter); `undefined` while it shows none
   * (loading, failed). Only these can be selected: a tick on a row that leaves the list is dropped.
   */
  shown: readonly T[] | undefined;
  remove: (id: string) => Promise<unknown>;
  removeMany: (ids: string[]) => Promise<unknown>;
  /** The confirmation's title (and text) and the toast once done, for `count` items. */
  texts: (count: number) => { title: string; content?: string; deleted: string };
  /** The accessible name of a table row's checkbox, naming what it selects ("Select Shirts"). */
  rowLabel?: (row: T) => string;
}

export interface BulkDelete<T> {
  /** The ids of the selected items, all of them shown. */
  selected: string[];
  setSelected: (update: string[] | ((ids: string[]) => string[])) => void;
  /**
   * A `Table`'s `rowSelection`, bound to `selected`, its checkboxes named in the page's language (antd
   * names them in English: "Select all", "Select row 1").
   */
  rowSelection: {
    selectedRowKeys: string[];
    onChange: (keys: Key[]) => void;
    getCheckboxProps: (row: T) => { 'aria-label'?: string };
    getTitleCheckboxProps: () => { 'aria-label': string };
  };
  /** Asks, then deletes these items (one or many); once tried, they are no longer selected. */
  confirmDelete: (ids: string[]) => void;
}

/** A list's selection, and deleting one of its items or the selected ones behind a confirmation. */
export function useBulkDelete<T extends { id: string }>({
  shown,
  remove,
  removeMany,
  texts,
  rowLabel,
}: BulkDeleteOptions<T>): BulkDelete<T> {
  const { modal } = useFeedback();
  const { t } = useCommerceCatalog();
  const notify = useNotify();
  const [ticked, setSelected] = useState<string[]>([]);
  // The ticks on rows still shown, from the render the rows change in; the effect then forgets the
  // others, so that they do not come back with their rows.
  const selected = shown ? onlyShown(ticked, shown) : [];
  useEffect(() => {
    if (shown) setSelected((current) => onlyShown(current, shown));
  }, [shown]);
  const confirmDelete = (ids: string[]) => {
    const { title, content, deleted } = texts(ids.length);
    modal.confirm({
      title,
      content,
      okText: t('common.delete'),
      okButtonProps: { danger: true },
      onOk: () =>
        notify
          .run(() => (ids.length === 1 ? remove(ids[0] ?? '') : removeMany(ids)), deleted)
          // Deleted or not, they leave the selection: after a 404 (one was gone already, the list
          // re-read without it) a selection keeping it could only fail again.
          .then(() => setSelected((current) => current.filter((id) => !ids.includes(id)))),
    });
  };
  return {
    selected,
    setSelected,
    rowSelection: {
      selectedRowKeys: selected,
      onChange: (keys) => setSelected(keys.map(String)),
      getCheckboxProps: (row) => (rowLabel ? { 'aria-label': rowLabel(row) } : {}),
      getTitleCheckboxProps: () => ({ 'aria-label': t('common.selectPage') }),
    },
    confirmDelete,
  };
}

/** The ids among `ids` of rows in `shown`: `ids` itself when all are, so that state set to it stays put. */
function onlyShown(ids: string[], shown: readonly { id: string }[]): string[] {
  const kept = ids.filter((id) => shown.some((row) => row.id === id));
  return kept.length === ids.length ? ids : kept;
}
