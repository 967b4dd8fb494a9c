import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Radio, Tabs } from 'antd';
import {
  ASSET_SECTION_LAYOUTS,
  AssetSectionConfigSchema,
  type AssetSectionLayout,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, initialValues } from '../editor-form';
import { LookupImport } from '../items/lookup-import';
import { NftChainSelect } from '../items/nft-chain-select';
import { SiteCollectionsPicker } from '../items/site-collections-picker';
import type { SectionEditorProps } from '../section-module';
import { SwitchField } from '../section-parts/switch-field';
import { ASSET_SECTION_DEFAULTS } from './defaults';
import { TextField } from '../section-parts/text-field';
import { ASSET_SECTION_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';

const LAYOUT_LABELS: Record<AssetSectionLayout, SectionEditorsKey> = {
  horizontal: 'assetSection.layouts.horizontal',
  vertical: 'assetSection.layouts.vertical',
};

/** One NFT: the token (imported, or of one of the site's collections), then how it shows. */
export function AssetSectionEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm({
    resolver: zodResolver(AssetSectionConfigSchema),
    defaultValues: initialValues(AssetSectionConfigSchema, ASSET_SECTION_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control, setValue } = form;
  const [chainId, contractAddress, tokenId] = useWatch({
    control,
    name: ['chainId', 'contractAddress', 'tokenId'],
  });
  const [tab, setTab] = useState('import');
  const options = { shouldValidate: true, shouldDirty: true } as const;

  return (
    <EditorForm
      form={form}
      label={t('assetSection.form')}
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
                <Field control={control} name="chainId" label={t(ASSET_SECTION_LABELS.chainId)}>
                  {(field, id) => (
                    <NftChainSelect id={id} type="asset" value={field.value} onChange={field.onChange} />
                  )}
                </Field>
                <Field
                  control={control}
                  name="contractAddress"
                  label={t(ASSET_SECTION_LABELS.contractAddress)}
                >
                  {(field, id) => <Input id={id} {...field} placeholder="0x…" />}
                </Field>
                <Field control={control} name="tokenId" label={t(ASSET_SECTION_LABELS.tokenId)}>
                  {(field, id) => <Input id={id} {...field} inputMode="numeric" />}
                </Field>
                <LookupImport
                  input={{ chainId, contractAddress, tokenId }}
                  incompleteHelp={t('items.importNftHelp')}
                  onFound={(asset) => setValue('title', asset.name, options)}
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
                  // An NFT of that collection: its chain and contract; the token ID is still to enter.
                  setValue('chainId', collection.chainId, options);
                  setValue('contractAddress', collection.contractAddress, options);
                  setTab('import');
                }}
              />
            ),
          },
        ]}
      />
      <TextField control={control} name="title" label={t(ASSET_SECTION_LABELS.title)} />
      <TextField
        control={control}
        name="description"
        label={t(ASSET_SECTION_LABELS.description)}
        rows={{ minRows: 2, maxRows: 6 }}
      />
      <Field
        control={control}
        name="imageUrl"
        label={t(ASSET_SECTION_LABELS.imageUrl)}
        help={t('assetSection.imageHelp')}
      >
        {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
      </Field>
      <Field control={control} name="layout" label={t(ASSET_SECTION_LABELS.layout)}>
        {(field, id) => (
          <Radio.Group
            id={id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={ASSET_SECTION_LAYOUTS.map((value) => ({ value, label: t(LAYOUT_LABELS[value]) }))}
          />
        )}
      </Field>
      <SwitchField
        control={control}
        name="showContractDetails"
        label={t(ASSET_SECTION_LABELS.showContractDetails)}
      />
      <SwitchField
        control={control}
        name="showMetadataLink"
        label={t(ASSET_SECTION_LABELS.showMetadataLink)}
        help={t('assetSection.metadataHelp')}
      />
      <SwitchField
        control={control}
        name="showExplorerLink"
        label={t(ASSET_SECTION_LABELS.showExplorerLink)}
      />
    </EditorForm>
  );
}
