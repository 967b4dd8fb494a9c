import { useEffect } from 'react';
import { Button, Card, Input, Typography } from 'antd';
import Form from 'antd/es/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import { apiErrorStatus } from '@suite/shared/client';
import type { OwnProfile } from '@suite/shared';
import { ProfileUpsertInputSchema } from '@suite/shared/schemas';
import { AppLink, useApiErrorMessage, useFeedback } from '@suite/shared/react';
import { Field, showServerFieldErrors } from '@suite/shared/forms';
import { useProfileMutations } from '../../api/profile';
import { useAuthCatalog } from '../../i18n';
import { useLeaveGuard } from '../use-leave-guard';
import { availabilityText, useUsernameAvailability } from './username-availability';

const ProfileFormSchema = ProfileUpsertInputSchema.pick({ username: true, bio: true });

function formValues(profile: OwnProfile) {
  return { username: profile.username ?? '', bio: profile.bio ?? '' };
}

/** Username (with its live availability) and bio; the public profile link once a username is saved. */
export function ProfileCard({ profile }: { profile: OwnProfile }) {
  const errorMessage = useApiErrorMessage();
  const { t } = useAuthCatalog();
  const { message } = useFeedback();
  const { save } = useProfileMutations();
  const form = useForm({ resolver: zodResolver(ProfileFormSchema), defaultValues: formValues(profile) });
  const { control, handleSubmit, reset, setError, formState } = form;
  const typed = useWatch({ control, name: 'username' });
  const availability = useUsernameAvailability(typed, profile.username);
  useLeaveGuard(formState.isDirty);

  // Read again after any card saves: unsaved typing here stays (see the store profile card).
  useEffect(() => reset(formValues(profile), { keepDirtyValues: true, keepDirty: true }), [profile, reset]);

  const onSubmit = handleSubmit(async (values) => {
    try {
      await save({ username: values.username, bio: values.bio });
      reset(values);
      message.success(t('profile.saved'));
    } catch (error) {
      if (apiErrorStatus(error) === 409) {
        setError('username', { type: 'server', message: t('username.taken') });
      } else if (!showServerFieldErrors(error, ['username', 'bio'], setError)) {
        message.error(errorMessage(error));
      }
    }
  });

  const availabilityHelp = availabilityText(availability, t);
  return (
    <Card title={t('profile.title')}>
      <Form layout="vertical" onFinish={() => void onSubmit()} component="form">
        <Field
          control={control}
          name="username"
          label={t('profile.username')}
          help={
            availabilityHelp && (
              <span role="status" data-availability={availability}>
                {availabilityHelp}
              </span>
            )
          }
        >
          {(field, id) => (
            <Input
              {...field}
              id={id}
              autoComplete="username"
              maxLength={30}
              status={availability === 'taken' ? 'error' : undefined}
            />
          )}
        </Field>
        <Field control={control} name="bio" label={t('profile.bio')}>
          {(field, id) => (
            <Input.TextArea {...field} value={field.value ?? ''} id={id} rows={3} maxLength={500} showCount />
          )}
        </Field>
        <Button
          type="primary"
          htmlType="submit"
          loading={formState.isSubmitting}
          disabled={!formState.isDirty || availability === 'taken' || availability === 'checking'}
        >
          {t('profile.save')}
        </Button>
      </Form>
      {profile.username && (
        <Typography.Paragraph style={{ marginTop: 16, marginBottom: 0 }}>
          {t('profile.publicProfile')}{' '}
          {/* Underlined: in a line of text a link must not be told apart by its colour alone. */}
          <AppLink to={`/u/${encodeURIComponent(profile.username)}`} style={{ textDecoration: 'underline' }}>
            /u/{profile.username}
          </AppLink>
        </Typography.Paragraph>
      )}
    </Card>
  );
}
