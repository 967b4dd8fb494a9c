import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RankingConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, initialValues } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { RANKING_DEFAULTS } from './defaults';
import { LeaderboardPicker } from './leaderboard-picker';
import { TextField } from '../../section-kit/fields/text-field';
import { RANKING_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

export function RankingEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm({
    resolver: zodResolver(RankingConfigSchema),
    defaultValues: initialValues(RankingConfigSchema, RANKING_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control } = form;

  return (
    <EditorForm form={form} label={t('ranking.form')} onChange={onChange} onSave={onSave} onCancel={onCancel}>
      <TextField
        control={control}
        name="title"
        label={t(RANKING_LABELS.title)}
        placeholder={t('ranking.titlePlaceholder')}
      />
      <Field control={control} name="rankingId" label={t(RANKING_LABELS.rankingId)}>
        {(field, id) => (
          <LeaderboardPicker
            id={id}
            value={field.value}
            onChange={(rankingId) => {
              field.onChange(rankingId);
              field.onBlur();
            }}
          />
        )}
      </Field>
    </EditorForm>
  );
}
