import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Select } from 'antd';
import { functionSignature, parseAbiFunctions } from '@suite/shared';
import { ContractConfigSchema } from '@suite/shared/sections';
import { AbiFunctionChooser, AbiTextArea } from '@suite/shared/react';
import { Field } from '@suite/shared/forms';
import { EditorForm, initialValues } from '../editor-form';
import type { SectionEditorProps } from '../section-module';
import { useContractChainOptions } from './chain-options';
import { CONTRACT_DEFAULTS } from './defaults';
import { TextField } from '../section-parts/text-field';
import { CONTRACT_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

export function ContractEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const chainOptions = useContractChainOptions();
  const form = useForm({
    resolver: zodResolver(ContractConfigSchema),
    defaultValues: initialValues(ContractConfigSchema, CONTRACT_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control, getValues, setValue } = form;
  const abi = useWatch({ control, name: 'abi' });
  const parsed = useMemo(() => (abi.trim() ? parseAbiFunctions(abi) : undefined), [abi]);
  const available = useMemo(() => parsed?.functions ?? [], [parsed]);

  // A new ABI keeps only the chosen functions it still has.
  useEffect(() => {
    if (!parsed?.functions) return;
    const known = new Set(parsed.functions.map(functionSignature));
    const chosen = getValues('functions');
    const kept = chosen.filter((signature) => known.has(signature));
    if (kept.length !== chosen.length)
      setValue('functions', kept, { shouldValidate: true, shouldDirty: true });
  }, [parsed, getValues, setValue]);

  return (
    <EditorForm
      form={form}
      label={t('contract.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <TextField
        control={control}
        name="title"
        label={t(CONTRACT_LABELS.title)}
        placeholder={t('contract.titlePlaceholder')}
      />
      <Field control={control} name="chainId" label={t(CONTRACT_LABELS.chainId)}>
        {(field, id) => (
          <Select
            id={id}
            value={field.value}
            options={chainOptions}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      </Field>
      <Field control={control} name="address" label={t(CONTRACT_LABELS.address)}>
        {(field, id) => <Input id={id} {...field} placeholder="0x…" spellCheck={false} />}
      </Field>
      <Field control={control} name="abi" label={t(CONTRACT_LABELS.abi)} help={t('contract.abiHelp')}>
        {(field, id) => <AbiTextArea id={id} {...field} />}
      </Field>
      <Field control={control} name="functions" label={t(CONTRACT_LABELS.functions.label)}>
        {(field, id) => (
          <AbiFunctionChooser
            id={id}
            functions={available}
            value={field.value}
            onChange={(next) => {
              field.onChange(next);
              field.onBlur();
            }}
          />
        )}
      </Field>
    </EditorForm>
  );
}
