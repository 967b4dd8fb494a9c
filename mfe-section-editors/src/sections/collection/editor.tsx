import { useForm } from 'react-hook-form';
import {
  COLLECTION_SECTION_LAYOUTS,
  CollectionSectionConfigSchema,
  type CollectionSectionLayout,
} from '@suite/shared/sections';
import { EditorForm, FORM_CHANGE, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { COLLECTION_FIELDS, NftSourceTabs } from '../../section-kit/nft/nft-source-tabs';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { SwitchField } from '../../section-kit/fields/switch-field';
import { COLLECTION_DEFAULTS } from './defaults';
import { HeadingFields } from '../../section-kit/fields/heading-fields';
import { COLLECTION_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { InputField } from '../../section-kit/fields/input-field';
import { RadioField } from '../../section-kit/fields/radio-field';

const LAYOUT_LABELS: Record<CollectionSectionLayout, SectionEditorsKey> = {
  banner: 'collection.layouts.banner',
  card: 'collection.layouts.card',
};

/** One NFT collection: where it lives (imported or picked from the site's collections), then how it shows. */
export function CollectionEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(CollectionSectionConfigSchema, COLLECTION_DEFAULTS, data));
  const { control, setValue } = form;

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('collection.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <NftSourceTabs
        control={control}
        fields={COLLECTION_FIELDS}
        type="collection"
        onPick={(collection) => {
          setValue('title', collection.name, FORM_CHANGE);
          setValue('description', collection.description ?? '', FORM_CHANGE);
          setValue('imageUrl', collection.image, FORM_CHANGE);
          setValue('bannerImageUrl', collection.backgroundImage, FORM_CHANGE);
        }}
      />
      <HeadingFields control={control} title="title" under={{ description: 'description' }} />
      <InputField
        control={control}
        name="imageUrl"
        label={t(COLLECTION_LABELS.imageUrl)}
        help={t('collection.imageHelp')}
        placeholder="https://…"
      />
      <InputField
        control={control}
        name="bannerImageUrl"
        label={t(COLLECTION_LABELS.bannerImageUrl)}
        help={t('collection.bannerHelp')}
        placeholder="https://…"
      />
      <RadioField
        control={control}
        name="layout"
        label={t(COLLECTION_LABELS.layout)}
        buttons
        options={COLLECTION_SECTION_LAYOUTS.map((value) => ({ value, label: t(LAYOUT_LABELS[value]) }))}
      />
      <SwitchField
        control={control}
        name="showContractDetails"
        label={t(COLLECTION_LABELS.showContractDetails)}
      />
      <SwitchField control={control} name="showExplorerLink" label={t(COLLECTION_LABELS.showExplorerLink)} />
    </EditorForm>
  );
}
