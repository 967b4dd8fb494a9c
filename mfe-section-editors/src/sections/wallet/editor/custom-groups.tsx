import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import {
  WALLET_ACTION_BUTTONS_ALIGNMENTS,
  WALLET_ACTION_BUTTONS_LAYOUTS,
  WALLET_BACKGROUND_BLUR,
  WALLET_CARD_RADIUS,
  WALLET_CUSTOM_PADDING,
  WALLET_SHADOW_INTENSITY,
  WALLET_SPACING,
  WALLET_SWAP_VARIANTS,
  type WalletConfig,
} from '@suite/shared/sections';
import type { WalletThemeTokens } from '../defaults';
import { SWAP_VARIANT_LABELS } from '../../../section-kit/trade/swap-layouts';
import { BackgroundFields } from './background-fields';
import { ComponentOrderField } from './component-order-field';
import { PaddingFields } from './padding-fields';
import { ColourField, FieldGroup, NumberField, SelectField, SliderField, SwitchField } from './wallet-fields';
import { useSectionEditorsCatalog } from '../../../i18n';

type GroupProps = { control: Control<WalletConfig> };

export function BackgroundGroup({
  form,
  tokens,
}: {
  form: UseFormReturn<WalletConfig>;
  tokens: WalletThemeTokens;
}) {
  const type = useWatch({ control: form.control, name: 'customSettings.backgroundType' });
  return (
    <>
      <BackgroundFields form={form} prefix="customSettings" tokens={tokens} />
      {type === 'image' ? (
        <SliderField
          control={form.control}
          name="customSettings.backgroundBlur"
          label="wallet.editor.imageBlur"
          min={WALLET_BACKGROUND_BLUR.min}
          max={WALLET_BACKGROUND_BLUR.max}
          step={WALLET_BACKGROUND_BLUR.step}
          fallback={WALLET_BACKGROUND_BLUR.default}
          unit="px"
        />
      ) : null}
    </>
  );
}

const TABS = [
  ['tokens', 'wallet.editor.tokensTab'],
  ['nfts', 'wallet.editor.nftsTab'],
  ['collected', 'wallet.editor.collectedTab'],
  ['favorites', 'wallet.editor.favoritesTab'],
  ['hidden', 'wallet.editor.hiddenTab'],
] as const;

export function WalletDisplayGroup({ control }: GroupProps) {
  return (
    <>
      <ColourField
        control={control}
        name="customSettings.primaryTextColor"
        label="wallet.editor.primaryTextColour"
      />
      <ColourField
        control={control}
        name="customSettings.balanceTextColor"
        label="wallet.editor.balanceTextColour"
      />
      {TABS.map(([tab, title]) => (
        <FieldGroup key={tab} title={title}>
          <ColourField
            control={control}
            name={`customSettings.tabsConfig.${tab}TitleColor`}
            label="wallet.editor.titleColour"
          />
          <ColourField
            control={control}
            name={`customSettings.tabsConfig.${tab}IndicatorColor`}
            label="wallet.editor.indicatorColour"
          />
        </FieldGroup>
      ))}
    </>
  );
}

export function FilterGroup({ control }: GroupProps) {
  return (
    <ColourField
      control={control}
      name="customSettings.filterConfig.closeArrowColor"
      label="wallet.editor.closeArrowColour"
    />
  );
}

const BUTTONS = [
  ['sendButtonConfig', 'wallet.editor.sendButton'],
  ['receiveButtonConfig', 'wallet.editor.receiveButton'],
  ['scanButtonConfig', 'wallet.editor.scanButton'],
  ['importTokenButtonConfig', 'wallet.editor.importTokenButton'],
  ['swapButtonConfig', 'wallet.editor.swapButton'],
  ['backButtonConfig', 'wallet.editor.backButton'],
] as const;

const BUTTON_COLOURS = [
  ['backgroundColor', 'wallet.editor.backgroundColour'],
  ['textColor', 'wallet.editor.textColour'],
  ['borderColor', 'wallet.editor.borderColour'],
  ['hoverBackgroundColor', 'wallet.editor.hoverBackgroundColour'],
] as const;

export function ActionButtonsGroup({ control }: GroupProps) {
  return (
    <>
      {BUTTONS.map(([button, title]) => (
        <FieldGroup key={button} title={title}>
          {BUTTON_COLOURS.map(([colour, label]) => (
            <ColourField
              key={colour}
              control={control}
              name={`customSettings.${button}.${colour}`}
              label={label}
            />
          ))}
        </FieldGroup>
      ))}
    </>
  );
}

export function NetworkSelectorGroup({ control }: GroupProps) {
  return (
    <>
      <ColourField
        control={control}
        name="customSettings.networkSelectorConfig.backgroundColor"
        label="wallet.editor.backgroundColour"
      />
      <ColourField
        control={control}
        name="customSettings.networkSelectorConfig.textColor"
        label="wallet.editor.textColour"
      />
      <ColourField
        control={control}
        name="customSettings.networkSelectorConfig.borderColor"
        label="wallet.editor.borderColour"
      />
    </>
  );
}

export function CardGroup({ control }: GroupProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <>
      <ColourField
        control={control}
        name="customSettings.cardConfig.backgroundColor"
        label="wallet.editor.backgroundColour"
      />
      <ColourField
        control={control}
        name="customSettings.cardConfig.borderColor"
        label="wallet.editor.borderColour"
      />
      <NumberField
        control={control}
        name="customSettings.cardConfig.borderRadius"
        label="wallet.editor.borderRadius"
        min={WALLET_CARD_RADIUS.min}
        max={WALLET_CARD_RADIUS.max}
        integer
        suffix="px"
        placeholder={t('wallet.editor.defaultValue', { value: WALLET_CARD_RADIUS.default })}
      />
      <ColourField
        control={control}
        name="customSettings.cardConfig.shadowColor"
        label="wallet.editor.shadowColour"
      />
      <NumberField
        control={control}
        name="customSettings.cardConfig.shadowIntensity"
        label="wallet.editor.shadowIntensity"
        help="wallet.editor.shadowIntensityHelp"
        min={WALLET_SHADOW_INTENSITY.min}
        max={WALLET_SHADOW_INTENSITY.max}
        step={WALLET_SHADOW_INTENSITY.step}
        placeholder={t('wallet.editor.defaultValue', { value: WALLET_SHADOW_INTENSITY.default })}
      />
    </>
  );
}

const EXCHANGE_COLOURS = [
  ['tradeWidgetPrimaryTextColor', 'wallet.editor.tradeWidgetPrimaryTextColour'],
  ['tradeWidgetButtonTextColor', 'wallet.editor.tradeWidgetButtonTextColour'],
  ['tradeWidgetInputTextColor', 'wallet.editor.tradeWidgetInputTextColour'],
  ['tradeWidgetTabTextColor', 'wallet.editor.tradeWidgetTabTextColour'],
  ['fillAmountButtonActiveColor', 'wallet.editor.fillAmountButtonColourActive'],
  ['fillAmountButtonActiveTextColor', 'wallet.editor.fillAmountButtonTextColourActive'],
  ['fillAmountButtonInactiveColor', 'wallet.editor.fillAmountButtonColourInactive'],
  ['fillAmountButtonInactiveTextColor', 'wallet.editor.fillAmountButtonTextColourInactive'],
  ['tokenInfoBarBackgroundColor', 'wallet.editor.tokenInfoBarBackgroundColour'],
  ['tokenInfoBarPrimaryTextColor', 'wallet.editor.tokenInfoBarPrimaryTextColour'],
] as const;

export function ExchangeGroup({ control }: GroupProps) {
  const { t } = useSectionEditorsCatalog();
  const variant = useWatch({ control, name: 'customSettings.exchangeConfig.variant' });
  return (
    <>
      <SelectField
        control={control}
        name="customSettings.exchangeConfig.variant"
        label="wallet.editor.exchangeStyle"
        options={[
          { value: 'default', label: t('wallet.editor.exchangeStyles.default') },
          { value: 'custom', label: t('wallet.editor.exchangeStyles.custom') },
        ]}
      />
      {variant === 'custom'
        ? EXCHANGE_COLOURS.map(([name, label]) => (
            <ColourField
              key={name}
              control={control}
              name={`customSettings.exchangeConfig.${name}`}
              label={label}
            />
          ))
        : null}
      <SelectField
        control={control}
        name="customSettings.swapConfig.variant"
        label="wallet.editor.swapVariant"
        options={WALLET_SWAP_VARIANTS.map((value) => ({ value, label: t(SWAP_VARIANT_LABELS[value]) }))}
      />
    </>
  );
}

export function NftColoursGroup({ control }: GroupProps) {
  return (
    <>
      <ColourField
        control={control}
        name="customSettings.nftColors.titleColor"
        label="wallet.editor.titleColour"
      />
      <ColourField
        control={control}
        name="customSettings.nftColors.collectionColor"
        label="wallet.editor.collectionColour"
      />
      <ColourField
        control={control}
        name="customSettings.nftColors.cardBackgroundColor"
        label="wallet.editor.cardBackgroundColour"
      />
      <ColourField
        control={control}
        name="customSettings.nftColors.cardBorderColor"
        label="wallet.editor.cardBorderColour"
      />
    </>
  );
}

const VISIBILITY = [
  ['hideBalance', 'wallet.editor.hideBalance'],
  ['hideNetworkSelector', 'wallet.editor.hideNetworkSelector'],
  ['hideSendButton', 'wallet.editor.hideSendButton'],
  ['hideReceiveButton', 'wallet.editor.hideReceiveButton'],
  ['hideScanButton', 'wallet.editor.hideScanButton'],
  ['hideImportToken', 'wallet.editor.hideImportToken'],
  ['hideSearch', 'wallet.editor.hideSearch'],
  ['hideNFTs', 'wallet.editor.hideNfts'],
  ['hideActivity', 'wallet.editor.hideActivity'],
  ['hideSendAction', 'wallet.editor.hideSendAction'],
  ['hideSwapAction', 'wallet.editor.hideSwapAction'],
  ['hideExchangeAction', 'wallet.editor.hideExchangeAction'],
] as const;

export function VisibilityGroup({ control }: GroupProps) {
  return (
    <>
      {VISIBILITY.map(([name, label]) => (
        <SwitchField key={name} control={control} name={`customSettings.${name}`} label={label} />
      ))}
      <PaddingFields control={control} prefix="customSettings" defaults={WALLET_CUSTOM_PADDING} />
    </>
  );
}

const SEARCH_COLOURS = [
  ['backgroundColor', 'wallet.editor.backgroundColour'],
  ['textColor', 'wallet.editor.textColour'],
  ['borderColor', 'wallet.editor.borderColour'],
  ['focusBorderColor', 'wallet.editor.focusBorderColour'],
  ['placeholderColor', 'wallet.editor.placeholderColour'],
  ['iconColor', 'wallet.editor.iconColour'],
] as const;

export function SearchGroup({ control }: GroupProps) {
  return (
    <>
      {SEARCH_COLOURS.map(([name, label]) => (
        <ColourField
          key={name}
          control={control}
          name={`customSettings.tokenSearchConfig.${name}`}
          label={label}
        />
      ))}
    </>
  );
}

const PAGINATION_COLOURS = [
  ['textColor', 'wallet.editor.textColour'],
  ['backgroundColor', 'wallet.editor.backgroundColour'],
  ['buttonColor', 'wallet.editor.buttonColour'],
  ['buttonHoverColor', 'wallet.editor.buttonHoverColour'],
  ['selectBackgroundColor', 'wallet.editor.pageSizeBackgroundColour'],
  ['selectTextColor', 'wallet.editor.pageSizeTextColour'],
] as const;

export function PaginationGroup({ control }: GroupProps) {
  return (
    <>
      {PAGINATION_COLOURS.map(([name, label]) => (
        <ColourField
          key={name}
          control={control}
          name={`customSettings.paginationConfig.${name}`}
          label={label}
        />
      ))}
    </>
  );
}

const TABLE_COLOURS = [
  ['headerBackgroundColor', 'wallet.editor.headerBackgroundColour'],
  ['headerTextColor', 'wallet.editor.headerTextColour'],
  ['rowBackgroundColor', 'wallet.editor.rowBackgroundColour'],
  ['hoverRowBackgroundColor', 'wallet.editor.rowHoverBackgroundColour'],
  ['rowTextColor', 'wallet.editor.rowTextColour'],
  ['borderColor', 'wallet.editor.borderColour'],
] as const;

export function TablesGroup({ control }: GroupProps) {
  return (
    <>
      {(
        [
          ['tokenTableConfig', 'wallet.editor.tokenTable'],
          ['activityTableConfig', 'wallet.editor.activityTable'],
        ] as const
      ).map(([table, title]) => (
        <FieldGroup key={table} title={title}>
          {TABLE_COLOURS.map(([name, label]) => (
            <ColourField
              key={name}
              control={control}
              name={`customSettings.${table}.${name}`}
              label={label}
            />
          ))}
        </FieldGroup>
      ))}
    </>
  );
}

export function LayoutGroup({ control }: GroupProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <>
      <SelectField
        control={control}
        name="customSettings.layout.actionButtonsLayout"
        label="wallet.editor.actionButtonsLayout"
        options={WALLET_ACTION_BUTTONS_LAYOUTS.map((value) => ({
          value,
          label: t(`wallet.editor.buttonLayouts.${value}`),
        }))}
      />
      <SelectField
        control={control}
        name="customSettings.layout.actionButtonsAlignment"
        label="wallet.editor.actionButtonsAlignment"
        options={WALLET_ACTION_BUTTONS_ALIGNMENTS.map((value) => ({
          value,
          label: t(`accordion.alignments.${value}`),
        }))}
      />
      <SliderField
        control={control}
        name="customSettings.layout.spacing"
        label="wallet.editor.elementSpacing"
        min={WALLET_SPACING.min}
        max={WALLET_SPACING.max}
        step={WALLET_SPACING.step}
        fallback={WALLET_SPACING.default}
      />
      <ComponentOrderField control={control} />
    </>
  );
}
