import { useForm, useWatch } from 'react-hook-form';
import { Input, Tag, Typography, theme } from 'antd';
import { useDebounce } from 'use-debounce';
import {
  VIDEO_PREVIEW_DELAY_MS,
  VideoConfigSchema,
  videoEmbedType,
  type VideoEmbedType,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { VIDEO_DEFAULTS } from './defaults';
import { VideoPlayer } from './renderer';
import { withUrlEmbedType } from './embed-url';
import { VIDEO_LABELS } from './labels';
import { TextField } from '../../section-kit/fields/text-field';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';

const EMBED_TYPE_LABELS: Record<VideoEmbedType, SectionEditorsKey> = {
  youtube: 'video.embedTypes.youtube',
  vimeo: 'video.embedTypes.vimeo',
  custom: 'video.embedTypes.custom',
};

export function VideoEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const { token } = theme.useToken();
  // A section stored with another embed type than its URL's opens with the URL's, not the defaults.
  const form = useForm(sectionFormOptions(VideoConfigSchema, VIDEO_DEFAULTS, data && withUrlEmbedType(data)));
  const { control, setValue } = form;
  const [title, videoUrl, embedType] = useWatch({ control, name: ['title', 'videoUrl', 'embedType'] });
  const [previewUrl] = useDebounce(videoUrl, VIDEO_PREVIEW_DELAY_MS);
  const video = (url: string) =>
    VideoConfigSchema.safeParse({ title: title || t('video.previewTitle'), videoUrl: url, embedType });
  const preview = video(previewUrl);
  // While a URL settles, its player's place is kept: nothing below it (Save) moves under the cursor.
  const settling = previewUrl !== videoUrl && video(videoUrl).success;

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('video.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <TextField control={control} name="title" label={t(VIDEO_LABELS.title)} />
      <Field control={control} name="videoUrl" label={t(VIDEO_LABELS.videoUrl)} help={t('video.urlHelp')}>
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
        {t(VIDEO_LABELS.embedType)}: <Tag>{t(EMBED_TYPE_LABELS[embedType])}</Tag>
      </Typography.Paragraph>
      {preview.success && previewUrl === videoUrl ? (
        <div aria-label={t('video.preview')} role="region" style={{ marginBottom: 16 }}>
          <VideoPlayer video={preview.data} />
        </div>
      ) : settling ? (
        <div
          role="status"
          style={{
            marginBottom: 16,
            aspectRatio: '16 / 9',
            display: 'grid',
            placeItems: 'center',
            background: token.colorFillTertiary,
            borderRadius: token.borderRadius,
          }}
        >
          <Typography.Text type="secondary">{t('video.previewPending')}</Typography.Text>
        </div>
      ) : null}
    </EditorForm>
  );
}
