import { useState } from 'react';
import { Button, Flex, Form, Input, Typography } from 'antd';
import { useDebounce } from 'use-debounce';
import { COMMERCE_PICKER_PAGE_SIZE, PRODUCT_PICKER_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useProductSearch, usePickedName, useSiteCheckouts, useSiteCollections } from '../../api/commerce';
import { NO_SITE_PICK_MESSAGE } from '../../api/owner-swr';
import { PickerEmpty, PickerList, type PickerItem } from '../picker-list';
import { useSectionScope } from '../section-scope';

export type PickedType = 'checkout' | 'single-product' | 'collection';

export interface ContentPickerProps {
  id: string;
  value: string | null;
  /** The picked id, or null when the owner removes the selection. */
  onChange: (id: string | null) => void;
}

const NOUNS: Record<PickedType, string> = {
  checkout: 'checkout',
  'single-product': 'product',
  collection: 'collection',
};

/**
 * The current selection with Remove (000 §2: removing sets it to null). Its name comes from the
 * list once seen there, else from the API (the selection may be on another page).
 */
function Selection({
  type,
  value,
  known,
  onRemove,
}: {
  type: PickedType;
  value: string;
  known: string | undefined;
  onRemove: () => void;
}) {
  const fetched = usePickedName(type, known ? null : value);
  const name = known ?? fetched.data ?? (fetched.error ? `Unknown ${NOUNS[type]}` : '…');
  return (
    <Flex gap={8} align="center" justify="space-between" wrap>
      <Typography.Text>
        Selected {NOUNS[type]}: <Typography.Text strong>{name}</Typography.Text>
      </Typography.Text>
      <Button size="small" onClick={onRemove} aria-label={`Remove the selected ${NOUNS[type]}`}>
        Remove
      </Button>
    </Flex>
  );
}

/** The checkouts of the site, 20 per page with 5 loading rows (000 §2, §9). */
export function CheckoutPicker(props: ContentPickerProps) {
  const { siteId } = useSectionScope();
  const [page, setPage] = useState(0);
  const list = useSiteCheckouts(siteId, page);
  return (
    <SiteListPicker
      {...props}
      type="checkout"
      label="Checkouts"
      list={list}
      items={list.data?.items.map((checkout) => ({ id: checkout.id, title: checkout.title }))}
      emptyTitle="You don't have any checkouts yet"
      emptyDescription="Create a checkout in your commerce back office to show it here."
      page={page}
      onPageChange={setPage}
      hasSite={Boolean(siteId)}
    />
  );
}

/** The product collections of the site, 20 per page with 5 loading rows (000 §2, §9). */
export function CollectionPicker(props: ContentPickerProps) {
  const { siteId } = useSectionScope();
  const [page, setPage] = useState(0);
  const list = useSiteCollections(siteId, page);
  return (
    <SiteListPicker
      {...props}
      type="collection"
      label="Collections"
      list={list}
      items={list.data?.items.map((collection) => ({ id: collection.id, title: collection.name }))}
      emptyTitle="You don't have any collections yet"
      emptyDescription="Create a product collection in your commerce back office to show it here."
      page={page}
      onPageChange={setPage}
      hasSite={Boolean(siteId)}
    />
  );
}

interface ListState {
  data?: { totalItems: number };
  error: unknown;
  isLoading: boolean;
  retry: () => unknown;
}

function SiteListPicker({
  id,
  value,
  onChange,
  type,
  label,
  list,
  items,
  emptyTitle,
  emptyDescription,
  page,
  onPageChange,
  hasSite,
}: ContentPickerProps & {
  type: PickedType;
  label: string;
  list: ListState;
  items: PickerItem[] | undefined;
  emptyTitle: string;
  emptyDescription: string;
  page: number;
  onPageChange: (page: number) => void;
  hasSite: boolean;
}) {
  if (!hasSite) return <Typography.Text type="secondary">{NO_SITE_PICK_MESSAGE}</Typography.Text>;
  return (
    <Flex vertical gap={8} id={id} tabIndex={-1}>
      {value ? (
        <Selection
          type={type}
          value={value}
          known={items?.find((item) => item.id === value)?.title}
          onRemove={() => onChange(null)}
        />
      ) : null}
      <PickerList
        label={label}
        items={items}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={() => void list.retry()}
        empty={<PickerEmpty title={emptyTitle} description={emptyDescription} />}
        selectedId={value}
        onSelect={(item) => onChange(String(item.id))}
        page={page}
        pageSize={COMMERCE_PICKER_PAGE_SIZE}
        total={list.data?.totalItems ?? 0}
        onPageChange={onPageChange}
      />
    </Flex>
  );
}

/**
 * The product picker (000 §2): searches the owner's products by name, q sent 500 ms after the last
 * key, 10 per page; when the search fails, its error shows under the search input.
 */
export function ProductPicker({ id, value, onChange }: ContentPickerProps) {
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState({ q: '', page: 0 });
  const current = page.q === q ? page.page : 0;
  const list = useProductSearch(q, current);
  const items = list.data?.items.map((product) => ({
    id: product.id,
    title: product.name,
    imageUrl: product.imageUrl,
  }));
  return (
    <Flex vertical gap={8}>
      {value ? (
        <Selection
          type="single-product"
          value={value}
          known={items?.find((item) => item.id === value)?.title}
          onRemove={() => onChange(null)}
        />
      ) : null}
      <Form.Item
        style={{ marginBottom: 0 }}
        validateStatus={list.error ? 'error' : undefined}
        help={list.error ? apiErrorMessage(list.error) : undefined}
      >
        <Input.Search
          id={id}
          allowClear
          placeholder="Search products by name"
          aria-label="Search products"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Form.Item>
      {list.error ? (
        <Button onClick={() => void list.retry()} style={{ alignSelf: 'flex-start' }}>
          Retry
        </Button>
      ) : (
        <PickerList
          label="Products"
          items={items}
          isLoading={list.isLoading}
          error={null}
          onRetry={() => void list.retry()}
          empty={
            q ? (
              <PickerEmpty title="No product matches your search" description={`Nothing found for "${q}".`} />
            ) : (
              <PickerEmpty
                title="You don't have any products yet"
                description="Create products in your commerce back office to show one here."
              />
            )
          }
          selectedId={value}
          onSelect={(item) => onChange(String(item.id))}
          page={current}
          pageSize={PRODUCT_PICKER_PAGE_SIZE}
          total={list.data?.totalItems ?? 0}
          onPageChange={(next) => setPage({ q, page: next })}
        />
      )}
    </Flex>
  );
}
