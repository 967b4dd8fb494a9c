import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Switch } from 'antd';
import InputNumber from 'antd/es/input-number';
import { CAROUSEL_SLIDES_MAX, CarouselConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, initialValues } from '../editor-form';
import { OrderedList } from '../items/ordered-list';
import type { SectionEditorProps } from '../section-module';
import { CAROUSEL_DEFAULTS } from './defaults';
import { SlideEditor, slideSummary } from './slide-editor';
import { CAROUSEL_LABELS } from './labels';
import { TextField } from '../section-parts/text-field';
import { useSectionEditorsCatalog } from '../../i18n';

export function CarouselEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm({
    resolver: zodResolver(CarouselConfigSchema),
    defaultValues: initialValues(CarouselConfigSchema, CAROUSEL_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control } = form;
  const autoplay = useWatch({ control, name: 'autoplay' });

  return (
    <EditorForm
      form={form}
      label={t('carousel.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <TextField control={control} name="title" label={t(CAROUSEL_LABELS.title)} />
      <Field control={control} name="slides" label={t(CAROUSEL_LABELS.slides.label)}>
        {(field) => (
          <OrderedList
            entries={field.value}
            onChange={field.onChange}
            label={t(CAROUSEL_LABELS.slides.label)}
            summary={(slide, index) => slideSummary(slide, index, t)}
            emptyText={t('carousel.empty')}
            addLabel={t('carousel.add')}
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
        label={t(CAROUSEL_LABELS.autoplay)}
        help={t('carousel.autoplayHelp')}
      >
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
      <Field
        control={control}
        name="intervalSeconds"
        label={t(CAROUSEL_LABELS.intervalSeconds)}
        help={t('carousel.intervalHelp')}
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
      <Field control={control} name="showArrows" label={t(CAROUSEL_LABELS.showArrows)}>
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
      <Field control={control} name="showDots" label={t(CAROUSEL_LABELS.showDots)}>
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
      <Field control={control} name="height" label={t(CAROUSEL_LABELS.height)}>
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
