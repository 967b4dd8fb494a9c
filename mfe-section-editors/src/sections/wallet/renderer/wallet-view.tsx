import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Flex } from 'antd';
import { useChainName } from '@suite/shared/react';
import type { WalletComponent } from '@suite/shared/sections';
import { useSiteTradeSettings } from '../../../api/site-content';
import { useSectionScope } from '../../../section-kit/section-scope';
import { searchTokens } from '../chain/token-list';
import { useTokenBalances } from '../chain/use-token-balances';
import { useWalletAssets } from '../chain/use-wallet-assets';
import { useSendTransfer } from '../chain/use-send-transfer';
import { useWalletChain } from '../chain/use-wallet-chain';
import type { WalletLook, WalletVisibility } from '../theme/wallet-look';
import { ActionButtons } from './action-buttons';
import { ActivityTable } from './activity-table';
import { AssetsStatus } from './assets-status';
import { BalancePart } from './balance-part';
import { ConnectedDialogs, type WalletDialog } from './connected-dialogs';
import { NetworkModal } from './network-modal';
import { NftGallery } from './nft-gallery';
import { SearchPart } from './search-part';
import { TabsPart, WALLET_TAB_LABELS, type WalletTab } from './tabs-part';
import { TokenTable } from './token-table';
import { TransferNotice } from './transfer-progress';
import { ExchangeDialog, SwapDialog } from './trade-dialogs';
import { useSectionEditorsCatalog } from '../../../i18n';

/** The wallet: its parts in the configured order, and its dialogs. */
export function WalletView({ look, visibility }: { look: WalletLook; visibility: WalletVisibility }) {
  const { t } = useSectionEditorsCatalog();
  const { siteId } = useSectionScope();
  const queryClient = useQueryClient();
  // Data → Networks and Data → Tokens of the site (none outside a site: every network, the stablecoins).
  const siteSettings = useSiteTradeSettings(siteId);
  const wallet = useWalletChain(siteSettings.data);
  const { address, chainId } = wallet;
  const nameOfChain = useChainName();
  const chainName = nameOfChain(chainId);
  const assets = useWalletAssets(address);
  const { tokens, nfts } = assets;
  const setTokens = (next: typeof tokens) => void assets.save({ tokens: next });
  const setNfts = (next: typeof nfts) => void assets.save({ nfts: next });
  const balances = useTokenBalances(wallet, tokens, siteSettings.data?.tokens);
  const [dialog, setDialog] = useState<WalletDialog | null>(null);
  // Followed here, not in Send: closing the dialog does not stop watching a transfer under way.
  const transfer = useSendTransfer(() => {
    balances.refetch();
    // A mined send is a new line of the activity (and may change the NFTs owned).
    void queryClient.invalidateQueries({ queryKey: ['suite-wallet', 'activity'] });
  });
  const [query, setQuery] = useState('');
  const [hideZero, setHideZero] = useState(false);
  const [chosenTab, setChosenTab] = useState<WalletTab>('tokens');

  const tabs = useMemo<WalletTab[]>(
    () => [
      'tokens',
      ...(visibility.nfts ? ['nfts' as const] : []),
      ...(visibility.activity ? ['activity' as const] : []),
    ],
    [visibility.nfts, visibility.activity],
  );
  const tab = tabs.includes(chosenTab) ? chosenTab : 'tokens';
  const close = useCallback(() => setDialog(null), []);
  const search = visibility.search ? query : '';
  const tokenRows = searchTokens(balances.rows, search).filter(
    (row) => !hideZero || row.balance === undefined || row.balance > 0n,
  );

  const content: Record<WalletTab, ReactNode> = {
    tokens: (
      <TokenTable
        look={look}
        rows={tokenRows}
        connected={Boolean(address)}
        loading={balances.isLoading}
        onSend={visibility.sendAction ? (row) => setDialog({ kind: 'send', tokenKey: row.key }) : undefined}
        onRemove={(row) => setTokens(tokens.filter((token) => token.address.toLowerCase() !== row.key))}
        emptiedBy={search ? 'search' : hideZero ? 'hideZero' : undefined}
        editable={assets.editable}
      />
    ),
    nfts: (
      <NftGallery
        look={look}
        owner={address}
        chainId={chainId}
        nfts={nfts}
        onNftsChange={setNfts}
        loading={assets.loading}
        editable={assets.editable}
        search={search}
        onImport={() => setDialog({ kind: 'importNft' })}
      />
    ),
    activity: (
      <ActivityTable look={look} address={address} chainId={chainId} tokens={balances.rows} search={search} />
    ),
  };

  const parts: Record<WalletComponent, ReactNode> = {
    balance: (
      <BalancePart
        look={look}
        visibility={visibility}
        wallet={wallet}
        rows={balances.rows}
        loading={balances.isLoading}
        error={balances.error}
        onRetry={balances.refetch}
        onOpenNetworks={() => setDialog({ kind: 'network' })}
      />
    ),
    actions: (
      <ActionButtons
        look={look}
        visibility={visibility}
        connected={Boolean(address)}
        canImportToken={assets.editable}
        onSend={() => setDialog({ kind: 'send' })}
        onReceive={() => setDialog({ kind: 'receive' })}
        onScan={() => setDialog({ kind: 'scan' })}
        onImportToken={() => setDialog({ kind: 'importToken' })}
        onSwap={() => setDialog({ kind: 'swap' })}
        onExchange={() => setDialog({ kind: 'exchange' })}
      />
    ),
    search: visibility.search ? (
      <SearchPart
        look={look}
        query={query}
        onQueryChange={setQuery}
        hideZeroBalances={hideZero}
        onHideZeroBalancesChange={setHideZero}
      />
    ) : null,
    tabs: <TabsPart look={look} tabs={tabs} active={tab} onChange={setChosenTab} />,
    content: (
      <div role="region" aria-label={t(WALLET_TAB_LABELS[tab])}>
        {content[tab]}
      </div>
    ),
  };

  return (
    <section
      aria-label={t('catalog.wallet.title')}
      style={{ position: 'relative', overflow: 'hidden', ...look.frame }}
    >
      {look.blurredBackground ? (
        <div aria-hidden style={{ position: 'absolute', inset: -48, ...look.blurredBackground }} />
      ) : null}
      <div style={{ position: 'relative', maxWidth: 760, margin: '0 auto', ...look.panel }}>
        <Flex vertical gap={look.layout.gap}>
          <AssetsStatus
            assets={assets}
            siteSettingsError={siteSettings.error}
            onRetrySiteSettings={() => void siteSettings.mutate()}
          />
          {address && transfer.state.step !== 'idle' && dialog?.kind !== 'send' ? (
            <TransferNotice
              chainId={transfer.chainId ?? chainId}
              state={transfer.state}
              onShow={() => setDialog({ kind: 'send' })}
              onDismiss={transfer.reset}
            />
          ) : null}
          {look.layout.order.map((part) => (
            <div key={part}>{parts[part]}</div>
          ))}
        </Flex>
      </div>
      <NetworkModal
        look={look}
        open={dialog?.kind === 'network'}
        chainId={chainId}
        networks={wallet.networks}
        switching={wallet.switching}
        onSelect={(next) => {
          void wallet.selectChain(next).then(close);
        }}
        onClose={close}
      />
      {/* Swap and Exchange quote with no wallet connected; trading asks to connect one. */}
      <SwapDialog
        look={look}
        open={dialog?.kind === 'swap'}
        onClose={close}
        chainId={chainId}
        chainName={chainName}
        tokens={balances.rows}
        onChangeNetwork={() => setDialog({ kind: 'network' })}
      />
      <ExchangeDialog
        look={look}
        open={dialog?.kind === 'exchange'}
        onClose={close}
        chainId={chainId}
        chainName={chainName}
        tokens={balances.rows}
        onChangeNetwork={() => setDialog({ kind: 'network' })}
      />
      {address ? (
        <ConnectedDialogs
          look={look}
          importTokenShown={visibility.importToken}
          dialog={dialog}
          onDialogChange={setDialog}
          address={address}
          wallet={wallet}
          chainName={chainName}
          balances={balances}
          assets={assets}
          siteTokensLoading={siteSettings.isLoading}
          transfer={transfer}
        />
      ) : null}
    </section>
  );
}
