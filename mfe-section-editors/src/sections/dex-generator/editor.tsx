import { useFieldArray, useForm, useWatch } from 'react-hook-form';
import { Alert, Button, Flex, Typography } from 'antd';
import InputNumber from 'antd/es/input-number';
import DeleteOutlined from '@ant-design/icons/DeleteOutlined';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { LOCAL_DEX, LOCAL_TEST_STABLECOIN_ADDRESS, LOCAL_TEST_TOKEN, LOCAL_WETH } from '@suite/shared';
import { DEX_FEE_BPS_MAX, DEX_TOKENS_MAX, DexGeneratorConfigSchema } from '@suite/shared/sections';
import { LimitReached, useChainWords, useFormat } from '@suite/shared/react';
import { Field } from '@suite/shared/forms';
import { EditorForm, sectionFormOptions } from '../../section-kit/editor/editor-form';
import { useRecheckAcrossFields } from '../../section-kit/editor/recheck';
import type { SectionEditorProps } from '../../section-kit/section-module';
import { DEX_GENERATOR_DEFAULTS } from './defaults';
import { feePercent } from './fee';
import { keepEnterInItem } from '../../section-kit/lists/item-fields';
import { HeadingFields } from '../../section-kit/fields/heading-fields';
import { DEX_GENERATOR_LABELS } from './labels';
import { useSectionEditorsCatalog } from '../../i18n';
import { InputField } from '../../section-kit/fields/input-field';
import { RadioField } from '../../section-kit/fields/radio-field';
import { SelectField } from '../../section-kit/fields/select-field';
import { SiteOfferHint } from '../../section-kit/trade/site-trade';

export function DexGeneratorEditor({ data, mode, onChange, onSave, onCancel }: SectionEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const chainOptions = useChainWords().options;
  const form = useForm(sectionFormOptions(DexGeneratorConfigSchema, DEX_GENERATOR_DEFAULTS, data));
  const { control, formState } = form;
  const tokens = useFieldArray({ control, name: 'tokens' });
  const [source, feeBps, chainId] = useWatch({ control, name: ['source', 'feeBps', 'chainId'] });
  const tokensError = formState.errors.tokens?.message ?? formState.errors.tokens?.root?.message;
  const addresses = useWatch({ control, name: 'tokens' }).map((token) => token.address);
  // What the source needs (a URL, or a router, a factory and two tokens) changes with it: the
  // messages show beside those fields at once, and the other source's go.
  useRecheckAcrossFields(form, source, () => ['url', 'routerAddress', 'factoryAddress', 'tokens']);
  // A token listed twice is said on the later one: an address typed shows it there, the other one
  // changed or removed clears it. Rows still blank are left to their own typing.
  useRecheckAcrossFields(form, addresses, (values) =>
    values.tokens.flatMap((token, index) => (token.address ? [`tokens.${index}.address` as const] : [])),
  );

  /** The local chain's Uniswap V2 deployment: its router and factory, and its pools' tokens when none are listed. */
  function fillLocalDex() {
    const set = { shouldDirty: true, shouldValidate: true } as const;
    form.setValue('routerAddress', LOCAL_DEX.router, set);
    form.setValue('factoryAddress', LOCAL_DEX.factory, set);
    if (tokens.fields.length === 0) {
      tokens.replace([
        { address: LOCAL_TEST_STABLECOIN_ADDRESS, symbol: 'tUSDC', decimals: 6 },
        {
          address: LOCAL_TEST_TOKEN.address,
          symbol: LOCAL_TEST_TOKEN.symbol,
          decimals: LOCAL_TEST_TOKEN.decimals,
        },
        { address: LOCAL_WETH.address, symbol: LOCAL_WETH.symbol, decimals: LOCAL_WETH.decimals },
      ]);
      // The list's own error ("Add at least two tokens to trade") is checked again.
      void form.trigger('tokens');
    }
  }

  return (
    <EditorForm
      mode={mode}
      form={form}
      label={t('dexGenerator.form')}
      onChange={onChange}
      onSave={onSave}
      onCancel={onCancel}
    >
      <HeadingFields
        control={control}
        title="title"
        placeholder={t('dexGenerator.titlePlaceholder')}
        under={{ description: 'description' }}
      />
      <SelectField
        control={control}
        name="chainId"
        label={t(DEX_GENERATOR_LABELS.chainId)}
        options={chainOptions}
      />
      {/* The DEX trades its own token list: only whether the site offers the chain applies. */}
      <SiteOfferHint chainId={chainId} tokens={[]} />
      <RadioField
        control={control}
        name="source"
        label={t(DEX_GENERATOR_LABELS.source)}
        options={[
          { value: 'contracts', label: t('dexGenerator.sources.contracts') },
          { value: 'url', label: t('dexGenerator.sources.url') },
        ]}
      />
      {source === 'url' ? (
        <InputField
          control={control}
          name="url"
          label={t(DEX_GENERATOR_LABELS.url)}
          help={t('dexGenerator.urlHelp')}
          placeholder="https://dex.example.com"
        />
      ) : (
        <>
          {chainId === LOCAL_DEX.chainId ? (
            <Alert
              type="info"
              showIcon
              style={{ marginBottom: 16 }}
              title={t('dexGenerator.localDex')}
              action={
                <Button size="small" onClick={fillLocalDex}>
                  {t('dexGenerator.useLocalDex')}
                </Button>
              }
            />
          ) : null}
          <InputField
            control={control}
            name="routerAddress"
            label={t(DEX_GENERATOR_LABELS.routerAddress)}
            help={t('dexGenerator.routerHelp')}
            placeholder="0x…"
            spellCheck={false}
          />
          <InputField
            control={control}
            name="factoryAddress"
            label={t(DEX_GENERATOR_LABELS.factoryAddress)}
            help={t('dexGenerator.factoryHelp')}
            placeholder="0x…"
            spellCheck={false}
          />
        </>
      )}
      <Typography.Text strong>{t(DEX_GENERATOR_LABELS.tokens.label)}</Typography.Text>
      <Flex
        vertical
        gap={8}
        style={{ margin: '8px 0 16px' }}
        role="group"
        aria-label={t(DEX_GENERATOR_LABELS.tokens.label)}
      >
        {tokens.fields.map((token, index) => (
          <Flex
            key={token.id}
            gap={8}
            align="flex-start"
            wrap
            role="group"
            aria-label={`${t(DEX_GENERATOR_LABELS.tokens.item)} ${index + 1}`}
            onKeyDown={keepEnterInItem()}
          >
            <div style={{ flex: '3 1 220px' }}>
              <InputField
                control={control}
                name={`tokens.${index}.address`}
                label={t(DEX_GENERATOR_LABELS.tokens.fields.address)}
                placeholder="0x…"
                spellCheck={false}
              />
            </div>
            <div style={{ flex: '1 1 90px' }}>
              <InputField
                control={control}
                name={`tokens.${index}.symbol`}
                label={t(DEX_GENERATOR_LABELS.tokens.fields.symbol)}
                placeholder="USDC"
              />
            </div>
            <div style={{ flex: '1 1 90px' }}>
              <Field
                control={control}
                name={`tokens.${index}.decimals`}
                label={t(DEX_GENERATOR_LABELS.tokens.fields.decimals)}
              >
                {(field, id) => (
                  <InputNumber
                    id={id}
                    min={0}
                    max={36}
                    precision={0}
                    value={field.value}
                    onChange={(value) => field.onChange(value ?? undefined)}
                    onBlur={field.onBlur}
                    style={{ width: '100%' }}
                  />
                )}
              </Field>
            </div>
            <Button
              icon={<DeleteOutlined aria-hidden />}
              aria-label={t('dexGenerator.removeToken', { number: index + 1 })}
              onClick={() => tokens.remove(index)}
              style={{ marginTop: 30 }}
            />
          </Flex>
        ))}
        {tokensError ? (
          <Typography.Text type="danger" role="alert">
            {tokensError}
          </Typography.Text>
        ) : null}
        <Button
          icon={<PlusOutlined aria-hidden />}
          disabled={tokens.fields.length >= DEX_TOKENS_MAX}
          onClick={() => tokens.append({ address: '', symbol: '', decimals: 18 })}
          style={{ alignSelf: 'flex-start' }}
        >
          {t('swap.tokens.add')}
        </Button>
        <LimitReached count={tokens.fields.length} max={DEX_TOKENS_MAX} />
      </Flex>
      <Field
        control={control}
        name="feeBps"
        label={t(DEX_GENERATOR_LABELS.feeBps)}
        help={t('dexGenerator.feeHelp', { fee: Number.isFinite(feeBps) ? feePercent(feeBps, locale) : '—' })}
      >
        {(field, id) => (
          <InputNumber
            id={id}
            min={0}
            max={DEX_FEE_BPS_MAX}
            precision={0}
            value={field.value}
            onChange={(value) => field.onChange(value ?? undefined)}
            onBlur={field.onBlur}
          />
        )}
      </Field>
    </EditorForm>
  );
}
