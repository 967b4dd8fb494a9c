import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Radio, Switch } from 'antd';
import {
  defaultTokenTradeConfig,
  TOKEN_TRADE_SIDES,
  TokenTradeConfigSchema,
  type TokenTradeSide,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, initialValues } from '../editor-form';
import type { SectionEditorProps } from '../section-module';
import { ChainSelect } from '../swap/chain-select';
import { useTradeEditorHelp } from '../swap/editor-help';
import { SiteOfferHint } from '../swap/site-trade';
import { SlippageInput } from '../swap/slippage-input';
import { TokenControl } from '../swap/token-control';
import { TOKEN_TRADE_DEFAULTS } from './defaults';
import { TextField } from '../section-parts/text-field';
import { TOKEN_TRADE_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';

const SIDE_LABELS: Record<TokenTradeSide, SectionEditorsKey> = {
  buy: 'tokenTrade.sides.buy',
  sell: 'tokenTrade.sides.sell',
};

export function TokenTradeEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const help = useTradeEditorHelp();
  const form = useForm({
    resolver: zodResolver(TokenTradeConfigSchema),
    defaultValues: initialValues(TokenTradeConfigSchema, TOKEN_TRADE_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control, setValue, trigger } = form;
  const [chainId, token, baseToken] = useWatch({ control, name: ['chainId', 'token', 'baseToken'] });

  function changeChain(next: number) {
    const fresh = defaultTokenTradeConfig(next);
    setValue('chainId', next, { shouldValidate: true, shouldDirty: true });
    setValue('token', fresh.token, { shouldValidate: true, shouldDirty: true });
    setValue('baseToken', fresh.baseToken, { shouldValidate: true, shouldDirty: true });
  }

  return (
    <EditorForm
      form={form}
      label={t('tokenTrade.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <TextField control={control} name="title" label={t(TOKEN_TRADE_LABELS.title)} />
      <TextField
        control={control}
        name="subtitle"
        label={t(TOKEN_TRADE_LABELS.subtitle)}
        rows={{ minRows: 1, maxRows: 4 }}
      />
      <Field control={control} name="chainId" label={t(TOKEN_TRADE_LABELS.chainId)} help={help.chainChange}>
        {(field, id) => <ChainSelect id={id} value={field.value} onChange={changeChain} />}
      </Field>
      <Field
        control={control}
        name="token"
        label={t(TOKEN_TRADE_LABELS.token.label)}
        help={t('tokenTrade.tokenHelp')}
      >
        {(field, id) => (
          <TokenControl
            id={id}
            label={t(TOKEN_TRADE_LABELS.token.label)}
            value={field.value}
            chainId={chainId}
            onChange={(token) => {
              field.onChange(token);
              // The two tokens must differ: the base token's message follows the traded one.
              void trigger('baseToken');
            }}
          />
        )}
      </Field>
      <Field
        control={control}
        name="baseToken"
        label={t(TOKEN_TRADE_LABELS.baseToken.label)}
        help={t('tokenTrade.baseTokenHelp')}
      >
        {(field, id) => (
          <TokenControl
            id={id}
            label={t(TOKEN_TRADE_LABELS.baseToken.label)}
            value={field.value}
            chainId={chainId}
            onChange={field.onChange}
          />
        )}
      </Field>
      <SiteOfferHint chainId={chainId} tokens={[token, baseToken]} />
      <Field control={control} name="defaultSide" label={t(TOKEN_TRADE_LABELS.defaultSide)}>
        {(field, id) => (
          <Radio.Group
            id={id}
            optionType="button"
            value={field.value}
            onChange={(event) => field.onChange(event.target.value)}
            options={TOKEN_TRADE_SIDES.map((value) => ({ value, label: t(SIDE_LABELS[value]) }))}
          />
        )}
      </Field>
      <Field
        control={control}
        name="defaultSlippagePercent"
        label={t(TOKEN_TRADE_LABELS.defaultSlippagePercent)}
        help={help.slippage}
      >
        {(field, id) => <SlippageInput id={id} value={field.value} onChange={field.onChange} clamp={false} />}
      </Field>
      <Field control={control} name="allowSlippageChange" label={t(TOKEN_TRADE_LABELS.allowSlippageChange)}>
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
      <Field control={control} name="showFees" label={t(TOKEN_TRADE_LABELS.showFees)} help={help.showFees}>
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
    </EditorForm>
  );
}
