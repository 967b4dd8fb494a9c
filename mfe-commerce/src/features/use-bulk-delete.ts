import { useState, type Key } from 'react';
import { useFeedback, useNotify } from '@suite/shared/react';
import { useCommerceCatalog } from '../i18n';

export interface BulkDeleteOptions<T> {
  remove: (id: string) => Promise<unknown>;
  removeMany: (ids: string[]) => Promise<unknown>;
  /** The confirmation's title (and text) and the toast once done, for `count` items. */
  texts: (count: number) => { title: string; content?: string; deleted: string };
  /** The accessible name of a table row's checkbox, naming what it selects ("Select Shirts"). */
  rowLabel?: (row: T) => string;
}

export interface BulkDelete<T> {
  /** The ids of the selected items. */
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
export function useBulkDelete<T>({
  remove,
  removeMany,
  texts,
  rowLabel,
}: BulkDeleteOptions<T>): BulkDelete<T> {
  const { modal } = useFeedback();
  const { t } = useCommerceCatalog();
  const notify = useNotify();
  const [selected, setSelected] = useState<string[]>([]);
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
