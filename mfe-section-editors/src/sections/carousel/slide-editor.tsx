import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Input } from 'antd';
import { CarouselSlideSchema, mediaKind, type CarouselSlide } from '@suite/shared';
import { Field } from '@suite/shared/react';
import { NEW_SLIDE } from './defaults';
import { ItemEditorCard } from '../section-parts/item-fields';
import { CAROUSEL_LABELS } from './labels';

/** One line naming a slide in the list: its title and what its file is. */
export function slideSummary(slide: CarouselSlide, index: number): string {
  return `${slide.title || `Slide ${index + 1}`} · ${mediaKind(slide.imageUrl)}`;
}

export interface SlideEditorProps {
  slide?: CarouselSlide;
  onSave: (slide: CarouselSlide) => void;
  onCancel: () => void;
}

/** One slide of the carousel; inside the section's form, so it is not a `<form>` itself. */
export function SlideEditor({ slide, onSave, onCancel }: SlideEditorProps) {
  const form = useForm<CarouselSlide>({
    resolver: zodResolver(CarouselSlideSchema),
    defaultValues: slide ?? NEW_SLIDE,
    mode: 'onChange',
  });
  const { control } = form;
  const title = slide ? 'Edit slide' : 'New slide';
  return (
    <ItemEditorCard
      title={title}
      saveLabel="Save slide"
      cancelLabel="Cancel slide"
      onSave={form.handleSubmit((saved) => onSave(saved))}
      onCancel={onCancel}
    >
      <Field
        control={control}
        name="imageUrl"
        label={CAROUSEL_LABELS.slides.fields.imageUrl}
        help="An image, or a video (mp4, mov, webm) or audio (mp3, wav, ogg, flac) file"
      >
        {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
      </Field>
      <Field control={control} name="title" label={CAROUSEL_LABELS.slides.fields.title}>
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      <Field control={control} name="description" label={CAROUSEL_LABELS.slides.fields.description}>
        {(field, id) => <Input.TextArea id={id} {...field} autoSize={{ minRows: 2, maxRows: 5 }} />}
      </Field>
      <Field
        control={control}
        name="linkUrl"
        label={CAROUSEL_LABELS.slides.fields.linkUrl}
        help="Where the slide leads; empty for nowhere"
      >
        {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
      </Field>
      <Field control={control} name="openInNewPage" label={CAROUSEL_LABELS.slides.fields.openInNewPage}>
        {(field, id) => (
          <Checkbox id={id} checked={field.value} onChange={(event) => field.onChange(event.target.checked)}>
            Open in a new page
          </Checkbox>
        )}
      </Field>
    </ItemEditorCard>
  );
}
