import CopyOutlined from '@ant-design/icons/CopyOutlined';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import EditOutlined from '@ant-design/icons/EditOutlined';
import { Button, Card, Checkbox, Flex, Switch, Tag, Tooltip, Typography } from 'antd';
import type { Product } from '@suite/shared';
import { ProductImage } from './product-image';
import { useFormat } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';
import { useBusy } from '../use-busy';

export interface ProductCardProps {
  product: Product;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onEdit: () => void;
  /** Makes a copy; Duplicate is busy until it settles (it should not reject: `notify.run`). */
  onDuplicate: () => Promise<unknown>;
  onDelete: () => void;
  /** Shows or hides the product; the switch is busy until it settles (it should not reject). */
  onVisibility: (active: boolean) => Promise<unknown>;
}

export function ProductCard({
  product,
  selected,
  onSelect,
  onEdit,
  onDuplicate,
  onDelete,
  onVisibility,
}: ProductCardProps) {
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const busy = useBusy();
  const active = product.publishedAt !== null;
  return (
    <Card
      size="small"
      aria-label={product.name}
      cover={<ProductImage src={product.imageUrl} width="100%" height={140} style={{ borderRadius: 0 }} />}
      actions={[
        <Tooltip key="edit" title={t('common.edit')}>
          <Button
            type="text"
            icon={<EditOutlined aria-hidden />}
            aria-label={t('common.editNamed', { name: product.name })}
            onClick={onEdit}
          />
        </Tooltip>,
        <Tooltip key="duplicate" title={t('products.duplicate')}>
          <Button
            type="text"
            icon={<CopyOutlined aria-hidden />}
            aria-label={t('products.duplicateNamed', { name: product.name })}
            // Busy until the copy is made: a double click makes one copy, not two.
            loading={busy.isBusy('duplicate')}
            onClick={() => void busy.run('duplicate', onDuplicate)}
          />
        </Tooltip>,
        <Tooltip key="delete" title={t('common.delete')}>
          <Button
            type="text"
            danger
            icon={<DeleteOutlined aria-hidden />}
            aria-label={t('common.deleteNamed', { name: product.name })}
            onClick={onDelete}
          />
        </Tooltip>,
      ]}
    >
      <Flex vertical gap={6}>
        <Flex justify="space-between" gap={8}>
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            aria-label={t('common.selectNamed', { name: product.name })}
          >
            <Typography.Text strong ellipsis>
              {product.name}
            </Typography.Text>
          </Checkbox>
        </Flex>
        <Typography.Text>{format.usd(product.price)}</Typography.Text>
        {product.category ? (
          <Typography.Text type="secondary">{product.category.name}</Typography.Text>
        ) : null}
        <Flex gap={8} align="center">
          <Switch
            size="small"
            checked={active}
            // Busy (and so off) until the change is saved: a second toggle would race the first.
            loading={busy.isBusy('visibility')}
            onChange={(on) => void busy.run('visibility', () => onVisibility(on))}
            aria-label={t('products.visibleNamed', { name: product.name })}
          />
          <Tag color={active ? 'green' : 'default'}>{active ? t('common.active') : t('common.inactive')}</Tag>
        </Flex>
      </Flex>
    </Card>
  );
}
