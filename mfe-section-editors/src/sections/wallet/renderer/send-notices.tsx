import { Alert, Flex, Typography } from 'antd';
import { copyableText, useChainName } from '@suite/shared/react';
import type { WalletLook } from '../theme/wallet-look';
import { WalletButton } from './themed';
import { useSectionEditorsCatalog } from '../../../i18n';

/**
 * A scanned payment link for another chain than the wallet's: nothing can be sent (the money would
 * arrive on the wrong chain) until the wallet switches, which `onSwitchChain` does when the site offers it.
 */
export function OtherChainNotice({
  look,
  chainId,
  askedChainId,
  onSwitchChain,
}: {
  look: WalletLook;
  chainId: number;
  askedChainId: number;
  onSwitchChain?: (chainId: number) => void;
}) {
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  const asked = chainName(askedChainId);
  return (
    <Alert
      type="warning"
      showIcon
      title={t('wallet.send.otherChain', { asked, chain: chainName(chainId) })}
      description={onSwitchChain ? undefined : t('wallet.send.chainNotOffered', { asked })}
      action={
        onSwitchChain ? (
          <WalletButton colours={look.buttons.send} onClick={() => onSwitchChain(askedChainId)}>
            {t('wallet.send.switchTo', { asked })}
          </WalletButton>
        ) : undefined
      }
    />
  );
}

/**
 * A scanned payment link in a token the wallet does not list on its chain: sending the native
 * currency (or any other token) instead would pay the wrong thing, so it is refused, with Import
 * token when the wallet offers it.
 */
export function UnlistedTokenNotice({
  look,
  contract,
  onImportToken,
}: {
  look: WalletLook;
  contract: `0x${string}`;
  onImportToken?: (contract: `0x${string}`) => void;
}) {
  const { t } = useSectionEditorsCatalog();
  return (
    <Alert
      type="warning"
      showIcon
      title={t('wallet.send.notListed')}
      description={
        <Flex vertical gap={4}>
          <Typography.Text code copyable={copyableText()}>
            {contract}
          </Typography.Text>
          <span>
            {onImportToken ? t('wallet.send.notListedImport') : t('wallet.send.notListedElsewhere')}
          </span>
        </Flex>
      }
      action={
        onImportToken ? (
          <WalletButton colours={look.buttons.importToken} onClick={() => onImportToken(contract)}>
            {t('wallet.actions.importToken')}
          </WalletButton>
        ) : undefined
      }
    />
  );
}
