import { useForm, useWatch } from 'react-hook-form';
import { Select } from 'antd';
import { defaultSwapConfig, SWAP_TOKENS_MAX, SWAP_VARIANTS, SwapConfigSchema } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { FORM_CHANGE, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { useRecheckAcrossFields } from '../../section-kit/editor/recheck';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { SWAP_DEFAULTS } from './defaults';
import { SiteOfferHint } from '../../section-kit/trade/site-trade';
import { SWAP_VARIANT_LABELS } from '../../section-kit/trade/swap-layouts';
import { TokenListControl } from '../../section-kit/trade/token-control';
import { TradeEditorForm, TRADE_FIELD_NAMES } from '../../section-kit/trade/trade-editor-form';
import { SWAP_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { SelectField } from '../../section-kit/fields/select-field';

export function SwapEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(SwapConfigSchema, SWAP_DEFAULTS, data));
  const { control, setValue } = form;
  const [chainId, tokens, defaultSellToken] = useWatch({
    control,
    name: ['chainId', 'tokens', 'defaultSellToken'],
  });
  const tokenOptions = tokens.map((token) => ({ value: token.address, label: token.symbol }));
  // The defaults name listed tokens, and the buy token is not the sell token: a token removed, or a
  // sell token picked that is the buy token, shows its message beside the default at once.
  useRecheckAcrossFields(form, [tokens, defaultSellToken], () => ['defaultSellToken', 'defaultBuyToken']);

  function changeChain(next: number) {
    const fresh = defaultSwapConfig(next);
    setValue('chainId', next, FORM_CHANGE);
    setValue('tokens', fresh.tokens, FORM_CHANGE);
    setValue('defaultSellToken', fresh.defaultSellToken, FORM_CHANGE);
    setValue('defaultBuyToken', fresh.defaultBuyToken, FORM_CHANGE);
  }

  return (
    <TradeEditorForm
      mode={mode}
      form={form}
      label={t('swap.form')}
      names={TRADE_FIELD_NAMES}
      beforeChain={
        <SelectField
          control={control}
          name="variant"
          label={t(SWAP_LABELS.variant)}
          options={SWAP_VARIANTS.map((value) => ({ value, label: t(SWAP_VARIANT_LABELS[value]) }))}
        />
      }
      onChainChange={changeChain}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <Field control={control} name="tokens" label={t(SWAP_LABELS.tokens.label)} help={t('swap.tokensHelp')}>
        {(field) => (
          <TokenListControl
            tokens={field.value}
            chainId={chainId}
            max={SWAP_TOKENS_MAX}
            onChange={field.onChange}
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
    </TradeEditorForm>
  );
}
