import { useEffect, useMemo } from 'react';
import { useChainWords } from '@suite/shared/react';
import { useForm, useWatch } from 'react-hook-form';
import { functionSignature, parseAbiFunctions } from '@suite/shared';
import { ContractConfigSchema } from '@suite/shared/sections';
import { AbiFormFields } from '@suite/shared/abi-form';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { CONTRACT_DEFAULTS } from './defaults';
import { TextField } from '../../section-kit/fields/text-field';
import { CONTRACT_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { InputField } from '../../section-kit/fields/input-field';
import { SelectField } from '../../section-kit/fields/select-field';
import { SiteOfferHint } from '../../section-kit/trade/site-trade';

export function ContractEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const chainOptions = useChainWords().options;
  const form = useForm(sectionFormOptions(ContractConfigSchema, CONTRACT_DEFAULTS, data));
  const { control, getValues, setValue } = form;
  const abi = useWatch({ control, name: 'abi' });
  const chainId = useWatch({ control, name: 'chainId' });
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
      mode={mode}
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
      <SelectField
        control={control}
        name="chainId"
        label={t(CONTRACT_LABELS.chainId)}
        options={chainOptions}
      />
      <SiteOfferHint chainId={chainId} tokens={[]} refusal="other" />
      <InputField
        control={control}
        name="address"
        label={t(CONTRACT_LABELS.address)}
        placeholder="0x…"
        spellCheck={false}
      />
      <AbiFormFields
        control={control}
        functions={available}
        abiLabel={t(CONTRACT_LABELS.abi)}
        abiHelp={t('contract.abiHelp')}
        functionsLabel={t(CONTRACT_LABELS.functions.label)}
        signaturesOf={(chosen) => chosen}
        choose={(signatures) => signatures}
      />
    </EditorForm>
  );
}
