import { useWatch, type Control, type UseFormReturn } from 'react-hook-form';
import {
  WALLET_ACTION_BUTTONS_ALIGNMENTS,
  WALLET_ACTION_BUTTONS_LAYOUTS,
  WALLET_BACKGROUND_BLUR,
  WALLET_CARD_RADIUS,
  WALLET_CUSTOM_PADDING,
  WALLET_SHADOW_INTENSITY,
  WALLET_SHADOW_INTENSITY_HELP,
  WALLET_SPACING,
  WALLET_SWAP_VARIANTS,
  WALLET_SWAP_VARIANT_LABELS,
  type WalletConfig,
} from '@suite/shared';
import type { WalletThemeTokens } from '../defaults';
import { BackgroundFields } from './background-fields';
import { ComponentOrderField } from './component-order-field';
import { PaddingFields } from './padding-fields';
import { ColourField, FieldGroup, NumberField, SelectField, SliderField, SwitchField } from './wallet-fields';

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
          label="Image blur"
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
  ['tokens', 'Tokens tab'],
  ['nfts', 'NFTs tab'],
  ['collected', 'Collected tab'],
  ['favorites', 'Favorites tab'],
  ['hidden', 'Hidden tab'],
] as const;

export function WalletDisplayGroup({ control }: GroupProps) {
  return (
    <>
      <ColourField control={control} name="customSettings.primaryTextColor" label="Primary text colour" />
      <ColourField control={control} name="customSettings.balanceTextColor" label="Balance text colour" />
      {TABS.map(([tab, title]) => (
        <FieldGroup key={tab} title={title}>
          <ColourField
            control={control}
            name={`customSettings.tabsConfig.${tab}TitleColor`}
            label="Title colour"
          />
          <ColourField
            control={control}
            name={`customSettings.tabsConfig.${tab}IndicatorColor`}
            label="Indicator colour"
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
      label="Close arrow colour"
    />
  );
}

const BUTTONS = [
  ['sendButtonConfig', 'Send button'],
  ['receiveButtonConfig', 'Receive button'],
  ['scanButtonConfig', 'Scan button'],
  ['importTokenButtonConfig', 'Import token button'],
  ['swapButtonConfig', 'Swap button'],
  ['backButtonConfig', 'Back button'],
] as const;

const BUTTON_COLOURS = [
  ['backgroundColor', 'Background colour'],
  ['textColor', 'Text colour'],
  ['borderColor', 'Border colour'],
  ['hoverBackgroundColor', 'Hover background colour'],
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
        label="Background colour"
      />
      <ColourField
        control={control}
        name="customSettings.networkSelectorConfig.textColor"
        label="Text colour"
      />
      <ColourField
        control={control}
        name="customSettings.networkSelectorConfig.borderColor"
        label="Border colour"
      />
    </>
  );
}

export function CardGroup({ control }: GroupProps) {
  return (
    <>
      <ColourField
        control={control}
        name="customSettings.cardConfig.backgroundColor"
        label="Background colour"
      />
      <ColourField control={control} name="customSettings.cardConfig.borderColor" label="Border colour" />
      <NumberField
        control={control}
        name="customSettings.cardConfig.borderRadius"
        label="Border radius"
        min={WALLET_CARD_RADIUS.min}
        max={WALLET_CARD_RADIUS.max}
        integer
        suffix="px"
        placeholder={`${WALLET_CARD_RADIUS.default} (default)`}
      />
      <ColourField control={control} name="customSettings.cardConfig.shadowColor" label="Shadow colour" />
      <NumberField
        control={control}
        name="customSettings.cardConfig.shadowIntensity"
        label="Shadow intensity"
        help={WALLET_SHADOW_INTENSITY_HELP}
        min={WALLET_SHADOW_INTENSITY.min}
        max={WALLET_SHADOW_INTENSITY.max}
        step={WALLET_SHADOW_INTENSITY.step}
        placeholder={`${WALLET_SHADOW_INTENSITY.default} (default)`}
      />
    </>
  );
}

const EXCHANGE_COLOURS = [
  ['tradeWidgetPrimaryTextColor', 'Trade widget primary text colour'],
  ['tradeWidgetButtonTextColor', 'Trade widget button text colour'],
  ['tradeWidgetInputTextColor', 'Trade widget input text colour'],
  ['tradeWidgetTabTextColor', 'Trade widget tab text colour'],
  ['fillAmountButtonActiveColor', 'Fill amount button colour (active)'],
  ['fillAmountButtonActiveTextColor', 'Fill amount button text colour (active)'],
  ['fillAmountButtonInactiveColor', 'Fill amount button colour (inactive)'],
  ['fillAmountButtonInactiveTextColor', 'Fill amount button text colour (inactive)'],
  ['tokenInfoBarBackgroundColor', 'Token info bar background colour'],
  ['tokenInfoBarPrimaryTextColor', 'Token info bar primary text colour'],
] as const;

export function ExchangeGroup({ control }: GroupProps) {
  const variant = useWatch({ control, name: 'customSettings.exchangeConfig.variant' });
  return (
    <>
      <SelectField
        control={control}
        name="customSettings.exchangeConfig.variant"
        label="Exchange style"
        options={[
          { value: 'default', label: 'Default' },
          { value: 'custom', label: 'Custom' },
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
        label="Swap variant"
        options={WALLET_SWAP_VARIANTS.map((value) => ({ value, label: WALLET_SWAP_VARIANT_LABELS[value] }))}
      />
    </>
  );
}

export function NftColoursGroup({ control }: GroupProps) {
  return (
    <>
      <ColourField control={control} name="customSettings.nftColors.titleColor" label="Title colour" />
      <ColourField
        control={control}
        name="customSettings.nftColors.collectionColor"
        label="Collection colour"
      />
      <ColourField
        control={control}
        name="customSettings.nftColors.cardBackgroundColor"
        label="Card background colour"
      />
      <ColourField
        control={control}
        name="customSettings.nftColors.cardBorderColor"
        label="Card border colour"
      />
    </>
  );
}

const VISIBILITY = [
  ['hideBalance', 'Hide balance'],
  ['hideNetworkSelector', 'Hide network selector'],
  ['hideSendButton', 'Hide send button'],
  ['hideReceiveButton', 'Hide receive button'],
  ['hideScanButton', 'Hide scan button'],
  ['hideImportToken', 'Hide import token'],
  ['hideSearch', 'Hide search'],
  ['hideNFTs', 'Hide NFTs'],
  ['hideActivity', 'Hide activity'],
  ['hideSendAction', 'Hide send action'],
  ['hideSwapAction', 'Hide swap action'],
  ['hideExchangeAction', 'Hide exchange action'],
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
  ['backgroundColor', 'Background colour'],
  ['textColor', 'Text colour'],
  ['borderColor', 'Border colour'],
  ['focusBorderColor', 'Focus border colour'],
  ['placeholderColor', 'Placeholder colour'],
  ['iconColor', 'Icon colour'],
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
  ['textColor', 'Text colour'],
  ['backgroundColor', 'Background colour'],
  ['buttonColor', 'Button colour'],
  ['buttonHoverColor', 'Button hover colour'],
  ['selectBackgroundColor', 'Page size background colour'],
  ['selectTextColor', 'Page size text colour'],
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
  ['headerBackgroundColor', 'Header background colour'],
  ['headerTextColor', 'Header text colour'],
  ['rowBackgroundColor', 'Row background colour'],
  ['hoverRowBackgroundColor', 'Row hover background colour'],
  ['rowTextColor', 'Row text colour'],
  ['borderColor', 'Border colour'],
] as const;

export function TablesGroup({ control }: GroupProps) {
  return (
    <>
      {(
        [
          ['tokenTableConfig', 'Token table'],
          ['activityTableConfig', 'Activity table'],
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
  return (
    <>
      <SelectField
        control={control}
        name="customSettings.layout.actionButtonsLayout"
        label="Action buttons layout"
        options={WALLET_ACTION_BUTTONS_LAYOUTS.map((value) => ({
          value,
          label: value[0]?.toUpperCase() + value.slice(1),
        }))}
      />
      <SelectField
        control={control}
        name="customSettings.layout.actionButtonsAlignment"
        label="Action buttons alignment"
        options={WALLET_ACTION_BUTTONS_ALIGNMENTS.map((value) => ({
          value,
          label: value[0]?.toUpperCase() + value.slice(1),
        }))}
      />
      <SliderField
        control={control}
        name="customSettings.layout.spacing"
        label="Element spacing"
        min={WALLET_SPACING.min}
        max={WALLET_SPACING.max}
        step={WALLET_SPACING.step}
        fallback={WALLET_SPACING.default}
      />
      <ComponentOrderField control={control} />
    </>
  );
}
