import { Alert, Button, Flex, Input, Modal, Tag, Typography } from 'antd';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useDebounce } from 'use-debounce';
import { SEARCH_DEBOUNCE_MS, type ProductSearchItem } from '@suite/shared';
import { useProductSearch } from '../../api/products';
import { centsToUsd } from '../format';
import { ProductImage } from './product-image';
import type { PickedProduct } from './product-picker';
import {
  listEmptyText,
  useApiErrorMessage,
  useFormat,
  useNotify,
  useClearable,
  usePageLinks,
} from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';
import { useDialogLeaveGuard, useReportUnsaved } from '../use-leave-guard';

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
 * are divided by 100 for display (seed 001 §9). Products ticked and not yet added are the dialog's
 * unsaved changes: Cancel, the X, Escape and the mask ask 'Leave without saving' first, as a
 * navigation, a reload and Log out do (`useDialogLeaveGuard`); Leave on a navigation closes it.
 */
export function AddProductsDialog({ open, onClose, added, onAdd }: AddProductsDialogProps) {
  const { t } = useCommerceCatalog();
  const { close, done, onUnsavedChange } = useDialogLeaveGuard(onClose, onClose);
  return (
    <Modal
      open={open}
      onCancel={close}
      footer={null}
      title={t('products.add.title')}
      width={720}
      destroyOnHidden
    >
      {/* Mounted only while open, so each opening starts with an empty choice and the first page. */}
      {open ? (
        <AddProductsBody
          onCancel={close}
          onDone={done}
          onUnsavedChange={onUnsavedChange}
          added={added}
          onAdd={onAdd}
        />
      ) : null}
    </Modal>
  );
}

interface AddProductsBodyProps extends Pick<AddProductsDialogProps, 'added' | 'onAdd'> {
  /** Cancel: asks first while products are ticked. */
  onCancel: () => void;
  /** Closes once the ticked products are added. */
  onDone: () => void;
  onUnsavedChange: (unsaved: boolean) => void;
}

function AddProductsBody({ onCancel, onDone, onUnsavedChange, added, onAdd }: AddProductsBodyProps) {
  const pageLinks = usePageLinks();
  const errorMessage = useApiErrorMessage();
  const format = useFormat();
  const { t } = useCommerceCatalog();
  const clearable = useClearable();
  const notify = useNotify();
  const [text, setText] = useState('');
  const [q] = useDebounce(text.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(0);
  const { data, error, isLoading, mutate } = useProductSearch({ q: q || undefined, page, limit: PAGE_SIZE });
  // Picked across pages and searches, by id.
  const [picked, setPicked] = useState<Map<string, ProductSearchItem>>(() => new Map());
  useReportUnsaved(picked.size > 0, onUnsavedChange);

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
    notify.success(t('products.add.updated'));
    onDone();
  }

  return (
    <Flex vertical gap={12}>
      <Input.Search
        aria-label={t('products.search')}
        placeholder={t('products.add.placeholder')}
        allowClear={clearable}
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
          title={t('products.add.loadFailed')}
          description={errorMessage(error)}
          action={<Button onClick={() => void mutate()}>{t('common.retry')}</Button>}
        />
      ) : (
        <Table<ProductSearchItem>
          size="small"
          rowKey="id"
          loading={isLoading}
          dataSource={data?.items}
          // Nothing while the first page loads: the spinner says it, "No products yet" would be untrue.
          locale={{
            emptyText: listEmptyText(
              { isLoading, error },
              q ? t('products.add.noMatch', { query: q }) : t('products.add.none'),
            ),
          }}
          scroll={{ x: 'max-content' }}
          rowSelection={{
            selectedRowKeys: [...added, ...picked.keys()],
            getCheckboxProps: (row) => ({
              disabled: added.includes(row.id),
              'aria-label': t('common.selectNamed', { name: row.name }),
            }),
            onSelect: (row, selected) => toggle([row], selected),
            onSelectAll: (selected, _rows, changed) => toggle(changed, selected),
            getTitleCheckboxProps: () => ({ 'aria-label': t('common.selectPage') }),
          }}
          pagination={{
            itemRender: pageLinks.itemRender,
            current: page + 1,
            pageSize: PAGE_SIZE,
            total: data?.totalItems ?? 0,
            showSizeChanger: false,
            hideOnSinglePage: true,
            onChange: (next) => setPage(next - 1),
          }}
          columns={[
            {
              title: t('products.add.product'),
              key: 'name',
              render: (_, row) => (
                <Flex gap={12} align="center">
                  <ProductImage src={row.imageUrl} width={40} height={40} />
                  <Typography.Text>{row.name}</Typography.Text>
                  {added.includes(row.id) ? <Tag>{t('products.add.inList')}</Tag> : null}
                </Flex>
              ),
            },
            {
              title: t('common.price'),
              key: 'price',
              align: 'right',
              render: (_, row) => format.usd(centsToUsd(row.priceCents)),
            },
            {
              title: t('common.status'),
              key: 'status',
              render: (_, row) =>
                row.publishedAt ? (
                  <Tag color="green">{t('common.active')}</Tag>
                ) : (
                  <Tag color="default">{t('common.inactive')}</Tag>
                ),
            },
          ]}
        />
      )}
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>{t('common.cancel')}</Button>
        <Button type="primary" disabled={picked.size === 0} onClick={add}>
          {picked.size > 0 ? t('products.add.addCount', { count: picked.size }) : t('products.add.add')}
        </Button>
      </Flex>
    </Flex>
  );
}
