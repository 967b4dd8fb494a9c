import { zodResolver } from '@hookform/resolvers/zod';
import { App, Button, Flex, Form, Input, Modal, Radio, Typography } from 'antd';
import { useForm } from 'react-hook-form';
import * as z from 'zod/v4';
import {
  WIDGET_KITS,
  WidgetConfigSchema,
  WidgetKitSchema,
  DEFAULT_THEME_ID,
  type WidgetConfig,
  type WidgetKit,
} from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useWidgetMutations } from '../../api/widgets';
import { KIT_TITLES } from '../../features/editor/editor-menu';
import { Field } from '@suite/shared/react';

const CreateWidgetSchema = z.object({ name: WidgetConfigSchema.shape.name, kit: WidgetKitSchema });
type CreateWidgetForm = z.infer<typeof CreateWidgetSchema>;

export const KIT_DESCRIPTIONS: Record<WidgetKit, string> = {
  NFT: 'NFT collections and marketplace: collections, marketplace fees.',
  Swap: 'Token swaps: tokens, networks and a swap fee.',
  Commerce: 'A store that sells products for crypto, with the commerce back office.',
  Full: 'Everything: NFTs, swaps and commerce.',
};

/** The config a new widget starts with: its name, USD, the default theme and an empty page. */
export function newWidgetConfig(name: string): WidgetConfig {
  return {
    name,
    currency: 'USD',
    theme: DEFAULT_THEME_ID,
    page: { title: 'Main', layout: { type: 'list' }, sections: [] },
  };
}

interface CreateWidgetDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (widgetId: number) => void;
}

/** Create widget: its name and its kit (which decides the editor's menus; it cannot change later). */
export function CreateWidgetDialog({ open, onClose, onCreated }: CreateWidgetDialogProps) {
  return (
    <Modal open={open} title="Create widget" onCancel={onClose} footer={null} destroyOnHidden>
      {open && <CreateWidgetForm onClose={onClose} onCreated={onCreated} />}
    </Modal>
  );
}

function CreateWidgetForm({ onClose, onCreated }: Omit<CreateWidgetDialogProps, 'open'>) {
  const { message } = App.useApp();
  const { create } = useWidgetMutations();
  const { control, handleSubmit, formState } = useForm<CreateWidgetForm>({
    resolver: zodResolver(CreateWidgetSchema),
    mode: 'onChange',
    defaultValues: { name: '', kit: 'Full' },
  });
  const submit = handleSubmit(async ({ name, kit }) => {
    try {
      const widget = await create(kit, newWidgetConfig(name));
      void message.success('Widget created');
      onCreated(widget.id);
    } catch (error) {
      void message.error(apiErrorMessage(error));
    }
  });
  return (
    <Form layout="vertical" onFinish={() => void submit()}>
      <Field control={control} name="name" label="Name">
        {(field, id) => <Input {...field} id={id} maxLength={100} autoFocus />}
      </Field>
      <Field control={control} name="kit" label="Kit">
        {(field, id) => (
          <Radio.Group
            id={id}
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            style={{ width: '100%' }}
          >
            <Flex vertical gap={8}>
              {WIDGET_KITS.map((kit) => (
                <Radio key={kit} value={kit}>
                  <Typography.Text strong>{KIT_TITLES[kit]}</Typography.Text>
                  <br />
                  <Typography.Text type="secondary">{KIT_DESCRIPTIONS[kit]}</Typography.Text>
                </Radio>
              ))}
            </Flex>
          </Radio.Group>
        )}
      </Field>
      <Flex justify="end" gap={8}>
        <Button onClick={onClose}>Cancel</Button>
        <Button
          type="primary"
          htmlType="submit"
          loading={formState.isSubmitting}
          disabled={!formState.isValid}
        >
          Create
        </Button>
      </Flex>
    </Form>
  );
}
