import { useState } from 'react';
import { Button, Col, Empty, Flex, Row, Spin, Tabs } from 'antd';
import Pagination from 'antd/es/pagination';
import PlusOutlined from '@ant-design/icons/PlusOutlined';
import { ErrorAlert, usePageLinks } from '@suite/shared/react';
import {
  galleryNfts,
  NFT_LISTS,
  nftsInList,
  updateNft,
  withoutNft,
  type ImportedNft,
  type NftList,
} from '../chain/stored-assets';
import { useOwnedNfts } from '../chain/use-owned-nfts';
import { paginationTheme, tabsTheme } from '../theme/antd-tokens';
import { tabColours, type WalletLook } from '../theme/wallet-look';
import { NftCard } from './nft-card';
import { Themed } from './themed';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../../i18n';

const NFT_PAGE_SIZE = 8;

const LIST_LABELS: Record<NftList, SectionEditorsKey> = {
  collected: 'wallet.nfts.lists.collected',
  favorites: 'wallet.nfts.lists.favorites',
  hidden: 'wallet.nfts.lists.hidden',
};
const EMPTY_TEXT: Record<NftList, SectionEditorsKey> = {
  collected: 'wallet.nfts.empty.collected',
  favorites: 'wallet.nfts.empty.favorites',
  hidden: 'wallet.nfts.empty.hidden',
};

export interface NftGalleryProps {
  look: WalletLook;
  owner?: `0x${string}`;
  chainId: number;
  /** The visitor's saved NFTs (imported, starred or hidden). */
  nfts: ImportedNft[];
  onNftsChange: (nfts: ImportedNft[]) => void;
  /** Whether the saved NFTs are still being read: the lists wait for them. */
  loading: boolean;
  /** Whether a change can be saved now (the saved lists read, no save under way). */
  editable: boolean;
  search: string;
  onImport: () => void;
}

/**
 * The NFTs of the chain: those the wallet owns in the site's collections and the imported contracts
 * (found by the API), and the imported ones; collected, favorites and hidden, a page at a time.
 */
export function NftGallery({
  look,
  owner,
  chainId,
  nfts,
  onNftsChange,
  loading,
  editable,
  search,
  onImport,
}: NftGalleryProps) {
  const pageLinks = usePageLinks();
  const { t } = useSectionEditorsCatalog();
  const [list, setList] = useState<NftList>('collected');
  const [page, setPage] = useState(1);
  const importedContracts = nfts
    .filter((nft) => nft.chainId === chainId)
    .map((nft) => nft.address.toLowerCase())
    .sort()
    .join(',');
  const owned = useOwnedNfts(owner, chainId, importedContracts);
  if (!owner) {
    return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('wallet.nfts.connect')} />;
  }
  const gallery = galleryNfts(
    nfts,
    owned.data?.items,
    owned.data?.unreadable.map((item) => item.contractAddress),
  );
  const shown = nftsInList(gallery, list, chainId, search);
  const lastPage = Math.max(1, Math.ceil(shown.length / NFT_PAGE_SIZE));
  const current = Math.min(page, lastPage);
  const pageItems = shown.slice((current - 1) * NFT_PAGE_SIZE, current * NFT_PAGE_SIZE);

  return (
    <Flex vertical gap={12}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Themed theme={tabsTheme(tabColours(look, list))}>
          <Tabs
            size="small"
            activeKey={list}
            onChange={(key) => {
              const next = NFT_LISTS.find((candidate) => candidate === key);
              if (next) {
                setList(next);
                setPage(1);
              }
            }}
            items={NFT_LISTS.map((key) => ({
              key,
              label: <span style={{ color: tabColours(look, key).title }}>{t(LIST_LABELS[key])}</span>,
            }))}
          />
        </Themed>
        <Button icon={<PlusOutlined aria-hidden />} disabled={!editable} onClick={onImport}>
          {t('wallet.import.nftTitle')}
        </Button>
      </Flex>
      {owned.error ? (
        <ErrorAlert
          type="warning"
          title={t('wallet.nfts.failed')}
          error={owned.error}
          onRetry={() => void owned.refetch()}
        />
      ) : null}
      {owned.isLoading || loading ? (
        <Flex justify="center" style={{ padding: 24 }}>
          <Spin aria-label={t('wallet.nfts.looking')} />
        </Flex>
      ) : shown.length === 0 ? (
        <Empty
          image={Empty.PRESENTED_IMAGE_SIMPLE}
          description={search ? t('wallet.nfts.noMatch') : t(EMPTY_TEXT[list])}
        />
      ) : (
        <>
          <Row
            gutter={[12, 12]}
            role="list"
            aria-label={t('wallet.nfts.listOf', { list: t(LIST_LABELS[list]) })}
          >
            {pageItems.map((nft) => (
              <Col key={`${nft.address}:${nft.tokenId}`} xs={12} sm={8} md={6} role="listitem">
                <NftCard
                  look={look}
                  nft={nft}
                  onToggleFavorite={() => onNftsChange(updateNft(nfts, nft, { favorite: !nft.favorite }))}
                  onToggleHidden={() => onNftsChange(updateNft(nfts, nft, { hidden: !nft.hidden }))}
                  onRemove={nft.imported ? () => onNftsChange(withoutNft(nfts, nft)) : undefined}
                  disabled={!editable}
                />
              </Col>
            ))}
          </Row>
          {shown.length > NFT_PAGE_SIZE ? (
            <Themed theme={paginationTheme(look.pagination)}>
              <Pagination
                itemRender={pageLinks.itemRender}
                align="center"
                current={current}
                pageSize={NFT_PAGE_SIZE}
                total={shown.length}
                showSizeChanger={false}
                onChange={setPage}
              />
            </Themed>
          ) : null}
        </>
      )}
    </Flex>
  );
}
