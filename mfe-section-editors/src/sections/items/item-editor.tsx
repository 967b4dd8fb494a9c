import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Radio, Select, Switch, Tabs } from 'antd';
import {
  collectionItemFromSite,
  NFT_COLLECTION_ITEM_VARIANTS,
  PageItemSchema,
  type NftCollectionItemVariant,
  type PageItem,
  type PageItemType,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { newPageItem } from './item-defaults';
import { LookupImport } from './lookup-import';
import { NftChainSelect } from './nft-chain-select';
import { SiteCollectionsPicker } from './site-collections-picker';
import { ItemEditorCard } from '../section-parts/item-fields';
import { PAGE_ITEM_LABELS } from './item-labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';

const ITEM_TYPE_OPTIONS: { value: PageItemType; label: SectionEditorsKey }[] = [
  { value: 'asset', label: 'items.types.asset' },
  { value: 'collection', label: 'items.types.collection' },
];

const VARIANT_LABELS: Record<NftCollectionItemVariant, SectionEditorsKey> = {
  default: 'items.variants.default',
  simple: 'items.variants.simple',
};

type SourceTab = 'import' | 'your-collections';

/** The fields the Import tab holds: an error there brings that tab back into view. */
const IMPORT_FIELDS = ['chainId', 'contractAddress', 'tokenId'] as const;

export interface ItemEditorProps {
  item?: PageItem;
  onSave: (item: PageItem) => void;
  onCancel: () => void;
}

/**
 * One NFT asset or collection of a section's Items (seed 000 §2): the item type, then where it
 * comes from — Import (chain, contract and token, looked up on chain to prefill the title) or Your
 * collections (the site's own NFT collections) — then its own fields, and Save/Cancel. It sits inside
 * the section's own form, so it is not a `<form>` itself: its Save validates and hands the item up.
 */
export function ItemEditor({ item, onSave, onCancel }: ItemEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm<PageItem>({
    resolver: zodResolver(PageItemSchema),
    defaultValues: item ?? newPageItem('asset'),
    mode: 'onChange',
  });
  const { control, setValue, getValues } = form;
  const [type, chainId, contractAddress, tokenId] = useWatch({
    control,
    name: ['type', 'chainId', 'contractAddress', 'tokenId'],
  });
  const [tab, setTab] = useState<SourceTab>('import');

  function switchType(next: PageItemType) {
    // A new type starts from a blank form: nothing of the other type's fields carries over (seed 000 §4).
    form.reset(newPageItem(next));
  }

  function showImportFieldErrors(errors: FieldErrors<PageItem>) {
    if (IMPORT_FIELDS.some((name) => name in errors)) setTab('import');
  }

  const importTab = (
    <>
      <Field control={control} name="chainId" label={t(PAGE_ITEM_LABELS.fields.chainId)}>
        {(field, id) => <NftChainSelect id={id} type={type} value={field.value} onChange={field.onChange} />}
      </Field>
      <Field control={control} name="contractAddress" label={t(PAGE_ITEM_LABELS.fields.contractAddress)}>
        {(field, id) => <Input id={id} {...field} placeholder="0x…" />}
      </Field>
      {type === 'asset' ? (
        <Field control={control} name="tokenId" label={t(PAGE_ITEM_LABELS.fields.tokenId)}>
          {(field, id) => <Input id={id} {...field} inputMode="numeric" />}
        </Field>
      ) : null}
      <LookupImport
        input={{ chainId, contractAddress, tokenId: type === 'asset' ? tokenId : undefined }}
        incompleteHelp={type === 'asset' ? t('items.importNftHelp') : t('assetStore.importHelp')}
        onFound={(asset) => {
          const options = { shouldValidate: true, shouldDirty: true } as const;
          setValue('title', type === 'asset' ? asset.name : asset.collectionName, options);
          if (type === 'collection' && getValues('subtitle') === '')
            setValue('subtitle', asset.symbol, options);
        }}
      />
    </>
  );

  return (
    <ItemEditorCard
      title={item ? t('items.edit') : t('items.new')}
      ariaLabel={t(PAGE_ITEM_LABELS.item)}
      saveLabel={t('items.save')}
      cancelLabel={t('items.cancel')}
      onSave={form.handleSubmit((saved) => onSave(saved), showImportFieldErrors)}
      onCancel={onCancel}
    >
      <Field control={control} name="type" label={t(PAGE_ITEM_LABELS.fields.type)}>
        {(field, id) => (
          <Radio.Group
            id={id}
            optionType="button"
            value={field.value}
            options={ITEM_TYPE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            onChange={(event) => switchType(event.target.value === 'collection' ? 'collection' : 'asset')}
          />
        )}
      </Field>
      <Tabs
        activeKey={tab}
        onChange={(key) => setTab(key === 'your-collections' ? 'your-collections' : 'import')}
        items={[
          { key: 'import', label: t('assetStore.importTab'), children: importTab },
          {
            key: 'your-collections',
            label: t('assetStore.yourCollections'),
            children: (
              <SiteCollectionsPicker
                type={type}
                selected={{ chainId, contractAddress }}
                onPick={(collection) => {
                  const picked = collectionItemFromSite(collection);
                  if (type === 'collection') {
                    const current = getValues();
                    form.reset({
                      ...picked,
                      featured: current.type === 'collection' ? current.featured : false,
                      variant: current.type === 'collection' ? current.variant : 'default',
                    });
                  } else {
                    // An NFT of that collection: its chain and contract; the token ID is still to enter.
                    form.reset({
                      ...newPageItem('asset'),
                      chainId: picked.chainId,
                      contractAddress: picked.contractAddress,
                    });
                    setTab('import');
                  }
                  void form.trigger();
                }}
              />
            ),
          },
        ]}
      />
      <Field control={control} name="title" label={t(PAGE_ITEM_LABELS.fields.title)}>
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      {type === 'collection' ? (
        <>
          <Field control={control} name="subtitle" label={t(PAGE_ITEM_LABELS.fields.subtitle)}>
            {(field, id) => <Input id={id} {...field} />}
          </Field>
          <Field
            control={control}
            name="backgroundImageUrl"
            label={t(PAGE_ITEM_LABELS.fields.backgroundImageUrl)}
          >
            {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
          </Field>
          <Field control={control} name="variant" label={t(PAGE_ITEM_LABELS.fields.variant)}>
            {(field, id) => (
              <Select
                id={id}
                value={field.value}
                onChange={field.onChange}
                options={NFT_COLLECTION_ITEM_VARIANTS.map((value) => ({
                  value,
                  label: t(VARIANT_LABELS[value]),
                }))}
              />
            )}
          </Field>
          <Field control={control} name="featured" label={t(PAGE_ITEM_LABELS.fields.featured)}>
            {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
          </Field>
        </>
      ) : null}
    </ItemEditorCard>
  );
}
