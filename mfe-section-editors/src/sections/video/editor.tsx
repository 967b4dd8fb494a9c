import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Tag, Typography } from 'antd';
import { useDebounce } from 'use-debounce';
import {
  VIDEO_PREVIEW_DELAY_MS,
  VideoConfigSchema,
  videoEmbedType,
  type VideoEmbedType,
} from '@suite/shared';
import { Field } from '@suite/shared/react';
import { EditorForm, initialValues } from '../editor-form';
import type { SectionEditorProps } from '../section-module';
import { VIDEO_DEFAULTS } from './defaults';
import { VideoPlayer } from './renderer';
import { VIDEO_LABELS } from './labels';
import { TextField } from '../section-parts/text-field';

const EMBED_TYPE_LABELS: Record<VideoEmbedType, string> = {
  youtube: 'YouTube',
  vimeo: 'Vimeo',
  custom: 'Video file',
};

export function VideoEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const form = useForm({
    resolver: zodResolver(VideoConfigSchema),
    defaultValues: initialValues(VideoConfigSchema, VIDEO_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control, setValue } = form;
  const [title, videoUrl, embedType] = useWatch({ control, name: ['title', 'videoUrl', 'embedType'] });
  const [previewUrl] = useDebounce(videoUrl, VIDEO_PREVIEW_DELAY_MS);
  const preview = VideoConfigSchema.safeParse({ title: title || 'Video', videoUrl: previewUrl, embedType });

  return (
    <EditorForm form={form} label="Video section" onChange={onChange} onSave={onSave} onCancel={onCancel}>
      <TextField control={control} name="title" label={VIDEO_LABELS.title} />
      <Field
        control={control}
        name="videoUrl"
        label={VIDEO_LABELS.videoUrl}
        help="A YouTube or Vimeo link, or the address of a video file"
      >
        {(field, id) => (
          <Input
            id={id}
            {...field}
            placeholder="https://www.youtube.com/watch?v=…"
            onChange={(event) => {
              field.onChange(event);
              setValue('embedType', videoEmbedType(event.target.value), { shouldValidate: true });
            }}
          />
        )}
      </Field>
      <Typography.Paragraph>
        {VIDEO_LABELS.embedType}: <Tag>{EMBED_TYPE_LABELS[embedType]}</Tag>
      </Typography.Paragraph>
      {preview.success && previewUrl === videoUrl ? (
        <div aria-label="Video preview" role="region" style={{ marginBottom: 16 }}>
          <VideoPlayer video={preview.data} />
        </div>
      ) : null}
    </EditorForm>
  );
}
