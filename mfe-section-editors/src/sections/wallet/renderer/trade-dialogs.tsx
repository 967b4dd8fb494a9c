import { useMemo } from 'react';
import { Button } from 'antd';
import { ExchangeScreen } from '../../../section-kit/trade/exchange-screen';
import { siteExchangeConfig, siteSwapConfig } from '../../../section-kit/trade/site-offer';
import { SiteTradeGate, TokensNotOffered } from '../../../section-kit/trade/site-trade';
import { SwapBox } from '../../../section-kit/trade/swap-box';
import { SWAP_LAYOUTS } from '../../../section-kit/trade/swap-layouts';
import { walletExchangeConfig, walletSwapConfig } from '../chain/trade-config';
import type { WalletToken } from '../chain/token-list';
import { exchangeTheme } from '../theme/antd-tokens';
import type { WalletLook } from '../theme/wallet-look';
import { Themed, WalletModal } from './themed';
import { useSectionEditorsCatalog } from '../../../i18n';

/** The dialog's side padding (antd's), added to the width the swap layout asks for. */
const MODAL_GUTTER_PX = 48;
/** The Mobile layout fills its box: the dialog is phone-wide. */
const FULL_WIDTH_SWAP_PX = 420;
const EXCHANGE_WIDTH_PX = 640;

export interface TradeDialogProps {
  look: WalletLook;
  open: boolean;
  onClose: () => void;
  /** The wallet's chain, which the trade is on. */
  chainId: number;
  chainName: string;
  /** The wallet's token list: its imported tokens are offered too. */
  tokens: readonly WalletToken[];
  /** Opens the wallet's network selector, from the note that the chain is not traded on. */
  onChangeNetwork: () => void;
}

/**
 * Swap: the swap section's own box, on the wallet's chain and in the wallet's swap variant, offering
 * what the site's Data → Tokens allows. Where the server has no quotes for the chain, or the site's
 * Data → Networks leaves it out, it says so instead, beside the network selector.
 */
export function SwapDialog(props: TradeDialogProps) {
  const { t } = useSectionEditorsCatalog();
  const { look, open, onClose, chainId, tokens, onChangeNetwork } = props;
  const config = useMemo(
    () => walletSwapConfig(chainId, look.swapVariant, tokens),
    [chainId, look.swapVariant, tokens],
  );
  const { maxWidth } = SWAP_LAYOUTS[look.swapVariant];
  const width = (typeof maxWidth === 'number' ? maxWidth : FULL_WIDTH_SWAP_PX) + MODAL_GUTTER_PX;
  return (
    <WalletModal look={look} kind="swap" open={open} title={t('swap.swap')} onClose={onClose} width={width}>
      {open ? (
        <SiteTradeGate chainId={chainId} action={<ChangeNetwork onClick={onChangeNetwork} />}>
          {(settings) => {
            const offered = siteSwapConfig(config, settings);
            return offered ? (
              <SwapBox key={JSON.stringify(offered)} config={offered} />
            ) : (
              <TokensNotOffered chainId={chainId} message="wallet.trade.noSwapTokens" />
            );
          }}
        </SiteTradeGate>
      ) : null}
    </WalletModal>
  );
}

/**
 * Exchange: the exchange section's market screen (pair, price, market order with the 25/50/75/100%
 * fill buttons) on the wallet's chain, in custom's exchange colours when set.
 */
export function ExchangeDialog(props: TradeDialogProps) {
  const { t } = useSectionEditorsCatalog();
  const { look, open, onClose, chainId, tokens, onChangeNetwork } = props;
  const config = useMemo(() => walletExchangeConfig(chainId, tokens), [chainId, tokens]);
  return (
    <WalletModal
      look={look}
      kind="exchange"
      open={open}
      title={t('exchange.region')}
      onClose={onClose}
      width={EXCHANGE_WIDTH_PX}
    >
      {open ? (
        <Themed theme={exchangeTheme(look.exchange)}>
          <SiteTradeGate chainId={chainId} action={<ChangeNetwork onClick={onChangeNetwork} />}>
            {(settings) => {
              const offered = siteExchangeConfig(config, settings);
              return offered ? (
                <ExchangeScreen
                  key={JSON.stringify(offered)}
                  config={offered}
                  marketBar={{
                    backgroundColor: look.exchange?.tokenInfoBarBackgroundColor,
                    textColor: look.exchange?.tokenInfoBarPrimaryTextColor,
                  }}
                  fillColours={{
                    active: look.exchange?.fillAmountButtonActiveColor,
                    activeText: look.exchange?.fillAmountButtonActiveTextColor,
                    inactive: look.exchange?.fillAmountButtonInactiveColor,
                    inactiveText: look.exchange?.fillAmountButtonInactiveTextColor,
                  }}
                />
              ) : (
                <TokensNotOffered chainId={chainId} message="wallet.trade.noMarkets" />
              );
            }}
          </SiteTradeGate>
        </Themed>
      ) : null}
    </WalletModal>
  );
}

/** Beside a refusal: the wallet's network selector, to trade on another chain. */
function ChangeNetwork({ onClick }: { onClick: () => void }) {
  const { t } = useSectionEditorsCatalog();
  return <Button onClick={onClick}>{t('wallet.trade.changeNetwork')}</Button>;
}
