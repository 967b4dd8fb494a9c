import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  defaultBaseToken,
  ExchangePairSchema,
  nativeSwapToken,
  type ExchangePair,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { TokenControl } from '../../section-kit/trade/token-control';
import { ItemEditorCard } from '../../section-kit/lists/item-fields';
import { EXCHANGE_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { useCheckOnOpen } from '../../section-kit/editor/check-on-open';

export interface PairEditorProps {
  pair?: ExchangePair;
  chainId: number;
  onSave: (pair: ExchangePair) => void;
  onCancel: () => void;
}

/** One market of the exchange: the token traded (base) and the one its price is in (quote). */
export function PairEditor({ pair, chainId, onSave, onCancel }: PairEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm<ExchangePair>({
    resolver: zodResolver(ExchangePairSchema),
    defaultValues: pair ?? { base: nativeSwapToken(chainId), quote: defaultBaseToken(chainId) },
    mode: 'onChange',
  });
  // An entry saved under older rules shows what to fix as it opens.
  useCheckOnOpen(form, pair !== undefined);
  const { control, trigger } = form;
  const [base, quote] = useWatch({ control, name: ['base', 'quote'] });
  const title = pair ? t('exchange.edit') : t('exchange.new');

  return (
    <ItemEditorCard
      title={title}
      saveLabel={t('exchange.save')}
      cancelLabel={t('exchange.cancel')}
      onSave={form.handleSubmit((saved) => onSave(saved))}
      onCancel={onCancel}
    >
      <Field
        control={control}
        name="base"
        label={t(EXCHANGE_LABELS.pairs.fields.base.label)}
        help={t('exchange.baseHelp')}
      >
        {(field, id) => (
          <TokenControl
            id={id}
            label={t(EXCHANGE_LABELS.pairs.fields.base.label)}
            value={base}
            chainId={chainId}
            onChange={(token) => {
              field.onChange(token);
              void trigger('quote');
            }}
          />
        )}
      </Field>
      <Field
        control={control}
        name="quote"
        label={t(EXCHANGE_LABELS.pairs.fields.quote.label)}
        help={t('exchange.quoteHelp')}
      >
        {(field, id) => (
          <TokenControl
            id={id}
            label={t(EXCHANGE_LABELS.pairs.fields.quote.label)}
            value={quote}
            chainId={chainId}
            onChange={field.onChange}
          />
        )}
      </Field>
    </ItemEditorCard>
  );
}
