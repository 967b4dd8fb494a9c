import type { ScannedAddress } from '../chain/scan';
import type { SendTransfer } from '../chain/use-send-transfer';
import { withNft, withToken } from '../chain/stored-assets';
import type { TokenBalances } from '../chain/use-token-balances';
import type { WalletAssetsState } from '../chain/use-wallet-assets';
import type { WalletChain } from '../chain/use-wallet-chain';
import type { WalletLook } from '../theme/wallet-look';
import { ImportNftDialog } from './import-nft-dialog';
import { ImportTokenDialog } from './import-token-dialog';
import { ReceiveDialog } from './receive-dialog';
import { ScanDialog } from './scan-dialog';
import { SendDialog } from './send-dialog';

export type WalletDialog =
  | { kind: 'network' }
  | { kind: 'send'; tokenKey?: string; scanned?: ScannedAddress }
  | { kind: 'receive' }
  | { kind: 'scan' }
  /** `resume`: the scanned link whose token is imported, sent once it is. */
  | { kind: 'importToken'; contract?: `0x${string}`; resume?: ScannedAddress }
  | { kind: 'importNft' }
  | { kind: 'swap' }
  | { kind: 'exchange' };

export interface ConnectedDialogsProps {
  look: WalletLook;
  /** Import token is one of the wallet's actions (the settings may hide it). */
  importTokenShown: boolean;
  dialog: WalletDialog | null;
  onDialogChange: (dialog: WalletDialog | null) => void;
  address: `0x${string}`;
  wallet: WalletChain;
  chainName: string;
  balances: TokenBalances;
  assets: WalletAssetsState;
  /** The site's token list is still read. */
  siteTokensLoading: boolean;
  /** The wallet's transfer, followed beyond the Send dialog. */
  transfer: SendTransfer;
}

/** The dialogs that need the connected wallet: Send, Receive, Scan, Import token and Import NFT. */
export function ConnectedDialogs({
  look,
  importTokenShown,
  dialog,
  onDialogChange,
  address,
  wallet,
  chainName,
  balances,
  assets,
  siteTokensLoading,
  transfer,
}: ConnectedDialogsProps) {
  const { chainId } = wallet;
  const close = () => onDialogChange(null);
  // A settled transfer is done with once seen; one under way is still followed, shown beside the wallet.
  const closeSend = () => {
    if (!transfer.busy) transfer.reset();
    close();
  };
  const sendScan = dialog?.kind === 'send' ? dialog.scanned : undefined;

  // Send picks the link's token from the list of the link's chain, once the wallet is on it.
  function onScanned(scanned: ScannedAddress) {
    if (scanned.chainId && scanned.chainId !== chainId) void wallet.selectChain(scanned.chainId);
    onDialogChange({ kind: 'send', scanned });
  }

  return (
    <>
      <SendDialog
        look={look}
        open={dialog?.kind === 'send'}
        onClose={closeSend}
        chainId={chainId}
        rows={balances.rows}
        sender={address}
        listsLoading={assets.loading || siteTokensLoading}
        initialTokenKey={dialog?.kind === 'send' ? dialog.tokenKey : undefined}
        scanned={sendScan}
        onSwitchChain={
          sendScan?.chainId !== undefined &&
          wallet.networks.some((network) => network.id === sendScan.chainId)
            ? (next) => void wallet.selectChain(next)
            : undefined
        }
        onImportToken={
          importTokenShown && assets.editable
            ? (contract) => onDialogChange({ kind: 'importToken', contract, resume: sendScan })
            : undefined
        }
        transfer={transfer}
      />
      <ReceiveDialog
        look={look}
        open={dialog?.kind === 'receive'}
        address={address}
        chainName={wallet.chain ? chainName : undefined}
        onClose={close}
      />
      <ScanDialog look={look} open={dialog?.kind === 'scan'} onClose={close} onAddress={onScanned} />
      <ImportTokenDialog
        look={look}
        open={dialog?.kind === 'importToken'}
        onClose={close}
        owner={address}
        chainId={chainId}
        chainName={chainName}
        listed={balances.rows}
        initialContract={dialog?.kind === 'importToken' ? dialog.contract : undefined}
        onImport={(token) => assets.save({ tokens: withToken(assets.tokens, token) })}
        onImported={() => {
          const resume = dialog?.kind === 'importToken' ? dialog.resume : undefined;
          onDialogChange(resume ? { kind: 'send', scanned: resume } : null);
        }}
      />
      <ImportNftDialog
        open={dialog?.kind === 'importNft'}
        onClose={close}
        owner={address}
        chainId={chainId}
        chainName={chainName}
        onImport={(nft) => assets.save({ nfts: withNft(assets.nfts, nft) })}
      />
    </>
  );
}
