import { useMemo } from 'react';
import { Controller, useForm, useWatch, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Flex, Input, Select, Typography } from 'antd';
import Form from 'antd/es/form';
import type { AbiFunction } from 'viem';
import {
  type ContractForm,
  type ContractFormFunction,
  type ContractFormInput,
  type ContractFormValues,
  DEFAULT_SECTION_CHAIN_ID,
  functionSignature,
  parseAbiFunctions,
} from '@suite/shared';
import { ContractFormInputSchema } from '@suite/shared/schemas';
import { useApiErrorMessage, useChainWords, useFeedback } from '@suite/shared/react';
import { AbiFormFields } from '@suite/shared/abi-form';
import { Field, showServerFieldErrors } from '@suite/shared/forms';
import { useWidgetEditorCatalog } from '../../i18n';
import { usePanelDirty, useWidgetEditor } from '../editor/editor-context';
import { nonEmptyOr } from '../text';

const FIELDS = ['name', 'description', 'chainId', 'address', 'abi', 'functions'] as const;

const EMPTY: ContractFormInput = {
  name: '',
  description: '',
  chainId: DEFAULT_SECTION_CHAIN_ID,
  address: '',
  abi: '',
  functions: [],
};

function initial(form: ContractForm | undefined): ContractFormInput {
  if (!form) return EMPTY;
  const { name, description, chainId, address, abi, functions } = form;
  const abiFunctions = parseAbiFunctions(abi).functions ?? [];
  return {
    name,
    description,
    chainId,
    address,
    abi,
    functions: functions.map((chosen) => withEveryLabel(chosen, abiFunctions)),
  };
}

/**
 * A saved function with a label for each of its arguments: a form may keep fewer labels than
 * arguments, the last ones blank (the parameter's own name), so each label field gets its blank.
 */
function withEveryLabel(chosen: ContractFormFunction, abi: readonly AbiFunction[]): ContractFormFunction {
  const inputs = abi.find((fn) => functionSignature(fn) === chosen.signature)?.inputs.length ?? 0;
  return {
    ...chosen,
    labels: Array.from(
      { length: Math.max(inputs, chosen.labels.length) },
      (_, index) => chosen.labels[index] ?? '',
    ),
  };
}

/** The chosen functions in the order picked, each keeping the labels it had. */
function choose(current: readonly ContractFormFunction[], signatures: string[], abi: readonly AbiFunction[]) {
  return signatures.map(
    (signature) =>
      current.find((chosen) => chosen.signature === signature) ?? {
        signature,
        labels: (abi.find((fn) => functionSignature(fn) === signature)?.inputs ?? []).map(() => ''),
      },
  );
}

export interface ContractFormEditorProps {
  form?: ContractForm;
  onSave: (input: ContractFormValues) => Promise<void>;
  onCancel: () => void;
}

/**
 * A contract form as the owner builds it: the contract (network, address, ABI read like the
 * contract section's), the functions visitors get, and the label of each argument's field.
 */
export function ContractFormEditor({ form: saved, onSave, onCancel }: ContractFormEditorProps) {
  const errorMessage = useApiErrorMessage();
  const { t } = useWidgetEditorCatalog();
  const networks = useChainWords();
  const form = useForm<ContractFormInput, unknown, ContractFormValues>({
    resolver: zodResolver(ContractFormInputSchema),
    defaultValues: initial(saved),
    mode: 'onChange',
  });
  const { control, handleSubmit, setError, formState } = form;
  const { message } = useFeedback();
  const { confirmLeaving } = useWidgetEditor();
  // A form being built or edited is the panel's unsaved change: the menu, Back and a reload ask first.
  usePanelDirty(formState.isDirty);
  const abiText = useWatch({ control, name: 'abi' });
  const chosen = useWatch({ control, name: 'functions' });
  const abi = useMemo(() => (abiText.trim() ? (parseAbiFunctions(abiText).functions ?? []) : []), [abiText]);

  const submit = handleSubmit(async (values) => {
    try {
      await onSave(values);
    } catch (error) {
      if (!showServerFieldErrors(error, FIELDS, setError)) void message.error(errorMessage(error));
    }
  });

  return (
    <Form
      layout="vertical"
      component="div"
      role="form"
      aria-label={saved ? t('contractForms.editNamed', { name: saved.name }) : t('contractForms.new')}
    >
      <Field control={control} name="name" label={t('fields.name')}>
        {(field, id) => (
          <Input id={id} {...field} placeholder={t('contractForms.form.namePlaceholder')} maxLength={100} />
        )}
      </Field>
      <Field control={control} name="description" label={t('contractForms.form.description')}>
        {(field, id) => (
          <Input.TextArea
            id={id}
            {...field}
            value={field.value ?? ''}
            autoSize={{ minRows: 2, maxRows: 6 }}
          />
        )}
      </Field>
      <Field control={control} name="chainId" label={t('fields.network')}>
        {(field, id) => (
          <Select
            id={id}
            value={field.value}
            options={networks.options}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      </Field>
      <Field control={control} name="address" label={t('fields.contractAddress')}>
        {(field, id) => <Input id={id} {...field} placeholder="0x…" spellCheck={false} />}
      </Field>
      <AbiFormFields
        control={control}
        functions={abi}
        abiLabel="ABI"
        abiHelp={t('contractForms.form.abiHelp')}
        functionsLabel={t('contractForms.form.functions')}
        signaturesOf={(current) => current.map((fn) => fn.signature)}
        choose={(signatures, current) => choose(current, signatures, abi)}
      />
      {chosen.length > 0 ? <FieldLabels control={control} chosen={chosen} abi={abi} /> : null}
      <Flex gap={8} justify="flex-end">
        <Button onClick={() => confirmLeaving(onCancel)}>{t('actions.cancel')}</Button>
        <Button
          type="primary"
          loading={formState.isSubmitting}
          disabled={!formState.isValid}
          onClick={() => void submit()}
        >
          {t('actions.save')}
        </Button>
      </Flex>
    </Form>
  );
}

/** A label per argument of each chosen function; blank shows visitors the parameter's own name. */
function FieldLabels({
  control,
  chosen,
  abi,
}: {
  control: Control<ContractFormInput, unknown, ContractFormValues>;
  chosen: readonly ContractFormFunction[];
  abi: readonly AbiFunction[];
}) {
  const { t } = useWidgetEditorCatalog();
  return (
    <Flex
      vertical
      gap={12}
      style={{ marginBottom: 16 }}
      role="group"
      aria-label={t('contractForms.form.fieldLabels')}
    >
      <Typography.Text strong>{t('contractForms.form.fieldLabels')}</Typography.Text>
      {chosen.map((item, at) => {
        const fn = abi.find((candidate) => functionSignature(candidate) === item.signature);
        if (!fn) return null;
        return (
          <Card
            key={item.signature}
            size="small"
            title={<Typography.Text code>{item.signature}</Typography.Text>}
          >
            {fn.inputs.length === 0 ? (
              <Typography.Text type="secondary">{t('contractForms.form.noArguments')}</Typography.Text>
            ) : (
              fn.inputs.map((parameter, index) => {
                const name = nonEmptyOr(parameter.name, t('contracts.read.argument', { number: index + 1 }));
                return (
                  <Controller
                    key={index}
                    control={control}
                    name={`functions.${at}.labels.${index}`}
                    render={({ field, fieldState }) => (
                      <Form.Item
                        label={t('contractForms.form.labelOf', { name, type: parameter.type })}
                        htmlFor={`${item.signature}-${index}`}
                        validateStatus={fieldState.error ? 'error' : undefined}
                        help={fieldState.error?.message}
                        style={{ marginBottom: 8 }}
                      >
                        <Input
                          id={`${item.signature}-${index}`}
                          {...field}
                          value={field.value}
                          placeholder={name}
                          maxLength={100}
                        />
                      </Form.Item>
                    )}
                  />
                );
              })
            )}
          </Card>
        );
      })}
    </Flex>
  );
}
