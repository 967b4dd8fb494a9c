import type { ReactNode } from 'react';
import { Button, Flex, Skeleton, Typography, type DescriptionsProps } from 'antd';
import Descriptions from 'antd/es/descriptions';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { chainName, nftExplorerUrl, shortenAddress } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { useNftMetadata } from '../../api/nft-metadata';

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
  const lookup = useNftMetadata(nft);
  let onChain: ReactNode;
  if (lookup.error) {
    onChain = (
      <Flex gap={8} align="center" wrap>
        <Typography.Text type="danger">
          Could not read it on chain: {apiErrorMessage(lookup.error)}
        </Typography.Text>
        <Button size="small" onClick={lookup.retry}>
          Retry
        </Button>
      </Flex>
    );
  } else if (lookup.isLoading || !lookup.data) {
    onChain = (
      <span role="status" aria-label="Reading on chain">
        <Skeleton.Input active size="small" />
      </span>
    );
  } else {
    onChain = lookup.data.symbol ? `${lookup.data.name} · ${lookup.data.symbol}` : lookup.data.name;
  }
  const rows: DescriptionItems = [{ key: 'on-chain', label: 'On chain', children: onChain }];
  const tokenURI = lookup.data?.tokenURI;
  if (showMetadataLink && nft.tokenId !== undefined && lookup.data) {
    rows.push({
      key: 'metadata',
      label: 'Metadata',
      children: tokenURI ? (
        tokenURI.startsWith('data:') ? (
          'Stored on chain (a data: URI)'
        ) : isHttpUrl(tokenURI) ? (
          <a href={tokenURI} target="_blank" rel="noopener noreferrer">
            {tokenURI}
          </a>
        ) : (
          <Typography.Text copyable>{tokenURI}</Typography.Text>
        )
      ) : (
        'The contract gives no metadata address for this token.'
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
  const onChain = useOnChainRows(nft, showMetadataLink);
  const contractRows: DescriptionItems = [
    { key: 'chain', label: 'Chain', children: chainName(nft.chainId) },
    {
      key: 'contract',
      label: 'Contract',
      children: (
        <Typography.Text copyable={{ text: nft.contractAddress }} title={nft.contractAddress}>
          {shortenAddress(nft.contractAddress)}
        </Typography.Text>
      ),
    },
    ...(nft.tokenId === undefined ? [] : [{ key: 'token', label: 'Token ID', children: nft.tokenId }]),
  ];
  // Without the contract rows, the lookup's progress and failure still show until the metadata does.
  const metadata = onChain.filter((row) => row.key === 'metadata');
  const items = showContract ? [...contractRows, ...onChain] : metadata.length > 0 ? metadata : onChain;
  if (items.length === 0) return null;
  return <Descriptions size="small" column={1} items={items} />;
}

/** A link to the collection or NFT on its chain's explorer; nothing for a chain without one. */
export function ExplorerLink({ nft, size }: { nft: NftRef; size?: 'small' | 'middle' }) {
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
      View on explorer
    </Button>
  );
}
