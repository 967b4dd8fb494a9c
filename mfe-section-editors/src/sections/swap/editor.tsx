import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Select, Switch } from 'antd';
import { defaultSwapConfig, SWAP_TOKENS_MAX, SWAP_VARIANTS, SwapConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, initialValues } from '../editor-form';
import type { SectionEditorProps } from '../section-module';
import { ChainSelect } from './chain-select';
import { SWAP_DEFAULTS } from './defaults';
import { useTradeEditorHelp } from './editor-help';
import { SiteOfferHint } from './site-trade';
import { SlippageInput } from './slippage-input';
import { SWAP_VARIANT_LABELS } from './swap-layouts';
import { TokenListControl } from './token-control';
import { TextField } from '../section-parts/text-field';
import { SWAP_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

export function SwapEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const help = useTradeEditorHelp();
  const form = useForm({
    resolver: zodResolver(SwapConfigSchema),
    defaultValues: initialValues(SwapConfigSchema, SWAP_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control, setValue, trigger } = form;
  const [chainId, tokens] = useWatch({ control, name: ['chainId', 'tokens'] });
  const tokenOptions = tokens.map((token) => ({ value: token.address, label: token.symbol }));

  function changeChain(next: number) {
    const fresh = defaultSwapConfig(next);
    setValue('chainId', next, { shouldValidate: true, shouldDirty: true });
    setValue('tokens', fresh.tokens, { shouldValidate: true, shouldDirty: true });
    setValue('defaultSellToken', fresh.defaultSellToken, { shouldValidate: true, shouldDirty: true });
    setValue('defaultBuyToken', fresh.defaultBuyToken, { shouldValidate: true, shouldDirty: true });
  }

  return (
    <EditorForm form={form} label={t('swap.form')} onChange={onChange} onSave={onSave} onCancel={onCancel}>
      <TextField control={control} name="title" label={t(SWAP_LABELS.title)} />
      <TextField
        control={control}
        name="subtitle"
        label={t(SWAP_LABELS.subtitle)}
        rows={{ minRows: 1, maxRows: 4 }}
      />
      <Field control={control} name="variant" label={t(SWAP_LABELS.variant)}>
        {(field, id) => (
          <Select
            id={id}
            value={field.value}
            onChange={field.onChange}
            options={SWAP_VARIANTS.map((value) => ({ value, label: t(SWAP_VARIANT_LABELS[value]) }))}
          />
        )}
      </Field>
      <Field control={control} name="chainId" label={t(SWAP_LABELS.chainId)} help={help.chainChange}>
        {(field, id) => <ChainSelect id={id} value={field.value} onChange={changeChain} />}
      </Field>
      <Field control={control} name="tokens" label={t(SWAP_LABELS.tokens.label)} help={t('swap.tokensHelp')}>
        {(field) => (
          <TokenListControl
            tokens={field.value}
            chainId={chainId}
            max={SWAP_TOKENS_MAX}
            onChange={(next) => {
              field.onChange(next);
              // The defaults name listed tokens: a removed token shows its error beside them at once.
              void trigger(['defaultSellToken', 'defaultBuyToken']);
            }}
          />
        )}
      </Field>
      <SiteOfferHint chainId={chainId} tokens={tokens} />
      <Field control={control} name="defaultSellToken" label={t(SWAP_LABELS.defaultSellToken)}>
        {(field, id) => (
          <Select id={id} value={field.value || undefined} onChange={field.onChange} options={tokenOptions} />
        )}
      </Field>
      <Field control={control} name="defaultBuyToken" label={t(SWAP_LABELS.defaultBuyToken)}>
        {(field, id) => (
          <Select id={id} value={field.value || undefined} onChange={field.onChange} options={tokenOptions} />
        )}
      </Field>
      <Field
        control={control}
        name="defaultSlippagePercent"
        label={t(SWAP_LABELS.defaultSlippagePercent)}
        help={help.slippage}
      >
        {(field, id) => <SlippageInput id={id} value={field.value} onChange={field.onChange} clamp={false} />}
      </Field>
      <Field control={control} name="allowSlippageChange" label={t(SWAP_LABELS.allowSlippageChange)}>
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
      <Field control={control} name="showFees" label={t(SWAP_LABELS.showFees)} help={help.showFees}>
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
    </EditorForm>
  );
}
