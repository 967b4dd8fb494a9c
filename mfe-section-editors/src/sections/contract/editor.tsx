import { useEffect, useMemo } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Checkbox, Flex, Input, Select, Typography } from 'antd';
import type { AbiFunction } from 'viem';
import { ContractConfigSchema, functionSignature, isReadFunction, parseAbiFunctions } from '@suite/shared';
import { Field } from '@suite/shared/react';
import { EditorForm, initialValues } from '../editor-form';
import type { SectionEditorProps } from '../section-module';
import { CHAIN_OPTIONS } from './chain-options';
import { CONTRACT_DEFAULTS } from './defaults';
import { TextField } from '../section-parts/text-field';

export function ContractEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
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
    <EditorForm form={form} label="Contract section" onChange={onChange} onSave={onSave} onCancel={onCancel}>
      <TextField control={control} name="title" label="Title" placeholder="Mint your pass" />
      <Field control={control} name="chainId" label="Network">
        {(field, id) => (
          <Select
            id={id}
            value={field.value}
            options={CHAIN_OPTIONS}
            onChange={field.onChange}
            onBlur={field.onBlur}
          />
        )}
      </Field>
      <Field control={control} name="address" label="Contract address">
        {(field, id) => <Input id={id} {...field} placeholder="0x…" spellCheck={false} />}
      </Field>
      <Field
        control={control}
        name="abi"
        label="ABI"
        help="The contract's JSON ABI: an array, or a compiler artifact with an abi field"
      >
        {(field, id) => (
          <Input.TextArea
            id={id}
            {...field}
            spellCheck={false}
            autoSize={{ minRows: 4, maxRows: 12 }}
            style={{ fontFamily: 'monospace' }}
            placeholder='[{"type":"function","name":"balanceOf",…}]'
          />
        )}
      </Field>
      <Field control={control} name="functions" label="Functions to show">
        {(field, id) => (
          <FunctionChooser
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

function FunctionChooser({
  id,
  functions,
  value,
  onChange,
}: {
  id: string;
  functions: readonly AbiFunction[];
  value: string[];
  onChange: (signatures: string[]) => void;
}) {
  if (functions.length === 0) {
    return (
      <Typography.Text id={id} type="secondary">
        Paste a valid ABI to choose its functions.
      </Typography.Text>
    );
  }
  const groups = [
    { title: 'Read functions', functions: functions.filter(isReadFunction) },
    { title: 'Write functions', functions: functions.filter((fn) => !isReadFunction(fn)) },
  ].filter((group) => group.functions.length > 0);
  return (
    <Flex id={id} vertical gap={12} tabIndex={-1}>
      {groups.map((group) => {
        const signatures = group.functions.map(functionSignature);
        return (
          <div key={group.title} role="group" aria-label={group.title}>
            <Typography.Text strong>{group.title}</Typography.Text>
            <Checkbox.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 4 }}
              value={value.filter((signature) => signatures.includes(signature))}
              options={group.functions.map((fn) => ({
                value: functionSignature(fn),
                label: (
                  <Typography.Text code style={{ wordBreak: 'break-all' }}>
                    {functionSignature(fn)}
                    {fn.stateMutability === 'payable' ? ' payable' : ''}
                  </Typography.Text>
                ),
              }))}
              onChange={(picked) =>
                onChange([...value.filter((signature) => !signatures.includes(signature)), ...picked])
              }
            />
          </div>
        );
      })}
    </Flex>
  );
}
