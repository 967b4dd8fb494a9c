import type { ReactNode } from 'react';
import { Button, Flex, Skeleton, Typography, type DescriptionsProps } from 'antd';
import Descriptions from 'antd/es/descriptions';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { shortenAddress } from '@suite/shared';
import { nftExplorerUrl } from '@suite/shared/sections';
import { copyableText, useApiErrorMessage, useChainName } from '@suite/shared/react';
import { useNftMetadata } from '../../api/nft-metadata';
import { useSectionEditorsCatalog } from '../../i18n';

type DescriptionItems = NonNullable<DescriptionsProps['items']>;

export interface NftRef {
  chainId: number;
  contractAddress: string;
  /** Absent for a collection. */
  tokenId?: string;
}

function isHttpUrl(value: string): boolean {
  return /^https?:\/\//i.test(value);
}

/**
 * What the chain says of a collection or NFT: its name and symbol (and the token's metadata address),
 * with loading and error states, for visitors too (the API's public NFT read).
 */
function useOnChainRows(nft: NftRef, showMetadataLink: boolean): DescriptionItems {
  const errorMessage = useApiErrorMessage();
  const { t } = useSectionEditorsCatalog();
  const lookup = useNftMetadata(nft);
  let onChain: ReactNode;
  if (lookup.error) {
    onChain = (
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="danger">
          {t('items.readFailed', { reason: errorMessage(lookup.error) })}
        </Typography.Text>
        <Button size="small" onClick={lookup.retry}>
          {t('common.retry')}
        </Button>
      </Flex>
    );
  } else if (lookup.isLoading || !lookup.data) {
    onChain = (
      <span role="status" aria-label={t('items.reading')}>
        <Skeleton.Input active size="small" />
      </span>
    );
  } else {
    onChain = lookup.data.symbol ? `${lookup.data.name} · ${lookup.data.symbol}` : lookup.data.name;
  }
  const rows: DescriptionItems = [{ key: 'on-chain', label: t('items.onChain'), children: onChain }];
  const tokenURI = lookup.data?.tokenURI;
  if (showMetadataLink && nft.tokenId !== undefined && lookup.data) {
    rows.push({
      key: 'metadata',
      label: t('items.metadata'),
      children: tokenURI ? (
        tokenURI.startsWith('data:') ? (
          t('items.metadataOnChain')
        ) : isHttpUrl(tokenURI) ? (
          <a href={tokenURI} target="_blank" rel="noopener noreferrer">
            {tokenURI}
          </a>
        ) : (
          <Typography.Text copyable={copyableText()}>{tokenURI}</Typography.Text>
        )
      ) : (
        t('items.noMetadataAddress')
      ),
    });
  }
  return rows;
}

/**
 * The contract details of a collection or NFT: chain, contract, token and what the chain says; with
 * `showContract` off, only the metadata address (when `showMetadataLink` is on).
 */
export function NftDetails({
  nft,
  showContract = true,
  showMetadataLink = false,
}: {
  nft: NftRef;
  showContract?: boolean;
  showMetadataLink?: boolean;
}) {
  const { t } = useSectionEditorsCatalog();
  const onChain = useOnChainRows(nft, showMetadataLink);
  const chainName = useChainName();
  const contractRows: DescriptionItems = [
    { key: 'chain', label: t('fields.chain'), children: chainName(nft.chainId) },
    {
      key: 'contract',
      label: t('items.contract'),
      children: (
        <Typography.Text copyable={copyableText(nft.contractAddress)} title={nft.contractAddress}>
          {shortenAddress(nft.contractAddress)}
        </Typography.Text>
      ),
    },
    ...(nft.tokenId === undefined
      ? []
      : [{ key: 'token', label: t('fields.tokenId'), children: nft.tokenId }]),
  ];
  // Without the contract rows, the lookup's progress and failure still show until the metadata does.
  const metadata = onChain.filter((row) => row.key === 'metadata');
  const items = showContract ? [...contractRows, ...onChain] : metadata.length > 0 ? metadata : onChain;
  if (items.length === 0) return null;
  return <Descriptions size="small" column={1} items={items} />;
}

/** A link to the collection or NFT on its chain's explorer; nothing for a chain without one. */
export function ExplorerLink({ nft, size }: { nft: NftRef; size?: 'small' | 'middle' }) {
  const { t } = useSectionEditorsCatalog();
  const url = nftExplorerUrl(nft.chainId, nft.contractAddress, nft.tokenId);
  if (!url) return null;
  return (
    <Button
      size={size}
      href={url}
      target="_blank"
      rel="noopener noreferrer"
      icon={<ExportOutlined aria-hidden />}
    >
      {t('common.viewOnExplorer')}
    </Button>
  );
}
