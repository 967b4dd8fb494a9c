import { Button, Flex, Typography } from 'antd';
import { shortenAddress, type SiteNftCollection } from '@suite/shared';
import { useChainName } from '@suite/shared/react';
import { COLLECTIONS_MAX } from '@suite/shared/schemas';
import { nftChains, type PageItemType, widgetEditorPanelPath } from '@suite/shared/sections';
import { useSiteNftCollections } from '../../api/site-nft-collections';
import { PickerEmpty, PickerList } from '../pickers/picker-list';
import { useSectionScope } from '../section-scope';
import { useSectionEditorsCatalog } from '../../i18n';

export interface SiteCollectionsPickerProps {
  /** Collections are offered on the chains the form allows: no testnets for a collection. */
  type: PageItemType;
  /** The chain and contract the form holds now: that collection shows as picked. */
  selected?: { chainId: number; contractAddress: string };
  onPick: (collection: SiteNftCollection) => void;
}

function collectionId({ chainId, contractAddress }: { chainId: number; contractAddress: string }): string {
  return `${chainId}:${contractAddress.toLowerCase()}`;
}

/**
 * "Your collections": the NFT collections configured for the current site (its widget config's
 * collections), to fill a form from one of them. Without a site, or with none configured, it says so.
 */
export function SiteCollectionsPicker({ type, selected, onPick }: SiteCollectionsPickerProps) {
  const { t } = useSectionEditorsCatalog();
  const { siteId } = useSectionScope();
  const chainName = useChainName();
  const list = useSiteNftCollections(siteId);
  if (!siteId) return <PickerEmpty title={t('items.noSiteTitle')} description={t('items.noSiteText')} />;

  const allowed = new Set(nftChains(type).map((chain) => chain.id));
  const offered = list.data?.filter((collection) => allowed.has(collection.chainId));
  const leftOut = (list.data?.length ?? 0) - (offered?.length ?? 0);
  const byId = new Map(offered?.map((collection) => [collectionId(collection), collection]));

  return (
    <Flex vertical gap={8}>
      <PickerList
        label={t('assetStore.yourCollections')}
        items={offered?.map((collection) => ({
          id: collectionId(collection),
          title: collection.name,
          description: `${chainName(collection.chainId)} · ${shortenAddress(collection.contractAddress)}`,
          imageUrl: collection.image,
        }))}
        isLoading={list.isLoading}
        error={list.error}
        onRetry={list.retry}
        empty={
          leftOut > 0 ? (
            <PickerEmpty title={t('items.noneUsableTitle')} description={t('items.noneUsableText')} />
          ) : (
            <PickerEmpty
              title={t('items.noneConfiguredTitle')}
              description={t('items.noneConfiguredText')}
              action={
                <Button
                  href={widgetEditorPanelPath(siteId, 'data.collections')}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('items.openWidgetEditor')}
                </Button>
              }
            />
          )
        }
        selectedId={selected ? collectionId(selected) : null}
        onSelect={(item) => {
          const collection = byId.get(String(item.id));
          if (collection) onPick(collection);
        }}
        page={0}
        pageSize={COLLECTIONS_MAX}
        total={offered?.length ?? 0}
        onPageChange={() => undefined}
      />
      {leftOut > 0 && offered && offered.length > 0 ? (
        <Typography.Text type="secondary">{t('items.testnetLeftOut', { count: leftOut })}</Typography.Text>
      ) : null}
    </Flex>
  );
}
