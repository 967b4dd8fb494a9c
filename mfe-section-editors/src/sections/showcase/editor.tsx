import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Radio, Switch } from 'antd';
import InputNumber from 'antd/es/input-number';
import {
  SHOWCASE_ITEMS_MAX,
  SHOWCASE_LAYOUTS,
  ShowcaseConfigSchema,
  type ShowcaseLayout,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, initialValues } from '../editor-form';
import { OrderedList } from '../items/ordered-list';
import type { SectionEditorProps } from '../section-module';
import { SHOWCASE_DEFAULTS } from './defaults';
import { ShowcaseItemEditor } from './item-editor';
import { showcaseItemSummary } from './item-parts';
import { TextField } from '../section-parts/text-field';
import { SHOWCASE_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';

const LAYOUT_LABELS: Record<ShowcaseLayout, SectionEditorsKey> = {
  grid: 'collections.variants.grid.label',
  masonry: 'collections.variants.masonry.label',
  list: 'collections.variants.list.label',
};

export function ShowcaseEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm({
    resolver: zodResolver(ShowcaseConfigSchema),
    defaultValues: initialValues(ShowcaseConfigSchema, SHOWCASE_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control } = form;
  const layout = useWatch({ control, name: 'layout' });

  return (
    <EditorForm
      form={form}
      label={t('showcase.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <TextField control={control} name="title" label={t(SHOWCASE_LABELS.title)} />
      <TextField
        control={control}
        name="subtitle"
        label={t(SHOWCASE_LABELS.subtitle)}
        rows={{ minRows: 1, maxRows: 4 }}
      />
      <Field control={control} name="layout" label={t(SHOWCASE_LABELS.layout)}>
        {(field, id) => (
          <Radio.Group
            id={id}
            optionType="button"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={SHOWCASE_LAYOUTS.map((value) => ({ value, label: t(LAYOUT_LABELS[value]) }))}
          />
        )}
      </Field>
      <Field
        control={control}
        name="columns"
        label={t(SHOWCASE_LABELS.columns)}
        help={t('showcase.columnsHelp')}
      >
        {(field, id) => (
          <InputNumber
            id={id}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={layout === 'list'}
            precision={0}
          />
        )}
      </Field>
      <Field control={control} name="showCaptions" label={t(SHOWCASE_LABELS.showCaptions)}>
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
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
            renderEditor={({ entry, onSave: saveItem, onCancel: cancelItem }) => (
              <ShowcaseItemEditor item={entry} onSave={saveItem} onCancel={cancelItem} />
            )}
          />
        )}
      </Field>
    </EditorForm>
  );
}
