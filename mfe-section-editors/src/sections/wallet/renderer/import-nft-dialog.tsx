import { useId, useState } from 'react';
import { Alert, Button, Flex, Input, Modal } from 'antd';
import Form from 'antd/es/form';
import { erc721Abi, getAddress, isAddress } from 'viem';
import { useConfig } from 'wagmi';
import { readContracts } from 'wagmi/actions';
import { chainErrorMessage } from '../../../section-kit/wallet/wallet-error-text';
import { nftImportProblem } from '../chain/lookup';
import type { ImportedNft } from '../chain/stored-assets';
import type { SaveOutcome } from '../chain/use-wallet-assets';
import { useSectionEditorsCatalog } from '../../../i18n';

export interface ImportNftDialogProps {
  open: boolean;
  onClose: () => void;
  owner: `0x${string}`;
  chainId: number;
  chainName: string;
  /** Saves the NFT in the wallet's lists (the wallet signs the save); the dialog closes once saved. */
  onImport: (nft: ImportedNft) => Promise<SaveOutcome>;
}

/** Import an ERC-721 by contract and token id, once the chain says this wallet owns it. */
export function ImportNftDialog(props: ImportNftDialogProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <Modal
      open={props.open}
      title={t('wallet.import.nftTitle')}
      onCancel={props.onClose}
      footer={null}
      destroyOnHidden
    >
      {props.open ? <ImportNftForm {...props} /> : null}
    </Modal>
  );
}

function ImportNftForm({ onClose, owner, chainId, chainName, onImport }: ImportNftDialogProps) {
  const { t } = useSectionEditorsCatalog();
  const config = useConfig();
  const contractId = useId();
  const tokenIdId = useId();
  const [contract, setContract] = useState('');
  const [tokenId, setTokenId] = useState('');
  const [errors, setErrors] = useState<{ contract?: string; tokenId?: string; chain?: string }>({});
  const [checking, setChecking] = useState(false);
  const [notSaved, setNotSaved] = useState<string | null>(null);

  // Closed only once saved: a refused signature or a failed save leaves the NFT to import again.
  async function submit() {
    // Enter while the NFT is being checked is the same import: one check, one signature.
    if (checking) return;
    const next: typeof errors = {};
    if (!isAddress(contract.trim(), { strict: false })) next.contract = t('wallet.import.contractInvalid');
    if (!/^\d+$/.test(tokenId.trim())) next.tokenId = t('wallet.import.tokenIdInvalid');
    setErrors(next);
    setNotSaved(null);
    if (next.contract || next.tokenId) return;
    const address = getAddress(contract.trim());
    const id = BigInt(tokenId.trim()).toString();
    setChecking(true);
    try {
      const nft = { chainId, address, abi: erc721Abi } as const;
      const [ownerOf, name] = await readContracts(config, {
        allowFailure: true,
        contracts: [
          { ...nft, functionName: 'ownerOf', args: [BigInt(id)] },
          { ...nft, functionName: 'name' },
        ],
      });
      const problem = nftImportProblem(ownerOf, owner, id, chainName, t);
      if (problem) {
        setErrors({ chain: problem });
        return;
      }
      const outcome = await onImport({
        chainId,
        address,
        tokenId: id,
        collectionName: name.status === 'success' ? name.result.slice(0, 200) : undefined,
        favorite: false,
        hidden: false,
      });
      if (outcome.saved) onClose();
      else setNotSaved(outcome.message);
    } catch (readError) {
      setErrors({ chain: chainErrorMessage(readError, t) });
    } finally {
      setChecking(false);
    }
  }

  return (
    <Flex vertical gap={8}>
      <Form layout="vertical" component={false}>
        <Form.Item
          label={t('fields.contractAddress')}
          htmlFor={contractId}
          validateStatus={errors.contract ? 'error' : undefined}
          help={errors.contract}
        >
          <Input
            id={contractId}
            placeholder="0x…"
            autoComplete="off"
            value={contract}
            onChange={(event) => setContract(event.target.value)}
          />
        </Form.Item>
        <Form.Item
          label={t('wallet.import.tokenId')}
          htmlFor={tokenIdId}
          validateStatus={errors.tokenId || errors.chain ? 'error' : undefined}
          help={errors.tokenId ?? errors.chain}
        >
          <Input
            id={tokenIdId}
            inputMode="numeric"
            autoComplete="off"
            value={tokenId}
            onChange={(event) => setTokenId(event.target.value)}
            onPressEnter={() => void submit()}
          />
        </Form.Item>
      </Form>
      {notSaved ? (
        <Alert type="error" showIcon title={t('wallet.assets.notSaved')} description={notSaved} />
      ) : null}
      <Flex justify="flex-end">
        <Button
          type="primary"
          loading={checking}
          onClick={() => void submit()}
          disabled={!contract.trim() || !tokenId.trim()}
        >
          {t('wallet.import.nftTitle')}
        </Button>
      </Flex>
    </Flex>
  );
}
