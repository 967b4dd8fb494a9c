import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Input } from 'antd';
import { CarouselSlideSchema, mediaKind, type CarouselSlide } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { NEW_SLIDE } from './defaults';
import { MEDIA_KIND_LABELS } from '../../section-kit/render/media-view';
import { ItemEditorCard } from '../../section-kit/lists/item-fields';
import { CAROUSEL_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsTranslate } from '../../i18n';
import { InputField } from '../../section-kit/fields/input-field';
import { useCheckOnOpen } from '../../section-kit/editor/check-on-open';

/** One line naming a slide in the list: its title and what its file is. */
export function slideSummary(slide: CarouselSlide, index: number, t: SectionEditorsTranslate): string {
  const name = slide.title || t('carousel.numbered', { number: index + 1 });
  return `${name} · ${t(MEDIA_KIND_LABELS[mediaKind(slide.imageUrl)])}`;
}

export interface SlideEditorProps {
  slide?: CarouselSlide;
  onSave: (slide: CarouselSlide) => void;
  onCancel: () => void;
}

/** One slide of the carousel; inside the section's form, so it is not a `<form>` itself. */
export function SlideEditor({ slide, onSave, onCancel }: SlideEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm<CarouselSlide>({
    resolver: zodResolver(CarouselSlideSchema),
    defaultValues: slide ?? NEW_SLIDE,
    mode: 'onChange',
  });
  // An entry saved under older rules shows what to fix as it opens.
  useCheckOnOpen(form, slide !== undefined);
  const { control } = form;
  const title = slide ? t('carousel.edit') : t('carousel.new');
  return (
    <ItemEditorCard
      title={title}
      saveLabel={t('carousel.save')}
      cancelLabel={t('carousel.cancel')}
      onSave={form.handleSubmit((saved) => onSave(saved))}
      onCancel={onCancel}
    >
      <InputField
        control={control}
        name="imageUrl"
        label={t(CAROUSEL_LABELS.slides.fields.imageUrl)}
        help={t('common.mediaHelp')}
        placeholder="https://…"
      />
      <InputField control={control} name="title" label={t(CAROUSEL_LABELS.slides.fields.title)} />
      <Field control={control} name="description" label={t(CAROUSEL_LABELS.slides.fields.description)}>
        {(field, id) => <Input.TextArea id={id} {...field} autoSize={{ minRows: 2, maxRows: 5 }} />}
      </Field>
      <InputField
        control={control}
        name="linkUrl"
        label={t(CAROUSEL_LABELS.slides.fields.linkUrl)}
        help={t('carousel.linkHelp')}
        placeholder="https://…"
      />
      <Field control={control} name="openInNewPage" label={t(CAROUSEL_LABELS.slides.fields.openInNewPage)}>
        {(field, id) => (
          <Checkbox id={id} checked={field.value} onChange={(event) => field.onChange(event.target.checked)}>
            {t('callToAction.openInNewPage')}
          </Checkbox>
        )}
      </Field>
    </ItemEditorCard>
  );
}
