import { useState } from 'react';
import { Button, Flex, Select, Typography } from 'antd';
import Form from 'antd/es/form';
import { RowList } from '@suite/shared/react';
import type { AssetStoreListing } from '@suite/shared/sections';
import { usePickedName } from '../../api/commerce';
import { CheckoutPicker } from '../../section-kit/pickers/content-pickers';
import { ASSET_STORE_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

export interface ListingsFieldProps {
  id: string;
  value: AssetStoreListing[];
  onChange: (listings: AssetStoreListing[]) => void;
  /** The store's token IDs: only these can be listed. */
  tokenIds: readonly string[];
  /** Each listing's message, by its index (a token no longer in the store, listed twice). */
  errors: Record<number, string | undefined>;
}

function CheckoutName({ id }: { id: string }) {
  const { t } = useSectionEditorsCatalog();
  const name = usePickedName('checkout', id);
  return <>{name.data ?? (name.error ? t('commerce.selection.checkout.unknown') : '…')}</>;
}

/**
 * The NFTs the store sells: each through one of the owner's checkouts, whose total is its price and
 * whose page (`/c/{id}`) is where Buy leads. Add a listing: a token of the store and a checkout.
 */
export function ListingsField({ id, value, onChange, tokenIds, errors }: ListingsFieldProps) {
  const { t } = useSectionEditorsCatalog();
  const [tokenId, setTokenId] = useState<string | null>(null);
  const [checkoutId, setCheckoutId] = useState<string | null>(null);
  const listed = new Set(value.map((listing) => listing.tokenId));
  const unlisted = tokenIds.filter((candidate) => !listed.has(candidate));
  const pickedToken = tokenId !== null && unlisted.includes(tokenId) ? tokenId : null;

  return (
    <Flex vertical gap={12} id={id} tabIndex={-1}>
      <section aria-label={t('assetStore.listings')}>
        <RowList
          size="small"
          bordered
          emptyText={t('assetStore.noListings')}
          items={value}
          rowKey={(listing, index) => `${listing.tokenId}-${index}`}
          renderRow={(listing, index) => ({
            content: (
              <Flex vertical>
                <Typography.Text>
                  {t('assetStore.listingLine', { id: listing.tokenId })}{' '}
                  <CheckoutName id={listing.checkoutId} />
                </Typography.Text>
                {errors[index] ? <Typography.Text type="danger">{errors[index]}</Typography.Text> : null}
              </Flex>
            ),
            actions: (
              <Button
                size="small"
                aria-label={t('assetStore.stopSelling', { id: listing.tokenId })}
                onClick={() => onChange(value.filter((_, at) => at !== index))}
              >
                {t('assetStore.remove')}
              </Button>
            ),
          })}
        />
      </section>
      <Form.Item label={t(ASSET_STORE_LABELS.listings.fields.tokenId)} style={{ marginBottom: 0 }}>
        <Select
          aria-label={t(ASSET_STORE_LABELS.listings.fields.tokenId)}
          value={pickedToken}
          onChange={setTokenId}
          placeholder={unlisted.length === 0 ? t('assetStore.everyTokenListed') : t('assetStore.pickToken')}
          disabled={unlisted.length === 0}
          options={unlisted.map((candidate) => ({
            value: candidate,
            label: t('common.tokenNumber', { id: candidate }),
          }))}
        />
      </Form.Item>
      <CheckoutPicker id={`${id}-checkout`} value={checkoutId} onChange={setCheckoutId} />
      <Button
        style={{ alignSelf: 'flex-start' }}
        disabled={pickedToken === null || checkoutId === null}
        onClick={() => {
          if (pickedToken === null || checkoutId === null) return;
          onChange([...value, { tokenId: pickedToken, checkoutId }]);
          setTokenId(null);
          setCheckoutId(null);
        }}
      >
        {t('assetStore.addListing')}
      </Button>
    </Flex>
  );
}
