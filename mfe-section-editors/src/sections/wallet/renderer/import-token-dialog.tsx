import { useId, useState } from 'react';
import { Alert, Button, Flex, Input } from 'antd';
import Form from 'antd/es/form';
import Descriptions from 'antd/es/descriptions';
import { erc20Abi, getAddress, isAddress } from 'viem';
import { useConfig } from 'wagmi';
import { readContracts } from 'wagmi/actions';
import { formatTokenAmount } from '../chain/format';
import { chainErrorMessage } from '../../../section-kit/wallet/wallet-error-text';
import { tokenFromReads, type TokenFound } from '../chain/lookup';
import type { ImportedToken } from '../chain/stored-assets';
import type { SaveOutcome } from '../chain/use-wallet-assets';
import type { WalletToken } from '../chain/token-list';
import type { WalletLook } from '../theme/wallet-look';
import { WalletModal } from './themed';
import { useSectionEditorsCatalog } from '../../../i18n';
import { useFormat } from '@suite/shared/react';

export interface ImportTokenDialogProps {
  look: WalletLook;
  open: boolean;
  onClose: () => void;
  owner: `0x${string}`;
  chainId: number;
  chainName: string;
  /** The tokens already listed on this chain (stablecoins and earlier imports). */
  listed: readonly WalletToken[];
  /** The contract to start with: a scanned payment link's token. */
  initialContract?: string;
  /** Saves the token with the wallet's lists (on a site, once the wallet signs them). */
  onImport: (token: ImportedToken) => Promise<SaveOutcome>;
  /** The token is saved: the dialog is done (it closes, or the Send that asked for it goes on). */
  onImported: () => void;
}

/** Import an ERC-20 by its contract address: its symbol, decimals and balance are read on chain. */
export function ImportTokenDialog(props: ImportTokenDialogProps) {
  const { t } = useSectionEditorsCatalog();
  return (
    <WalletModal
      look={props.look}
      kind="importToken"
      open={props.open}
      title={t('wallet.actions.importToken')}
      onClose={props.onClose}
    >
      {props.open ? <ImportTokenForm {...props} /> : null}
    </WalletModal>
  );
}

function ImportTokenForm({
  owner,
  chainId,
  chainName,
  listed,
  initialContract,
  onImport,
  onImported,
}: ImportTokenDialogProps) {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const config = useConfig();
  const inputId = useId();
  const [address, setAddress] = useState(initialContract ?? '');
  const [error, setError] = useState<string | null>(null);
  const [looking, setLooking] = useState(false);
  const [found, setFound] = useState<(TokenFound & { address: `0x${string}` }) | null>(null);
  const [importing, setImporting] = useState(false);
  const [notSaved, setNotSaved] = useState<string | null>(null);

  // Closed only once saved: a refused signature or a failed save leaves the token to import again.
  async function importFound(token: ImportedToken) {
    setImporting(true);
    setNotSaved(null);
    const outcome = await onImport(token);
    setImporting(false);
    if (outcome.saved) onImported();
    else setNotSaved(outcome.message);
  }

  async function lookUp() {
    const value = address.trim();
    setFound(null);
    if (!isAddress(value, { strict: false })) {
      setError(t('wallet.import.contractInvalid'));
      return;
    }
    const contract = getAddress(value);
    if (listed.some((token) => token.address?.toLowerCase() === contract.toLowerCase())) {
      setError(t('wallet.import.alreadyListed'));
      return;
    }
    setLooking(true);
    setError(null);
    try {
      const token = { chainId, address: contract, abi: erc20Abi } as const;
      const reads = await readContracts(config, {
        allowFailure: true,
        contracts: [
          { ...token, functionName: 'symbol' },
          { ...token, functionName: 'name' },
          { ...token, functionName: 'decimals' },
          { ...token, functionName: 'balanceOf', args: [owner] },
        ],
      });
      const result = tokenFromReads(reads);
      if (result) setFound({ ...result, address: contract });
      else setError(t('wallet.import.noToken', { chain: chainName }));
    } catch (readError) {
      setError(chainErrorMessage(readError, t));
    } finally {
      setLooking(false);
    }
  }

  return (
    <Flex vertical gap={16}>
      <Form layout="vertical" component={false}>
        <Form.Item
          label={t('wallet.import.tokenContract')}
          htmlFor={inputId}
          validateStatus={error ? 'error' : undefined}
          help={error ?? t('wallet.import.tokenContractHelp', { chain: chainName })}
        >
          <Flex gap={8}>
            <Input
              id={inputId}
              placeholder="0x…"
              autoComplete="off"
              value={address}
              onChange={(event) => {
                setAddress(event.target.value);
                setError(null);
                setFound(null);
                setNotSaved(null);
              }}
              onPressEnter={() => void lookUp()}
            />
            <Button onClick={() => void lookUp()} loading={looking} disabled={!address.trim()}>
              {t('wallet.import.lookUp')}
            </Button>
          </Flex>
        </Form.Item>
      </Form>
      {found ? (
        <>
          <Descriptions
            size="small"
            column={1}
            bordered
            items={[
              { key: 'symbol', label: t('fields.symbol'), children: found.symbol },
              { key: 'name', label: t('swap.fields.token.name'), children: found.name },
              { key: 'decimals', label: t('fields.decimals'), children: found.decimals },
              {
                key: 'balance',
                label: t('wallet.import.yourBalance'),
                children:
                  found.balance !== undefined
                    ? formatTokenAmount(found.balance, found.decimals, locale)
                    : '—',
              },
            ]}
          />
          {notSaved ? (
            <Alert type="error" showIcon title={t('wallet.assets.notSaved')} description={notSaved} />
          ) : null}
          <Flex justify="flex-end">
            <Button
              type="primary"
              loading={importing}
              onClick={() =>
                void importFound({
                  chainId,
                  address: found.address,
                  symbol: found.symbol,
                  name: found.name,
                  decimals: found.decimals,
                })
              }
            >
              {t('wallet.import.importSymbol', { symbol: found.symbol })}
            </Button>
          </Flex>
        </>
      ) : null}
    </Flex>
  );
}
