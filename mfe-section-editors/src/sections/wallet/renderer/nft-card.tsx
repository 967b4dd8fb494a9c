import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { useNftMetadata } from '../../../api/nft-metadata';
import type { GalleryNft } from '../chain/stored-assets';
import type { WalletLook } from '../theme/wallet-look';
import { useSectionEditorsCatalog } from '../../../i18n';

export interface NftCardProps {
  look: WalletLook;
  nft: GalleryNft;
  onToggleFavorite: () => void;
  onToggleHidden: () => void;
  /** Absent for an NFT only found owned (it is hidden instead). */
  onRemove?: () => void;
  /** While the visitor's lists cannot be saved (not read yet, or a save under way). */
  disabled?: boolean;
}

/**
 * One NFT: its image and name as the API reads them (`GET /onchain/nft`: tokenURI or uri), and whether
 * this wallet still holds it.
 */
export function NftCard({ look, nft, onToggleFavorite, onToggleHidden, onRemove, disabled }: NftCardProps) {
  const { t } = useSectionEditorsCatalog();
  const metadata = useNftMetadata({
    chainId: nft.chainId,
    contractAddress: nft.address,
    tokenId: nft.tokenId,
  });
  const title = metadata.data?.name ?? `${nft.collectionName ?? 'NFT'} #${nft.tokenId}`;
  const image = metadata.data?.image ?? null;
  const colours = look.nft;

  return (
    <Card
      size="small"
      style={{
        background: colours?.cardBackgroundColor,
        borderColor: colours?.cardBorderColor,
        height: '100%',
      }}
      cover={
        metadata.isLoading ? (
          <Skeleton.Node active style={{ width: '100%', height: 160 }} />
        ) : image ? (
          <img src={image} alt={title} style={{ width: '100%', height: 160, objectFit: 'cover' }} />
        ) : (
          <Flex align="center" justify="center" style={{ height: 160 }} aria-label={t('wallet.nfts.noImage')}>
            <PictureOutlined aria-hidden style={{ fontSize: 32, opacity: 0.4 }} />
          </Flex>
        )
      }
    >
      <Flex vertical gap={4}>
        <Typography.Text strong ellipsis style={{ color: colours?.titleColor ?? look.textColor }}>
          {title}
        </Typography.Text>
        <Typography.Text ellipsis style={{ color: colours?.collectionColor ?? look.textColor, opacity: 0.8 }}>
          {nft.collectionName ?? metadata.data?.collectionName ?? nft.address}
        </Typography.Text>
        {nft.balance && nft.balance !== '1' ? <Tag>× {nft.balance}</Tag> : null}
        {nft.owned === false ? <Tag color="warning">{t('wallet.nfts.gone')}</Tag> : null}
        {nft.ownershipUnreadable ? <Tag>{t('wallet.nfts.ownershipUnread')}</Tag> : null}
        <Flex gap={4}>
          <Button
            size="small"
            type="text"
            aria-pressed={nft.favorite}
            aria-label={
              nft.favorite ? t('wallet.nfts.unfavorite', { title }) : t('wallet.nfts.favorite', { title })
            }
            icon={nft.favorite ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
            disabled={disabled}
            onClick={onToggleFavorite}
          />
          <Button
            size="small"
            type="text"
            aria-label={nft.hidden ? t('wallet.nfts.show', { title }) : t('wallet.nfts.hide', { title })}
            icon={nft.hidden ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            disabled={disabled}
            onClick={onToggleHidden}
          />
          {onRemove ? (
            <Button
              size="small"
              type="text"
              aria-label={t('wallet.nfts.remove', { title })}
              disabled={disabled}
              onClick={onRemove}
            >
              {t('common.actions.remove')}
            </Button>
          ) : null}
        </Flex>
      </Flex>
    </Card>
  );
}
