import { useState } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import Form from 'antd/es/form';
import { COMMERCE_PICKER_PAGE_SIZE, PRODUCT_PICKER_PAGE_SIZE } from '@suite/shared/sections';
import { useApiErrorMessage, useClearable } from '@suite/shared/react';
import { useProductSearch, usePickedName, useSiteCheckouts, useSiteCollections } from '../../api/commerce';
import { PickerEmpty, PickerList, type PickerItem } from './picker-list';
import { useSectionScope } from '../section-scope';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { usePagedSearch } from './use-paged-search';

type PickedType = 'checkout' | 'single-product' | 'collection';

export interface ContentPickerProps {
  id: string;
  value: string | null;
  /** The picked id, or null when the owner removes the selection. */
  onChange: (id: string | null) => void;
}

/** What the selection says of itself, by what it holds. */
const SELECTION_TEXTS: Record<
  PickedType,
  { selected: SectionEditorsKey; unknown: SectionEditorsKey; remove: SectionEditorsKey }
> = {
  checkout: {
    selected: 'commerce.selection.checkout.selected',
    unknown: 'commerce.selection.checkout.unknown',
    remove: 'commerce.selection.checkout.remove',
  },
  'single-product': {
    selected: 'commerce.selection.product.selected',
    unknown: 'commerce.selection.product.unknown',
    remove: 'commerce.selection.product.remove',
  },
  collection: {
    selected: 'commerce.selection.collection.selected',
    unknown: 'commerce.selection.collection.unknown',
    remove: 'commerce.selection.collection.remove',
  },
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
  const { t } = useSectionEditorsCatalog();
  const texts = SELECTION_TEXTS[type];
  const fetched = usePickedName(type, known ? null : value);
  const name = known ?? fetched.data ?? (fetched.error ? t(texts.unknown) : '…');
  return (
    <Flex gap={8} align="center" justify="space-between" wrap>
      <Typography.Text>
        {t(texts.selected)} <Typography.Text strong>{name}</Typography.Text>
      </Typography.Text>
      <Button size="small" onClick={onRemove} aria-label={t(texts.remove)}>
        {t('commerce.remove')}
      </Button>
    </Flex>
  );
}

/** The checkouts of the site, 20 per page with 5 loading rows (000 §2, §9). */
export function CheckoutPicker(props: ContentPickerProps) {
  const { t } = useSectionEditorsCatalog();
  const { siteId } = useSectionScope();
  const [page, setPage] = useState(0);
  const list = useSiteCheckouts(siteId, page);
  return (
    <SiteListPicker
      {...props}
      type="checkout"
      label={t('commerce.checkouts')}
      list={list}
      items={list.data?.items.map((checkout) => ({ id: checkout.id, title: checkout.title }))}
      emptyTitle={t('commerce.noCheckouts')}
      emptyDescription={t('commerce.noCheckoutsHint')}
      page={page}
      onPageChange={setPage}
      hasSite={Boolean(siteId)}
    />
  );
}

/** The product collections of the site, 20 per page with 5 loading rows (000 §2, §9). */
export function CollectionPicker(props: ContentPickerProps) {
  const { t } = useSectionEditorsCatalog();
  const { siteId } = useSectionScope();
  const [page, setPage] = useState(0);
  const list = useSiteCollections(siteId, page);
  return (
    <SiteListPicker
      {...props}
      type="collection"
      label={t('commerce.collections')}
      list={list}
      items={list.data?.items.map((collection) => ({ id: collection.id, title: collection.name }))}
      emptyTitle={t('commerce.noCollections')}
      emptyDescription={t('commerce.noCollectionsHint')}
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
  const { t } = useSectionEditorsCatalog();
  if (!hasSite) return <Typography.Text type="secondary">{t('common.noSitePick')}</Typography.Text>;
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
  const errorMessage = useApiErrorMessage();
  const { t } = useSectionEditorsCatalog();
  const clearable = useClearable();
  const { search, setSearch, q, page, setPage } = usePagedSearch();
  const list = useProductSearch(q, page);
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
        help={list.error ? errorMessage(list.error) : undefined}
      >
        <Input.Search
          id={id}
          allowClear={clearable}
          placeholder={t('commerce.searchProductsPlaceholder')}
          aria-label={t('commerce.searchProducts')}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </Form.Item>
      {list.error ? (
        <Button onClick={() => void list.retry()} style={{ alignSelf: 'flex-start' }}>
          {t('common.retry')}
        </Button>
      ) : (
        <PickerList
          label={t('commerce.products')}
          items={items}
          isLoading={list.isLoading}
          error={null}
          onRetry={() => void list.retry()}
          empty={
            q ? (
              <PickerEmpty
                title={t('commerce.noProductMatch')}
                description={t('common.nothingFound', { query: q })}
              />
            ) : (
              <PickerEmpty title={t('commerce.noProducts')} description={t('commerce.noProductsHint')} />
            )
          }
          selectedId={value}
          onSelect={(item) => onChange(String(item.id))}
          page={page}
          pageSize={PRODUCT_PICKER_PAGE_SIZE}
          total={list.data?.totalItems ?? 0}
          onPageChange={setPage}
        />
      )}
    </Flex>
  );
}
