import { useQuery } from '@tanstack/react-query';
import { Button, Card, Flex, Skeleton, Tag, Typography } from 'antd';
import EyeInvisibleOutlined from '@ant-design/icons/EyeInvisibleOutlined';
import EyeOutlined from '@ant-design/icons/EyeOutlined';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import StarFilled from '@ant-design/icons/StarFilled';
import StarOutlined from '@ant-design/icons/StarOutlined';
import { erc721Abi } from 'viem';
import { useReadContracts } from 'wagmi';
import { loadMetadata, metadataSource, readMetadata } from '@suite/shared';
import type { ImportedNft } from '../chain/stored-assets';
import type { WalletLook } from '../theme/wallet-look';

export interface NftCardProps {
  look: WalletLook;
  nft: ImportedNft;
  owner: `0x${string}`;
  onToggleFavorite: () => void;
  onToggleHidden: () => void;
  onRemove: () => void;
}

/** One imported NFT: its image and name from its tokenURI, and whether this wallet still owns it. */
export function NftCard({ look, nft, owner, onToggleFavorite, onToggleHidden, onRemove }: NftCardProps) {
  const tokenId = BigInt(nft.tokenId);
  const reads = useReadContracts({
    allowFailure: true,
    contracts: [
      {
        chainId: nft.chainId,
        address: nft.address,
        abi: erc721Abi,
        functionName: 'ownerOf',
        args: [tokenId],
      },
      {
        chainId: nft.chainId,
        address: nft.address,
        abi: erc721Abi,
        functionName: 'tokenURI',
        args: [tokenId],
      },
    ],
    query: { staleTime: 60_000 },
  });
  const [ownerRead, uriRead] = reads.data ?? [];
  const tokenUri = uriRead?.status === 'success' ? uriRead.result : undefined;
  const source = tokenUri ? metadataSource(tokenUri) : null;
  const metadata = useQuery({
    queryKey: ['suite-wallet', 'nft-metadata', tokenUri],
    enabled: source !== null,
    staleTime: Infinity,
    retry: false,
    queryFn: () => (source ? loadMetadata(source) : null),
  });
  const { name, image } = readMetadata(metadata.data);
  const title = name ?? `${nft.collectionName ?? 'NFT'} #${nft.tokenId}`;
  const ownership =
    ownerRead?.status === 'success'
      ? ownerRead.result.toLowerCase() === owner.toLowerCase()
        ? 'owned'
        : 'elsewhere'
      : ownerRead?.status === 'failure'
        ? 'unknown'
        : 'loading';
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
        reads.isLoading || metadata.isLoading ? (
          <Skeleton.Image active style={{ width: '100%', height: 160 }} />
        ) : image ? (
          <img src={image} alt={title} style={{ width: '100%', height: 160, objectFit: 'cover' }} />
        ) : (
          <Flex align="center" justify="center" style={{ height: 160 }} aria-label="No image">
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
          {nft.collectionName ?? nft.address}
        </Typography.Text>
        {ownership === 'elsewhere' ? <Tag color="warning">No longer in this wallet</Tag> : null}
        {ownership === 'unknown' ? <Tag>Ownership could not be read</Tag> : null}
        <Flex gap={4}>
          <Button
            size="small"
            type="text"
            aria-pressed={nft.favorite}
            aria-label={nft.favorite ? `Remove ${title} from favorites` : `Add ${title} to favorites`}
            icon={nft.favorite ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
            onClick={onToggleFavorite}
          />
          <Button
            size="small"
            type="text"
            aria-label={nft.hidden ? `Show ${title}` : `Hide ${title}`}
            icon={nft.hidden ? <EyeOutlined aria-hidden /> : <EyeInvisibleOutlined aria-hidden />}
            onClick={onToggleHidden}
          />
          <Button size="small" type="text" aria-label={`Remove ${title}`} onClick={onRemove}>
            Remove
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
