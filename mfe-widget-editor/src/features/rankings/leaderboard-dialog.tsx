import { useEffect } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Input, Modal } from 'antd';
import Form from 'antd/es/form';
import { useForm } from 'react-hook-form';
import type { Leaderboard, LeaderboardFormValues } from '@suite/shared';
import { LeaderboardFormSchema } from '@suite/shared/schemas';
import { useApiErrorMessage, useFeedback } from '@suite/shared/react';
import { Field, showServerFieldErrors } from '@suite/shared/forms';
import type { LeaderboardFields } from '../../api/leaderboards';
import { useWidgetEditorCatalog } from '../../i18n';
import { DescriptionInput } from '../form-inputs';

interface LeaderboardDialogProps {
  /** Open to create (null leaderboard) or edit one; closed when undefined. */
  editing: Leaderboard | null | undefined;
  onSubmit: (fields: LeaderboardFields) => Promise<unknown>;
  onClose: () => void;
}

/** Create leaderboard / Edit leaderboard: its title and description. */
export function LeaderboardDialog({ editing, onSubmit, onClose }: LeaderboardDialogProps) {
  const { t } = useWidgetEditorCatalog();
  const open = editing !== undefined;
  return (
    <Modal
      open={open}
      title={editing ? t('rankings.edit') : t('rankings.create')}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {open && <LeaderboardForm editing={editing} onSubmit={onSubmit} onClose={onClose} />}
    </Modal>
  );
}

function LeaderboardForm({ editing, onSubmit, onClose }: LeaderboardDialogProps) {
  const errorMessage = useApiErrorMessage();
  const { t } = useWidgetEditorCatalog();
  const { message } = useFeedback();
  const { control, handleSubmit, reset, setError, formState } = useForm<
    LeaderboardFormValues,
    unknown,
    LeaderboardFields
  >({
    resolver: zodResolver(LeaderboardFormSchema),
    mode: 'onTouched',
    defaultValues: { title: editing?.title ?? '', description: editing?.description ?? '' },
  });
  useEffect(
    () => reset({ title: editing?.title ?? '', description: editing?.description ?? '' }),
    [editing, reset],
  );

  const submit = handleSubmit(async (fields) => {
    try {
      await onSubmit(fields);
      void message.success(editing ? t('rankings.dialog.saved') : t('rankings.dialog.created'));
      onClose();
    } catch (error) {
      if (!showServerFieldErrors(error, ['title', 'description'], setError)) {
        void message.error(errorMessage(error));
      }
    }
  });

  return (
    <Form
      layout="vertical"
      component="form"
      onFinish={() => void submit()}
      aria-label={t('rankings.dialog.label')}
    >
      <Field control={control} name="title" label={t('rankings.dialog.title')}>
        {(field, id) => <Input {...field} id={id} maxLength={100} autoFocus />}
      </Field>
      <Field control={control} name="description" label={t('fields.descriptionOptional')}>
        {(field, id) => <DescriptionInput {...field} id={id} />}
      </Field>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>{t('actions.cancel')}</Button>
        <Button type="primary" htmlType="submit" loading={formState.isSubmitting}>
          {editing ? t('actions.save') : t('actions.create')}
        </Button>
      </Flex>
    </Form>
  );
}
