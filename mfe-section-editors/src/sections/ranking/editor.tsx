import { useForm } from 'react-hook-form';
import { RankingConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { RANKING_DEFAULTS } from './defaults';
import { LeaderboardPicker } from './leaderboard-picker';
import { TextField } from '../../section-kit/fields/text-field';
import { RANKING_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

export function RankingEditor({ data, ...editor }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(RankingConfigSchema, RANKING_DEFAULTS, data));
  const { control } = form;

  return (
    // The dialog's props (mode, onChange, onSave, onCancel) go to the form as they are.
    <EditorForm {...editor} form={form} label={t('ranking.form')}>
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
