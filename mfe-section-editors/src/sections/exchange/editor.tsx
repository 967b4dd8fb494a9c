import { useForm, useWatch } from 'react-hook-form';
import {
  defaultExchangeConfig,
  EXCHANGE_PAIRS_MAX,
  ExchangeConfigSchema,
  ExchangePairSchema,
  pairLabel,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { FORM_CHANGE, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { OrderedList } from '../../section-kit/lists/ordered-list';
import { entryProblem } from '../../section-kit/lists/entry-problem';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { SiteOfferHint } from '../../section-kit/trade/site-trade';
import { EXCHANGE_DEFAULTS } from './defaults';
import { PairEditor } from './pair-editor';
import { TradeEditorForm, TRADE_FIELD_NAMES } from '../../section-kit/trade/trade-editor-form';
import { EXCHANGE_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

export function ExchangeEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm(sectionFormOptions(ExchangeConfigSchema, EXCHANGE_DEFAULTS, data));
  const { control, setValue } = form;
  const [chainId, pairs] = useWatch({ control, name: ['chainId', 'pairs'] });

  function changeChain(next: number) {
    setValue('chainId', next, FORM_CHANGE);
    setValue('pairs', defaultExchangeConfig(next).pairs, FORM_CHANGE);
  }

  return (
    <TradeEditorForm
      mode={mode}
      form={form}
      label={t('exchange.form')}
      names={TRADE_FIELD_NAMES}
      onChainChange={changeChain}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <Field
        control={control}
        name="pairs"
        label={t(EXCHANGE_LABELS.pairs.label)}
        help={t('exchange.pairsHelp')}
      >
        {(field) => (
          <OrderedList
            entries={field.value}
            onChange={field.onChange}
            label={t(EXCHANGE_LABELS.pairs.label)}
            summary={pairLabel}
            emptyText={t('exchange.empty')}
            addLabel={t('exchange.add')}
            max={EXCHANGE_PAIRS_MAX}
            problem={entryProblem(ExchangePairSchema, EXCHANGE_LABELS.pairs.fields, t)}
            renderEditor={({ entry, onSave: savePair, onCancel: cancelPair }) => (
              <PairEditor pair={entry} chainId={chainId} onSave={savePair} onCancel={cancelPair} />
            )}
          />
        )}
      </Field>
      <SiteOfferHint chainId={chainId} tokens={pairs.flatMap((pair) => [pair.base, pair.quote])} />
    </TradeEditorForm>
  );
}
