import { useEffect } from 'react';
import { Alert, Button, Card, Col, Input, Row } from 'antd';
import Form from 'antd/es/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { OwnProfile } from '@suite/shared';
import { ProfileUpsertInputSchema } from '@suite/shared/schemas';
import { useApiErrorMessage, useClearable, useFeedback } from '@suite/shared/react';
import { Field, ImageAddressField, showServerFieldErrors } from '@suite/shared/forms';
import { useProfileMutations } from '../../api/profile';
import { useAuthCatalog } from '../../i18n';
import { useLeaveGuard } from '../use-leave-guard';

const StoreProfileFormSchema = ProfileUpsertInputSchema.pick({
  title: true,
  name: true,
  profileImageURL: true,
  backgroundImageURL: true,
  description: true,
  storeAccount: true,
});

const STORE_FIELDS = [
  'title',
  'name',
  'profileImageURL',
  'backgroundImageURL',
  'description',
  'storeAccount',
] as const;

function formValues({ storeProfile }: OwnProfile) {
  return {
    title: storeProfile.title ?? '',
    name: storeProfile.name ?? '',
    profileImageURL: storeProfile.profileImageURL ?? '',
    backgroundImageURL: storeProfile.backgroundImageURL ?? '',
    description: storeProfile.description ?? '',
    storeAccount: storeProfile.storeAccount ?? '',
  };
}

/** Seed 001 §3: the store profile form. It is saved with the profile, so a username comes first. */
export function StoreProfileCard({ profile }: { profile: OwnProfile }) {
  const errorMessage = useApiErrorMessage();
  const { t } = useAuthCatalog();
  const clearable = useClearable();
  const { message } = useFeedback();
  const { save } = useProfileMutations();
  const { control, handleSubmit, reset, setError, formState } = useForm({
    resolver: zodResolver(StoreProfileFormSchema),
    defaultValues: formValues(profile),
  });

  // The profile is read again after any of the account's cards saves: what is typed here and not
  // saved yet stays (a username saved above first, say), the rest follows the saved profile.
  useEffect(() => reset(formValues(profile), { keepDirtyValues: true, keepDirty: true }), [profile, reset]);

  // Read on every render, so the form keeps it up to date while the username is missing too.
  const { isDirty } = formState;
  useLeaveGuard(isDirty);

  const onSubmit = handleSubmit(async (values) => {
    if (!profile.username) return;
    try {
      await save({ username: profile.username, ...values });
      reset(values);
      message.success(t('storeProfile.saved'));
    } catch (error) {
      if (!showServerFieldErrors(error, STORE_FIELDS, setError)) message.error(errorMessage(error));
    }
  });

  const text = (name: (typeof STORE_FIELDS)[number], placeholder?: string) => (
    <Field control={control} name={name} label={t(`storeProfile.fields.${name}`)}>
      {(field, id) => (
        <Input
          {...field}
          value={field.value ?? ''}
          id={id}
          placeholder={placeholder}
          allowClear={clearable}
        />
      )}
    </Field>
  );

  // An image's address, typed in or picked from the owner's uploaded images.
  const image = (name: 'profileImageURL' | 'backgroundImageURL') => (
    <ImageAddressField control={control} name={name} label={t(`storeProfile.fields.${name}`)} allowClear />
  );

  return (
    <Card title={t('storeProfile.title')}>
      {!profile.username && (
        <Alert type="info" showIcon style={{ marginBottom: 16 }} title={t('storeProfile.usernameFirst')} />
      )}
      <Form layout="vertical" component="form" onFinish={() => void onSubmit()}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text('title')}
          </Col>
          <Col xs={24} md={12}>
            {text('name')}
          </Col>
          <Col xs={24} md={12}>
            {image('profileImageURL')}
          </Col>
          <Col xs={24} md={12}>
            {image('backgroundImageURL')}
          </Col>
          <Col span={24}>
            <Field control={control} name="description" label={t('storeProfile.fields.description')}>
              {(field, id) => (
                <Input.TextArea {...field} value={field.value ?? ''} id={id} rows={3} maxLength={2000} />
              )}
            </Field>
          </Col>
          <Col span={24}>{text('storeAccount', '0x…')}</Col>
        </Row>
        <Button
          type="primary"
          htmlType="submit"
          loading={formState.isSubmitting}
          disabled={!isDirty || !profile.username}
        >
          {t('storeProfile.save')}
        </Button>
      </Form>
    </Card>
  );
}
