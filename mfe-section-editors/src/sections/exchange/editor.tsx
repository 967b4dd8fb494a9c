import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Switch } from 'antd';
import {
  defaultExchangeConfig,
  EXCHANGE_PAIRS_MAX,
  ExchangeConfigSchema,
  pairLabel,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { EditorForm, initialValues } from '../editor-form';
import { OrderedList } from '../items/ordered-list';
import type { SectionEditorProps } from '../section-module';
import { ChainSelect } from '../swap/chain-select';
import { useTradeEditorHelp } from '../swap/editor-help';
import { SiteOfferHint } from '../swap/site-trade';
import { SlippageInput } from '../swap/slippage-input';
import { EXCHANGE_DEFAULTS } from './defaults';
import { PairEditor } from './pair-editor';
import { TextField } from '../section-parts/text-field';
import { EXCHANGE_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';

export function ExchangeEditor({ data, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const help = useTradeEditorHelp();
  const form = useForm({
    resolver: zodResolver(ExchangeConfigSchema),
    defaultValues: initialValues(ExchangeConfigSchema, EXCHANGE_DEFAULTS, data),
    mode: 'onChange',
  });
  const { control, setValue } = form;
  const [chainId, pairs] = useWatch({ control, name: ['chainId', 'pairs'] });

  function changeChain(next: number) {
    setValue('chainId', next, { shouldValidate: true, shouldDirty: true });
    setValue('pairs', defaultExchangeConfig(next).pairs, { shouldValidate: true, shouldDirty: true });
  }

  return (
    <EditorForm
      form={form}
      label={t('exchange.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <TextField control={control} name="title" label={t(EXCHANGE_LABELS.title)} />
      <TextField
        control={control}
        name="subtitle"
        label={t(EXCHANGE_LABELS.subtitle)}
        rows={{ minRows: 1, maxRows: 4 }}
      />
      <Field control={control} name="chainId" label={t(EXCHANGE_LABELS.chainId)} help={help.chainChange}>
        {(field, id) => <ChainSelect id={id} value={field.value} onChange={changeChain} />}
      </Field>
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
            renderEditor={({ entry, onSave: savePair, onCancel: cancelPair }) => (
              <PairEditor pair={entry} chainId={chainId} onSave={savePair} onCancel={cancelPair} />
            )}
          />
        )}
      </Field>
      <SiteOfferHint chainId={chainId} tokens={pairs.flatMap((pair) => [pair.base, pair.quote])} />
      <Field
        control={control}
        name="defaultSlippagePercent"
        label={t(EXCHANGE_LABELS.defaultSlippagePercent)}
        help={help.slippage}
      >
        {(field, id) => <SlippageInput id={id} value={field.value} onChange={field.onChange} clamp={false} />}
      </Field>
      <Field control={control} name="allowSlippageChange" label={t(EXCHANGE_LABELS.allowSlippageChange)}>
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
      <Field control={control} name="showFees" label={t(EXCHANGE_LABELS.showFees)} help={help.showFees}>
        {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
      </Field>
    </EditorForm>
  );
}
