import { useForm, useWatch } from 'react-hook-form';
import {
  SHOWCASE_ITEMS_MAX,
  SHOWCASE_LAYOUTS,
  ShowcaseConfigSchema,
  ShowcaseItemSchema,
  type ShowcaseLayout,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { OrderedList } from '../../section-kit/lists/ordered-list';
import { entryProblem } from '../../section-kit/lists/entry-problem';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { SHOWCASE_DEFAULTS } from './defaults';
import { ShowcaseItemEditor } from './item-editor';
import { showcaseItemSummary } from './item-parts';
import { HeadingFields } from '../../section-kit/fields/heading-fields';
import { SHOWCASE_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { SwitchField } from '../../section-kit/fields/switch-field';
import { RadioField } from '../../section-kit/fields/radio-field';
import { NumberField } from '../../section-kit/fields/number-field';

const LAYOUT_LABELS: Record<ShowcaseLayout, SectionEditorsKey> = {
  grid: 'collections.variants.grid.label',
  masonry: 'collections.variants.masonry.label',
  list: 'collections.variants.list.label',
};

export function ShowcaseEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(ShowcaseConfigSchema, SHOWCASE_DEFAULTS, data));
  const { control } = form;
  const layout = useWatch({ control, name: 'layout' });

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('showcase.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <HeadingFields control={control} title="title" under={{ subtitle: 'subtitle' }} />
      <RadioField
        control={control}
        name="layout"
        label={t(SHOWCASE_LABELS.layout)}
        buttons
        options={SHOWCASE_LAYOUTS.map((value) => ({ value, label: t(LAYOUT_LABELS[value]) }))}
      />
      <NumberField
        control={control}
        name="columns"
        label={t(SHOWCASE_LABELS.columns)}
        help={t('showcase.columnsHelp')}
        precision={0}
        disabled={layout === 'list'}
      />
      <SwitchField control={control} name="showCaptions" label={t(SHOWCASE_LABELS.showCaptions)} />
      <Field control={control} name="items" label={t(SHOWCASE_LABELS.items.label)}>
        {(field) => (
          <OrderedList
            entries={field.value}
            onChange={field.onChange}
            label={t(SHOWCASE_LABELS.items.label)}
            summary={(item, index) => showcaseItemSummary(item, index, t)}
            emptyText={t('items.empty')}
            addLabel={t('items.add')}
            max={SHOWCASE_ITEMS_MAX}
            problem={entryProblem(ShowcaseItemSchema, SHOWCASE_LABELS.items.fields, t)}
            renderEditor={({ entry, onSave: saveItem, onCancel: cancelItem }) => (
              <ShowcaseItemEditor item={entry} onSave={saveItem} onCancel={cancelItem} />
            )}
          />
        )}
      </Field>
    </EditorForm>
  );
}
