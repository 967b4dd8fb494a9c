import { useForm, useWatch } from 'react-hook-form';
import { CAROUSEL_SLIDES_MAX, CarouselConfigSchema, CarouselSlideSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { OrderedList } from '../../section-kit/lists/ordered-list';
import { entryProblem } from '../../section-kit/lists/entry-problem';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { CAROUSEL_DEFAULTS } from './defaults';
import { SlideEditor, slideSummary } from './slide-editor';
import { CAROUSEL_LABELS } from './labels';
import { TextField } from '../../section-kit/fields/text-field';
import { useSectionEditorsCatalog } from '../../i18n';
import { SwitchField } from '../../section-kit/fields/switch-field';
import { NumberField } from '../../section-kit/fields/number-field';

export function CarouselEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(CarouselConfigSchema, CAROUSEL_DEFAULTS, data));
  const { control } = form;
  const autoplay = useWatch({ control, name: 'autoplay' });

  return (
    <EditorForm
      mode={mode}
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
            problem={entryProblem(CarouselSlideSchema, CAROUSEL_LABELS.slides.fields, t)}
            renderEditor={({ entry, onSave: saveSlide, onCancel: cancelSlide }) => (
              <SlideEditor slide={entry} onSave={saveSlide} onCancel={cancelSlide} />
            )}
          />
        )}
      </Field>
      <SwitchField
        control={control}
        name="autoplay"
        label={t(CAROUSEL_LABELS.autoplay)}
        help={t('carousel.autoplayHelp')}
      />
      <NumberField
        control={control}
        name="intervalSeconds"
        label={t(CAROUSEL_LABELS.intervalSeconds)}
        help={t('carousel.intervalHelp')}
        precision={0}
        disabled={!autoplay}
      />
      <SwitchField control={control} name="showArrows" label={t(CAROUSEL_LABELS.showArrows)} />
      <SwitchField control={control} name="showDots" label={t(CAROUSEL_LABELS.showDots)} />
      <NumberField control={control} name="height" label={t(CAROUSEL_LABELS.height)} precision={0} />
    </EditorForm>
  );
}
