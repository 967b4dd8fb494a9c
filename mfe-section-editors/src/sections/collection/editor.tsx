import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Radio, Tabs } from 'antd';
import {
  COLLECTION_SECTION_LAYOUTS,
  CollectionSectionConfigSchema,
  type CollectionSectionLayout,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, initialValues } from '../editor-form';
import { LookupImport } from '../items/lookup-import';
import { NftChainSelect } from '../items/nft-chain-select';
import { SiteCollectionsPicker } from '../items/site-collections-picker';
import type { SectionEditorProps } from '../section-module';
import { SwitchField } from '../section-parts/switch-field';
import { COLLECTION_DEFAULTS } from './defaults';
import { TextField } from '../section-parts/text-field';
import { COLLECTION_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';

const LAYOUT_LABELS: Record<CollectionSectionLayout, SectionEditorsKey> = {
  banner: 'collection.layouts.banner',
  card: 'collection.layouts.card',
};

/** One NFT collection: where it lives (imported or picked from the site's collections), then how it shows. */
export function CollectionEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm({
    resolver: zodResolver(CollectionSectionConfigSchema),
    defaultValues: initialValues(CollectionSectionConfigSchema, COLLECTION_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control, setValue } = form;
  const [chainId, contractAddress] = useWatch({ control, name: ['chainId', 'contractAddress'] });
  const [tab, setTab] = useState('import');
  const options = { shouldValidate: true, shouldDirty: true } as const;

  return (
    <EditorForm
      form={form}
      label={t('collection.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <Tabs
        activeKey={tab}
        onChange={setTab}
        items={[
          {
            key: 'import',
            label: t('assetStore.importTab'),
            children: (
              <>
                <Field control={control} name="chainId" label={t(COLLECTION_LABELS.chainId)}>
                  {(field, id) => (
                    <NftChainSelect id={id} type="collection" value={field.value} onChange={field.onChange} />
                  )}
                </Field>
                <Field control={control} name="contractAddress" label={t(COLLECTION_LABELS.contractAddress)}>
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
                type="collection"
                selected={{ chainId, contractAddress }}
                onPick={(collection) => {
                  setValue('chainId', collection.chainId, options);
                  setValue('contractAddress', collection.contractAddress, options);
                  setValue('title', collection.name, options);
                  setValue('description', collection.description ?? '', options);
                  setValue('imageUrl', collection.image, options);
                  setValue('bannerImageUrl', collection.backgroundImage, options);
                }}
              />
            ),
          },
        ]}
      />
      <TextField control={control} name="title" label={t(COLLECTION_LABELS.title)} />
      <TextField
        control={control}
        name="description"
        label={t(COLLECTION_LABELS.description)}
        rows={{ minRows: 2, maxRows: 6 }}
      />
      <Field
        control={control}
        name="imageUrl"
        label={t(COLLECTION_LABELS.imageUrl)}
        help={t('collection.imageHelp')}
      >
        {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
      </Field>
      <Field
        control={control}
        name="bannerImageUrl"
        label={t(COLLECTION_LABELS.bannerImageUrl)}
        help={t('collection.bannerHelp')}
      >
        {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
      </Field>
      <Field control={control} name="layout" label={t(COLLECTION_LABELS.layout)}>
        {(field, id) => (
          <Radio.Group
            id={id}
            optionType="button"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={COLLECTION_SECTION_LAYOUTS.map((value) => ({ value, label: t(LAYOUT_LABELS[value]) }))}
          />
        )}
      </Field>
      <SwitchField
        control={control}
        name="showContractDetails"
        label={t(COLLECTION_LABELS.showContractDetails)}
      />
      <SwitchField control={control} name="showExplorerLink" label={t(COLLECTION_LABELS.showExplorerLink)} />
    </EditorForm>
  );
}
