import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Flex } from 'antd';
import type { ReactNode } from 'react';
import { useCommerceCatalog } from '../i18n';

export interface RowActionsProps {
  /** The row's name, in the buttons' accessible names. */
  name: string;
  onEdit: () => void;
  onDelete: () => void;
  /** The row's other actions, before Edit and Delete. */
  children?: ReactNode;
}

/** A list table's Actions cell: the row's Edit and Delete icon buttons. */
export function RowActions({ name, onEdit, onDelete, children }: RowActionsProps) {
  const { t } = useCommerceCatalog();
  return (
    <Flex gap={4}>
      {children}
      <Button
        size="small"
        icon={<EditOutlined aria-hidden />}
        aria-label={t('common.editNamed', { name })}
        onClick={() => onEdit()}
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined aria-hidden />}
        aria-label={t('common.deleteNamed', { name })}
        onClick={() => onDelete()}
      />
    </Flex>
  );
}

export interface ListActionsProps {
  /** The ids of the rows ticked in the table: Delete selected is off without any. */
  selected: string[];
  onDeleteSelected: (ids: string[]) => void;
  /** The create button's words ("New product"). */
  createText: string;
  onCreate: () => void;
}

/** A list's own actions, above its table: Delete selected, and the primary button that makes a new row. */
export function ListActions({ selected, onDeleteSelected, createText, onCreate }: ListActionsProps) {
  const { t } = useCommerceCatalog();
  return (
    <Flex gap={8} wrap>
      <Button danger disabled={selected.length === 0} onClick={() => onDeleteSelected(selected)}>
        {t('common.deleteSelected')}
      </Button>
      <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => onCreate()}>
        {createText}
      </Button>
    </Flex>
  );
}
