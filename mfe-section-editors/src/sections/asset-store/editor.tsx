import { useEffect } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Select } from 'antd';
import { ASSET_STORE_PAGE_SIZES, ASSET_STORE_SORTS, AssetStoreConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, FORM_CHANGE, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { COLLECTION_FIELDS, NftSourceTabs } from '../../section-kit/nft/nft-source-tabs';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { SwitchField } from '../../section-kit/fields/switch-field';
import { ASSET_STORE_DEFAULTS, ASSET_STORE_SORT_LABELS } from './defaults';
import { ListingsField } from './listings-field';
import { HeadingFields } from '../../section-kit/fields/heading-fields';
import { ASSET_STORE_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { RadioField } from '../../section-kit/fields/radio-field';

/** A store of NFTs: the collection (imported, or one of the site's), the token IDs it shows, and how. */
export function AssetStoreEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(AssetStoreConfigSchema, ASSET_STORE_DEFAULTS, data));
  const { control, setValue, getValues } = form;
  const tokenIds = useWatch({ control, name: 'tokenIds' });
  const listingErrors = form.formState.errors.listings;
  // A listing is checked against the token IDs: changing them re-checks the listings too.
  const { trigger } = form;
  useEffect(() => {
    if (getValues('listings').length > 0) void trigger('listings');
  }, [tokenIds, getValues, trigger]);

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('assetStore.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <HeadingFields control={control} title="title" under={{ description: 'description' }} />
      <NftSourceTabs
        control={control}
        fields={COLLECTION_FIELDS}
        type="asset"
        onPick={(collection) => {
          if (getValues('title').trim() === '') setValue('title', collection.name, FORM_CHANGE);
        }}
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
      <RadioField
        control={control}
        name="sort"
        label={t(ASSET_STORE_LABELS.sort)}
        options={ASSET_STORE_SORTS.map((value) => ({ value, label: t(ASSET_STORE_SORT_LABELS[value]) }))}
      />
      <RadioField
        control={control}
        name="itemsPerPage"
        label={t(ASSET_STORE_LABELS.itemsPerPage)}
        buttons
        options={ASSET_STORE_PAGE_SIZES.map((value) => ({ value, label: String(value) }))}
      />
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
