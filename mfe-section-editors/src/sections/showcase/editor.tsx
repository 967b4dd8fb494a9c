import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputNumber, Radio, Switch } from 'antd';
import {
  SHOWCASE_ITEMS_MAX,
  SHOWCASE_LAYOUTS,
  ShowcaseConfigSchema,
  type ShowcaseLayout,
} from '@suite/shared';
import { Field } from '@suite/shared/react';
import { EditorForm, initialValues } from '../editor-form';
import { OrderedList } from '../items/ordered-list';
import type { SectionEditorProps } from '../section-module';
import { SHOWCASE_DEFAULTS } from './defaults';
import { ShowcaseItemEditor } from './item-editor';
import { showcaseItemSummary } from './item-parts';
import { TextField } from '../section-parts/text-field';
import { SHOWCASE_LABELS } from './labels';

const LAYOUT_LABELS: Record<ShowcaseLayout, string> = { grid: 'Grid', masonry: 'Masonry', list: 'List' };

export function ShowcaseEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const form = useForm({
    resolver: zodResolver(ShowcaseConfigSchema),
    defaultValues: initialValues(ShowcaseConfigSchema, SHOWCASE_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control } = form;
  const layout = useWatch({ control, name: 'layout' });

  return (
    <EditorForm form={form} label="Showcase section" onChange={onChange} onSave={onSave} onCancel={onCancel}>
      <TextField control={control} name="title" label={SHOWCASE_LABELS.title} />
      <TextField
        control={control}
        name="subtitle"
        label={SHOWCASE_LABELS.subtitle}
        rows={{ minRows: 1, maxRows: 4 }}
      />
      <Field control={control} name="layout" label={SHOWCASE_LABELS.layout}>
        {(field, id) => (
          <Radio.Group
            id={id}
            optionType="button"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={SHOWCASE_LAYOUTS.map((value) => ({ value, label: LAYOUT_LABELS[value] }))}
          />
        )}
      </Field>
      <Field
        control={control}
        name="columns"
        label={SHOWCASE_LABELS.columns}
        help="On wide screens; phones show fewer"
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
      <Field control={control} name="showCaptions" label={SHOWCASE_LABELS.showCaptions}>
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
      <Field control={control} name="items" label={SHOWCASE_LABELS.items.label}>
        {(field) => (
          <OrderedList
            entries={field.value}
            onChange={field.onChange}
            label={SHOWCASE_LABELS.items.label}
            summary={showcaseItemSummary}
            emptyText="No items yet."
            addLabel="Add item"
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
