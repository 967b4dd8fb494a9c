import { Alert, Button, Flex, Input, Modal, Tag, Typography } from 'antd';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS, type ProductSearchItem } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useProductSearch } from '../../api/products';
import { centsToUsd } from '../format';
import { useNotify } from '../use-notify';
import { ProductImage } from './product-image';
import type { PickedProduct } from './product-picker';
import { useFormat } from '@suite/shared/react';

export const PRODUCT_LIST_UPDATED = 'Product list updated';
const PAGE_SIZE = 10;

export interface AddProductsDialogProps {
  open: boolean;
  onClose: () => void;
  /** The products already in the list: shown ticked and not offered again. */
  added: string[];
  onAdd: (products: PickedProduct[]) => void;
}

/**
 * "Add products": every product of the store, searched by name and paged 10 at a time, ticked and
 * added to the list at once ('Product list updated'). Prices come in cents from the picker search and
 * are divided by 100 for display (seed 001 §9).
 */
export function AddProductsDialog({ open, onClose, added, onAdd }: AddProductsDialogProps) {
  return (
    <Modal open={open} onCancel={onClose} footer={null} title="Add products" width={720} destroyOnHidden>
      {/* Mounted only while open, so each opening starts with an empty choice and the first page. */}
      {open ? <AddProductsBody onClose={onClose} added={added} onAdd={onAdd} /> : null}
    </Modal>
  );
}

function AddProductsBody({ onClose, added, onAdd }: Omit<AddProductsDialogProps, 'open'>) {
  const format = useFormat();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [q] = useDebounce(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const { data, error, isLoading, mutate } = useProductSearch({ q: q || undefined, page, limit: PAGE_SIZE });
  // Picked across pages and searches, by id.
  const [picked, setPicked] = useState<Map<string, ProductSearchItem>>(() => new Map());

  function toggle(rows: ProductSearchItem[], selected: boolean) {
    setPicked((current) => {
      const next = new Map(current);
      for (const row of rows) {
        if (selected) next.set(row.id, row);
        else next.delete(row.id);
      }
      return next;
    });
  }

  function add() {
    onAdd(
      [...picked.values()].map((product) => ({
        id: product.id,
        name: product.name,
        imageUrl: product.imageUrl,
        price: centsToUsd(product.priceCents),
      })),
    );
    notify.success(PRODUCT_LIST_UPDATED);
    onClose();
  }

  return (
    <Flex vertical gap={12}>
      <Input.Search
        aria-label="Search products"
        placeholder="Search products by name"
        allowClear
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setPage(0);
        }}
      />
      {error ? (
        <Alert
          type="error"
          showIcon
          title="The products could not be loaded"
          description={apiErrorMessage(error)}
          action={<Button onClick={() => void mutate()}>Retry</Button>}
        />
      ) : (
        <Table<ProductSearchItem>
          size="small"
          rowKey="id"
          loading={isLoading}
          dataSource={data?.items ?? []}
          locale={{ emptyText: q ? `No product matches "${q}"` : 'No products yet: create one first.' }}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            selectedRowKeys: [...added, ...picked.keys()],
            getCheckboxProps: (row) => ({
              disabled: added.includes(row.id),
              'aria-label': `Select ${row.name}`,
            }),
            onSelect: (row, selected) => toggle([row], selected),
            onSelectAll: (selected, _rows, changed) => toggle(changed, selected),
          }}
          pagination={{
            current: page + 1,
            pageSize: PAGE_SIZE,
            total: data?.totalItems ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => setPage(next - 1),
          }}
          columns={[
            {
              title: 'Product',
              key: 'name',
              render: (_, row) => (
                <Flex gap={12} align="center">
                  <ProductImage src={row.imageUrl} width={40} height={40} />
                  <Typography.Text>{row.name}</Typography.Text>
                  {added.includes(row.id) ? <Tag>In the list</Tag> : null}
                </Flex>
              ),
            },
            {
              title: 'Price',
              key: 'price',
              align: 'right',
              render: (_, row) => format.usd(centsToUsd(row.priceCents)),
            },
            {
              title: 'Status',
              key: 'status',
              render: (_, row) =>
                row.publishedAt ? <Tag color="green">Active</Tag> : <Tag color="default">Inactive</Tag>,
            },
          ]}
        />
      )}
      <Flex gap={8} justify="flex-end">
        <Button onClick={onClose}>Cancel</Button>
        <Button type="primary" disabled={picked.size === 0} onClick={add}>
          {picked.size > 0 ? `Add ${picked.size} ${picked.size === 1 ? 'product' : 'products'}` : 'Add'}
        </Button>
      </Flex>
    </Flex>
  );
}
