import { useForm, useWatch } from 'react-hook-form';
import {
  defaultTokenTradeConfig,
  TOKEN_TRADE_SIDES,
  TokenTradeConfigSchema,
  type TokenTradeSide,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { FORM_CHANGE, sectionFormOptions } from '../../section-kit/editor/editor-form';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { SiteOfferHint } from '../../section-kit/trade/site-trade';
import { TokenControl } from '../../section-kit/trade/token-control';
import { TOKEN_TRADE_DEFAULTS } from './defaults';
import { TradeEditorForm, TRADE_FIELD_NAMES } from '../../section-kit/trade/trade-editor-form';
import { TOKEN_TRADE_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { RadioField } from '../../section-kit/fields/radio-field';

const SIDE_LABELS: Record<TokenTradeSide, SectionEditorsKey> = {
  buy: 'tokenTrade.sides.buy',
  sell: 'tokenTrade.sides.sell',
};

export function TokenTradeEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(TokenTradeConfigSchema, TOKEN_TRADE_DEFAULTS, data));
  const { control, setValue, trigger } = form;
  const [chainId, token, baseToken] = useWatch({ control, name: ['chainId', 'token', 'baseToken'] });

  function changeChain(next: number) {
    const fresh = defaultTokenTradeConfig(next);
    setValue('chainId', next, FORM_CHANGE);
    setValue('token', fresh.token, FORM_CHANGE);
    setValue('baseToken', fresh.baseToken, FORM_CHANGE);
  }

  return (
    <TradeEditorForm
      mode={mode}
      form={form}
      label={t('tokenTrade.form')}
      names={TRADE_FIELD_NAMES}
      onChainChange={changeChain}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
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
      <RadioField
        control={control}
        name="defaultSide"
        label={t(TOKEN_TRADE_LABELS.defaultSide)}
        buttons
        options={TOKEN_TRADE_SIDES.map((value) => ({ value, label: t(SIDE_LABELS[value]) }))}
      />
    </TradeEditorForm>
  );
}
