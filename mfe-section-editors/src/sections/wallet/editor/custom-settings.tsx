import { Button } from 'antd';
import Collapse from 'antd/es/collapse';
import type { UseFormReturn } from 'react-hook-form';
import type { WalletConfig } from '@suite/shared/sections';
import { resetCustomSettings, type WalletThemeTokens } from '../defaults';
import {
  ActionButtonsGroup,
  BackgroundGroup,
  CardGroup,
  ExchangeGroup,
  FilterGroup,
  LayoutGroup,
  NetworkSelectorGroup,
  NftColoursGroup,
  PaginationGroup,
  SearchGroup,
  TablesGroup,
  VisibilityGroup,
  WalletDisplayGroup,
} from './custom-groups';
import { useSectionEditorsCatalog } from '../../../i18n';

/** The thirteen groups of the custom variant (seed 000 §2), in the seed's order. */
const CUSTOM_GROUP_TITLES = [
  'wallet.editor.backgroundConfiguration',
  'wallet.editor.walletDisplay',
  'wallet.editor.filterSettings',
  'wallet.editor.actionButtons',
  'wallet.editor.networkSelector',
  'wallet.editor.cardStyling',
  'wallet.editor.exchangeConfiguration',
  'wallet.editor.nftColors',
  'wallet.editor.visibilityLayout',
  'wallet.editor.searchInput',
  'wallet.editor.pagination',
  'wallet.editor.tablesData',
  'wallet.editor.layoutConfiguration',
] as const;

/**
 * The custom variant: one accordion group per part of the wallet. A group's fields mount when it is
 * first opened, so the hundred colour pickers never load at once.
 */
export function CustomSettings({
  form,
  tokens,
}: {
  form: UseFormReturn<WalletConfig>;
  tokens: WalletThemeTokens;
}) {
  const { t } = useSectionEditorsCatalog();
  const { control } = form;
  const groups = [
    <BackgroundGroup key="background" form={form} tokens={tokens} />,
    <WalletDisplayGroup key="display" control={control} />,
    <FilterGroup key="filter" control={control} />,
    <ActionButtonsGroup key="buttons" control={control} />,
    <NetworkSelectorGroup key="network" control={control} />,
    <CardGroup key="card" control={control} />,
    <ExchangeGroup key="exchange" control={control} />,
    <NftColoursGroup key="nft" control={control} />,
    <VisibilityGroup key="visibility" control={control} />,
    <SearchGroup key="search" control={control} />,
    <PaginationGroup key="pagination" control={control} />,
    <TablesGroup key="tables" control={control} />,
    <LayoutGroup key="layout" control={control} />,
  ];
  return (
    <>
      <Collapse
        accordion
        style={{ marginBottom: 16 }}
        items={CUSTOM_GROUP_TITLES.map((title, index) => ({
          key: title,
          label: t(title),
          children: groups[index],
        }))}
      />
      <Button
        danger
        block
        style={{ marginBottom: 16 }}
        onClick={() =>
          form.setValue(
            'customSettings',
            resetCustomSettings(
              {
                backgroundType: form.getValues('customSettings.backgroundType'),
                backgroundImage: form.getValues('customSettings.backgroundImage'),
              },
              tokens,
            ),
            { shouldDirty: true, shouldValidate: true },
          )
        }
      >
        {t('wallet.editor.resetStyles')}
      </Button>
    </>
  );
}
