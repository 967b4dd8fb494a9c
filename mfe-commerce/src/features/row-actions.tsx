import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
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
        icon={<EditOutlined />}
        aria-label={t('common.editNamed', { name })}
        onClick={() => onEdit()}
      />
      <Button
        size="small"
        danger
        icon={<DeleteOutlined />}
        aria-label={t('common.deleteNamed', { name })}
        onClick={() => onDelete()}
      />
    </Flex>
  );
}
