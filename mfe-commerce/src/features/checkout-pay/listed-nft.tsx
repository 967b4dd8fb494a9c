import { Typography } from 'antd';
import { nftExplorerUrl, shortenAddress, type ListedNft } from '@suite/shared';
import { copyableText, useChainName } from '@suite/shared/react';
import { usePayCatalog } from './i18n';

/**
 * The NFT an asset store listing sells (`Token #2 of 0x5FbD…0aa3 on Ethereum`): on the pay page, the
 * buyer's receipt and the seller's order, linked to the chain's explorer where it has one, the whole
 * contract to copy where it has none (the local chain).
 */
export function ListedNftText({ nft }: { nft: ListedNft }) {
  const { t } = usePayCatalog();
  const chainName = useChainName();
  const text = t('pay.listedNft', {
    tokenId: nft.tokenId,
    contract: shortenAddress(nft.contractAddress),
    network: chainName(nft.chainId),
  });
  const href = nftExplorerUrl(nft.chainId, nft.contractAddress, nft.tokenId);
  return href ? (
    <Typography.Link href={href} target="_blank" rel="noopener noreferrer">
      {text}
    </Typography.Link>
  ) : (
    <Typography.Text copyable={copyableText(nft.contractAddress)}>{text}</Typography.Text>
  );
}
