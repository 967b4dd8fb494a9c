import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Radio, Select, Tabs } from 'antd';
import { ASSET_STORE_PAGE_SIZES, ASSET_STORE_SORTS, AssetStoreConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, initialValues } from '../editor-form';
import { LookupImport } from '../items/lookup-import';
import { NftChainSelect } from '../items/nft-chain-select';
import { SiteCollectionsPicker } from '../items/site-collections-picker';
import type { SectionEditorProps } from '../section-module';
import { SwitchField } from '../section-parts/switch-field';
import { ASSET_STORE_DEFAULTS, ASSET_STORE_SORT_LABELS } from './defaults';
import { ListingsField } from './listings-field';
import { TextField } from '../section-parts/text-field';
import { ASSET_STORE_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

/** A store of NFTs: the collection (imported, or one of the site's), the token IDs it shows, and how. */
export function AssetStoreEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm({
    resolver: zodResolver(AssetStoreConfigSchema),
    defaultValues: initialValues(AssetStoreConfigSchema, ASSET_STORE_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control, setValue, getValues } = form;
  const [chainId, contractAddress, tokenIds] = useWatch({
    control,
    name: ['chainId', 'contractAddress', 'tokenIds'],
  });
  const listingErrors = form.formState.errors.listings;
  // A listing is checked against the token IDs: changing them re-checks the listings too.
  const { trigger } = form;
  useEffect(() => {
    if (getValues('listings').length > 0) void trigger('listings');
  }, [tokenIds, getValues, trigger]);
  const [tab, setTab] = useState('import');
  const options = { shouldValidate: true, shouldDirty: true } as const;

  return (
    <EditorForm
      form={form}
      label={t('assetStore.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <TextField control={control} name="title" label={t(ASSET_STORE_LABELS.title)} />
      <TextField
        control={control}
        name="description"
        label={t(ASSET_STORE_LABELS.description)}
        rows={{ minRows: 2, maxRows: 6 }}
      />
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'import',
            label: t('assetStore.importTab'),
            children: (
              <>
                <Field control={control} name="chainId" label={t(ASSET_STORE_LABELS.chainId)}>
                  {(field, id) => (
                    <NftChainSelect id={id} type="asset" value={field.value} onChange={field.onChange} />
                  )}
                </Field>
                <Field control={control} name="contractAddress" label={t(ASSET_STORE_LABELS.contractAddress)}>
                  {(field, id) => <Input id={id} {...field} placeholder="0x…" />}
                </Field>
                <LookupImport
                  input={{ chainId, contractAddress }}
                  incompleteHelp={t('assetStore.importHelp')}
                  onFound={(asset) => setValue('title', asset.collectionName, options)}
                />
              </>
            ),
          },
          {
            key: 'your-collections',
            label: t('assetStore.yourCollections'),
            children: (
              <SiteCollectionsPicker
                type="asset"
                selected={{ chainId, contractAddress }}
                onPick={(collection) => {
                  setValue('chainId', collection.chainId, options);
                  setValue('contractAddress', collection.contractAddress, options);
                  if (getValues('title').trim() === '') setValue('title', collection.name, options);
                }}
              />
            ),
          },
        ]}
      />
      <Field
        control={control}
        name="tokenIds"
        label={t(ASSET_STORE_LABELS.tokenIds)}
        help={t('assetStore.tokenIdsHelp')}
      >
        {(field, id) => (
          <Select
            id={id}
            mode="tags"
            open={false}
            suffixIcon={null}
            tokenSeparators={[',', ' ', '\n']}
            value={field.value}
            onChange={(values: string[]) =>
              field.onChange(values.map((value) => value.trim()).filter(Boolean))
            }
            onBlur={field.onBlur}
            placeholder="1, 2, 3"
          />
        )}
      </Field>
      <Field control={control} name="sort" label={t(ASSET_STORE_LABELS.sort)}>
        {(field, id) => (
          <Radio.Group
            id={id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={ASSET_STORE_SORTS.map((value) => ({ value, label: t(ASSET_STORE_SORT_LABELS[value]) }))}
          />
        )}
      </Field>
      <Field control={control} name="itemsPerPage" label={t(ASSET_STORE_LABELS.itemsPerPage)}>
        {(field, id) => (
          <Radio.Group
            id={id}
            optionType="button"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={ASSET_STORE_PAGE_SIZES.map((value) => ({ value, label: String(value) }))}
          />
        )}
      </Field>
      <SwitchField
        control={control}
        name="showContractDetails"
        label={t(ASSET_STORE_LABELS.showContractDetails)}
      />
      <SwitchField
        control={control}
        name="showExplorerLinks"
        label={t(ASSET_STORE_LABELS.showExplorerLinks)}
      />
      <Field
        control={control}
        name="listings"
        label={t(ASSET_STORE_LABELS.listings.label)}
        help={t('assetStore.listingsHelp')}
      >
        {(field, id) => (
          <ListingsField
            id={id}
            value={field.value}
            onChange={field.onChange}
            tokenIds={tokenIds}
            errors={Object.fromEntries(
              field.value.map((_, index) => [index, listingErrors?.[index]?.tokenId?.message]),
            )}
          />
        )}
      </Field>
    </EditorForm>
  );
}
