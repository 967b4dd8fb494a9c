import { useForm } from 'react-hook-form';
import {
  ASSET_SECTION_LAYOUTS,
  AssetSectionConfigSchema,
  type AssetSectionLayout,
} from '@suite/shared/sections';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { NFT_FIELDS, NftSourceTabs } from '../../section-kit/nft/nft-source-tabs';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { SwitchField } from '../../section-kit/fields/switch-field';
import { ASSET_SECTION_DEFAULTS } from './defaults';
import { HeadingFields } from '../../section-kit/fields/heading-fields';
import { ASSET_SECTION_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { InputField } from '../../section-kit/fields/input-field';
import { RadioField } from '../../section-kit/fields/radio-field';

const LAYOUT_LABELS: Record<AssetSectionLayout, SectionEditorsKey> = {
  horizontal: 'assetSection.layouts.horizontal',
  vertical: 'assetSection.layouts.vertical',
};

/** One NFT: the token (imported, or of one of the site's collections), then how it shows. */
export function AssetSectionEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(AssetSectionConfigSchema, ASSET_SECTION_DEFAULTS, data));
  const { control } = form;

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('assetSection.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <NftSourceTabs control={control} fields={NFT_FIELDS} type="asset" />
      <HeadingFields control={control} title="title" under={{ description: 'description' }} />
      <InputField
        control={control}
        name="imageUrl"
        label={t(ASSET_SECTION_LABELS.imageUrl)}
        help={t('assetSection.imageHelp')}
        placeholder="https://…"
      />
      <RadioField
        control={control}
        name="layout"
        label={t(ASSET_SECTION_LABELS.layout)}
        options={ASSET_SECTION_LAYOUTS.map((value) => ({ value, label: t(LAYOUT_LABELS[value]) }))}
      />
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
