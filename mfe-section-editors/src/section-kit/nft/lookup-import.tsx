import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import CloudDownloadOutlined from '@ant-design/icons/CloudDownloadOutlined';
import type { Asset, AssetLookupInput } from '@suite/shared';
import { AssetLookupInputSchema } from '@suite/shared/schemas';
import { useApiErrorMessage } from '@suite/shared/react';
import { useAssetImport } from '../../api/onchain';
import { keyPart } from '../../api/read';
import { useSectionEditorsCatalog } from '../../i18n';

export interface LookupImportProps {
  /** What to look up: the chain, contract and (for an NFT) token id as the form holds them. */
  input: AssetLookupInput;
  /** Called with what the chain says; the form prefills its title (or name) from it. */
  onFound: (asset: Asset) => void;
  /** Says what must be filled in before Import can ask. */
  incompleteHelp: string;
}

/** The same lookup asked again is the same question: its answer stays shown until the input changes. */
function lookupKey({ chainId, contractAddress, tokenId }: AssetLookupInput): string {
  return `${keyPart(chainId)}:${contractAddress.toLowerCase()}:${keyPart(tokenId)}`;
}

type Outcome = { key: string; asset: Asset } | { key: string; error: unknown };

/**
 * The Import action of an NFT or collection form: reads the collection (and token) on chain through
 * the API, shows progress while it reads and a clear message when it fails, and hands the answer
 * to the form.
 */
export function LookupImport({ input, onFound, incompleteHelp }: LookupImportProps) {
  const errorMessage = useApiErrorMessage();
  const { t } = useSectionEditorsCatalog();
  const { trigger, isMutating } = useAssetImport();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const parsed = AssetLookupInputSchema.safeParse(input);
  const key = lookupKey(input);
  const current = outcome?.key === key ? outcome : null;

  async function lookUp() {
    if (!parsed.success) return;
    try {
      const asset = await trigger(input);
      setOutcome({ key, asset });
      onFound(asset);
    } catch (error) {
      setOutcome({ key, error });
    }
  }

  return (
    <Flex vertical gap={8} style={{ marginBottom: 16 }}>
      <Flex gap={8} align="center" wrap>
        <Button
          icon={<CloudDownloadOutlined aria-hidden />}
          onClick={() => void lookUp()}
          loading={isMutating}
          disabled={!parsed.success}
        >
          {isMutating ? t('items.importing') : t('assetStore.importTab')}
        </Button>
        {parsed.success ? null : <Typography.Text type="secondary">{incompleteHelp}</Typography.Text>}
      </Flex>
      {current && 'error' in current ? (
        <Alert
          type="error"
          showIcon
          title={t('items.importFailed')}
          description={errorMessage(current.error)}
        />
      ) : null}
      {current && 'asset' in current ? (
        <Alert
          type="success"
          showIcon
          title={t('items.imported', { name: current.asset.name, symbol: current.asset.symbol })}
        />
      ) : null}
    </Flex>
  );
}
