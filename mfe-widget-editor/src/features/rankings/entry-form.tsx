import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex } from 'antd';
import Form from 'antd/es/form';
import { useForm } from 'react-hook-form';
import type { LeaderboardEntry, LeaderboardEntryFields, LeaderboardEntryFormValues } from '@suite/shared';
import { LEADERBOARD_SCORE_DECIMALS, LeaderboardEntryFormSchema } from '@suite/shared/schemas';
import { useApiErrorMessage, useFeedback } from '@suite/shared/react';
import { DecimalField } from '@suite/shared/decimal-input';
import { Field, showServerFieldErrors } from '@suite/shared/forms';
import { useWidgetEditorCatalog } from '../../i18n';
import { AddressInput } from '../form-inputs';

function formValues(entry: LeaderboardEntry | null): LeaderboardEntryFormValues {
  return { address: entry?.address ?? '', score: entry?.score ?? null };
}

interface EntryFormProps {
  /** The entry being edited; null to add one. */
  editing: LeaderboardEntry | null;
  onSubmit: (fields: LeaderboardEntryFields) => Promise<unknown>;
  onCancelEdit: () => void;
}

/** Add entry (or edit one): a wallet and its score, each checked beside its field. */
export function EntryForm({ editing, onSubmit, onCancelEdit }: EntryFormProps) {
  const errorMessage = useApiErrorMessage();
  const { t } = useWidgetEditorCatalog();
  const { message } = useFeedback();
  const { control, handleSubmit, reset, setError, formState } = useForm<
    LeaderboardEntryFormValues,
    unknown,
    LeaderboardEntryFields
  >({
    resolver: zodResolver(LeaderboardEntryFormSchema),
    mode: 'onTouched',
    defaultValues: formValues(editing),
  });
  useEffect(() => reset(formValues(editing)), [editing, reset]);

  const submit = handleSubmit(async (fields) => {
    try {
      await onSubmit(fields);
      void message.success(editing ? t('rankings.entry.saved') : t('rankings.entry.added'));
      reset(formValues(null));
      if (editing) onCancelEdit();
    } catch (error) {
      if (!showServerFieldErrors(error, ['address', 'score'], setError)) {
        void message.error(errorMessage(error));
      }
    }
  });

  return (
    <Form
      layout="vertical"
      component="form"
      onFinish={() => void submit()}
      aria-label={editing ? t('rankings.entry.edit') : t('rankings.entry.add')}
    >
      <Flex gap={12} wrap align="flex-start">
        <div style={{ flex: '2 1 260px', minWidth: 0 }}>
          <Field control={control} name="address" label={t('rankings.entry.wallet')}>
            {(field, id) => <AddressInput {...field} id={id} />}
          </Field>
        </div>
        <div style={{ flex: '1 1 140px' }}>
          <DecimalField
            control={control}
            name="score"
            label={t('rankings.entry.score')}
            step={1}
            style={{ width: '100%' }}
            placeholder={t('rankings.entry.scorePlaceholder', { count: LEADERBOARD_SCORE_DECIMALS })}
          />
        </div>
      </Flex>
      <Flex gap={8} justify="end">
        {editing && <Button onClick={onCancelEdit}>{t('actions.cancelEdit')}</Button>}
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          {editing ? t('rankings.entry.save') : t('rankings.entry.add')}
        </Button>
      </Flex>
    </Form>
  );
}
