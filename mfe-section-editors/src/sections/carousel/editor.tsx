import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { InputNumber, Switch } from 'antd';
import { CAROUSEL_SLIDES_MAX, CarouselConfigSchema } from '@suite/shared';
import { Field } from '@suite/shared/react';
import { EditorForm, initialValues } from '../editor-form';
import { OrderedList } from '../items/ordered-list';
import type { SectionEditorProps } from '../section-module';
import { CAROUSEL_DEFAULTS } from './defaults';
import { SlideEditor, slideSummary } from './slide-editor';
import { CAROUSEL_LABELS } from './labels';
import { TextField } from '../section-parts/text-field';

export function CarouselEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const form = useForm({
    resolver: zodResolver(CarouselConfigSchema),
    defaultValues: initialValues(CarouselConfigSchema, CAROUSEL_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control } = form;
  const autoplay = useWatch({ control, name: 'autoplay' });

  return (
    <EditorForm form={form} label="Carousel section" onChange={onChange} onSave={onSave} onCancel={onCancel}>
      <TextField control={control} name="title" label={CAROUSEL_LABELS.title} />
      <Field control={control} name="slides" label={CAROUSEL_LABELS.slides.label}>
        {(field) => (
          <OrderedList
            entries={field.value}
            onChange={field.onChange}
            label={CAROUSEL_LABELS.slides.label}
            summary={slideSummary}
            emptyText="No slides yet."
            addLabel="Add slide"
            max={CAROUSEL_SLIDES_MAX}
            renderEditor={({ entry, onSave: saveSlide, onCancel: cancelSlide }) => (
              <SlideEditor slide={entry} onSave={saveSlide} onCancel={cancelSlide} />
            )}
          />
        )}
      </Field>
      <Field
        control={control}
        name="autoplay"
        label={CAROUSEL_LABELS.autoplay}
        help="Slides move on by themselves"
      >
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
      <Field
        control={control}
        name="intervalSeconds"
        label={CAROUSEL_LABELS.intervalSeconds}
        help="How long each slide stays"
      >
        {(field, id) => (
          <InputNumber
            id={id}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            disabled={!autoplay}
            precision={0}
          />
        )}
      </Field>
      <Field control={control} name="showArrows" label={CAROUSEL_LABELS.showArrows}>
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
      <Field control={control} name="showDots" label={CAROUSEL_LABELS.showDots}>
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
      <Field control={control} name="height" label={CAROUSEL_LABELS.height}>
        {(field, id) => (
          <InputNumber
            id={id}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            precision={0}
          />
        )}
      </Field>
    </EditorForm>
  );
}
