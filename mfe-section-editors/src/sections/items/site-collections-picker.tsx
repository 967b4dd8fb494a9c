import { Button, Flex, Typography } from 'antd';
import {
  chainName,
  COLLECTIONS_MAX,
  nftChains,
  type PageItemType,
  shortenAddress,
  siteCollectionsSettingsPath,
  type SiteNftCollection,
} from '@suite/shared';
import { useSiteNftCollections } from '../../api/site-nft-collections';
import { PickerEmpty, PickerList } from '../picker-list';
import { useSectionScope } from '../section-scope';

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

export const NO_SITE_COLLECTIONS_TITLE = 'No site to read collections from';
export const NO_SITE_COLLECTIONS_TEXT =
  "Open this editor from a site's page to choose from the NFT collections of that site.";
export const NONE_CONFIGURED_TITLE = 'This site has no NFT collections yet';
export const NONE_CONFIGURED_TEXT =
  'Add them in the widget editor, under Data › Collections; they are listed here to pick from.';

/**
 * "Your collections": the NFT collections configured for the current site (its widget config's
 * collections), to fill a form from one of them. Without a site, or with none configured, it says so.
 */
export function SiteCollectionsPicker({ type, selected, onPick }: SiteCollectionsPickerProps) {
  const { siteId } = useSectionScope();
  const list = useSiteNftCollections(siteId);
  if (!siteId)
    return <PickerEmpty title={NO_SITE_COLLECTIONS_TITLE} description={NO_SITE_COLLECTIONS_TEXT} />;

  const allowed = new Set(nftChains(type).map((chain) => chain.id));
  const offered = list.data?.filter((collection) => allowed.has(collection.chainId));
  const leftOut = (list.data?.length ?? 0) - (offered?.length ?? 0);
  const byId = new Map(offered?.map((collection) => [collectionId(collection), collection]));

  return (
    <Flex vertical gap={8}>
      <PickerList
        label="Your collections"
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
            <PickerEmpty
              title="No collection of this site can be used here"
              description="This site's collections are on test networks, which only a single NFT may use."
            />
          ) : (
            <PickerEmpty
              title={NONE_CONFIGURED_TITLE}
              description={NONE_CONFIGURED_TEXT}
              action={
                <Button href={siteCollectionsSettingsPath(siteId)} target="_blank" rel="noopener noreferrer">
                  Open the widget editor
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
        <Typography.Text type="secondary">
          {leftOut === 1 ? 'One collection is' : `${leftOut} collections are`} on a test network, which only a
          single NFT may use, and not listed.
        </Typography.Text>
      ) : null}
    </Flex>
  );
}
