import { Avatar } from 'antd';
import type { NftProfile } from '@suite/shared';
import { useChainName } from '@suite/shared/react';
import { useNftImage } from '../../api/nft-image';
import { useAuthCatalog, type AuthTranslate } from '../../i18n';
import { nftColour, tokenLabel } from './nft-metadata';

/** Describes the NFT for assistive technology and the tooltip. */
function nftDescription(nft: NftProfile, t: AuthTranslate, chain: string): string {
  return t('nft.avatar', { id: nft.nftId, address: nft.nftAddress, chain });
}

/** The NFT profile picture: the token's image when its metadata has one, else its id on a colour of its own. */
export function NftAvatar({ nft, size = 32 }: { nft: NftProfile; size?: number }) {
  const image = useNftImage(nft);
  const { t } = useAuthCatalog();
  const chainName = useChainName();
  const description = nftDescription(nft, t, chainName(nft.nftChainId));
  return (
    <span role="img" aria-label={description} title={description} style={{ display: 'inline-flex' }}>
      {image ? (
        <Avatar size={size} src={image} alt="" data-nft-image="token" />
      ) : (
        <Avatar
          size={size}
          data-nft-image="fallback"
          style={{ background: nftColour(nft.nftAddress, nft.nftId), fontSize: Math.max(10, size / 3) }}
        >
          {tokenLabel(nft.nftId)}
        </Avatar>
      )}
    </span>
  );
}
