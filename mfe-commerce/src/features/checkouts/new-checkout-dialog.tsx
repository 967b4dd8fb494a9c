import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Input, Modal } from 'antd';
import Form from 'antd/es/form';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type * as z from 'zod/v4';
import { CheckoutInputSchema } from '@suite/shared';
import { Field } from '@suite/shared/forms';
import { useCommerceCatalog } from '../../i18n';
import { useCommerceBasePath } from '../commerce-base-path';
import { joinPath } from '../commerce-paths';
import { ReceiverMissingAlert, useReceiverReady } from './receiver-missing';

const NewCheckoutSchema = CheckoutInputSchema.pick({ title: true, description: true });
type NewCheckoutValues = z.input<typeof NewCheckoutSchema>;

/** New Checkout: title and description first, then the items on the create page. */
export function NewCheckoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  const { t } = useCommerceCatalog();
  const createPath = joinPath(useCommerceBasePath(), 'checkouts/create');
  const ready = useReceiverReady();
  const form = useForm<NewCheckoutValues, unknown, z.output<typeof NewCheckoutSchema>>({
    resolver: zodResolver(NewCheckoutSchema),
    mode: 'onChange',
    defaultValues: { title: '', description: '' },
  });
  const submit = form.handleSubmit((values) =>
    navigate(`${createPath}?${new URLSearchParams(values).toString()}`),
  );
  return (
    <Modal title={t('checkouts.new')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <form aria-label={t('checkouts.new')} noValidate onSubmit={submit}>
        {ready === false ? <ReceiverMissingAlert /> : null}
        <Form layout="vertical" component={false}>
          <Field control={form.control} name="title" label={t('common.title')}>
            {(field, id) => <Input {...field} id={id} autoFocus />}
          </Field>
          <Field control={form.control} name="description" label={t('common.description')}>
            {(field, id) => <Input.TextArea {...field} id={id} />}
          </Field>
        </Form>
        <Flex gap={8} justify="flex-end">
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <Button type="primary" htmlType="submit" disabled={ready !== true || !form.formState.isValid}>
            {t('checkouts.continue')}
          </Button>
        </Flex>
      </form>
    </Modal>
  );
}
