import { useMemo } from 'react';
import { Alert, Button } from 'antd';
import { useSwapStatus } from '../../../api/swap';
import { ExchangeScreen } from '../../exchange/renderer';
import { QuoteServiceGate } from '../../swap/quote-status';
import { SwapBox } from '../../swap/swap-box';
import { SWAP_LAYOUTS } from '../../swap/swap-layouts';
import { tradesOn, walletExchangeConfig, walletSwapConfig } from '../chain/trade-config';
import type { WalletToken } from '../chain/token-list';
import { exchangeTheme } from '../theme/antd-tokens';
import type { WalletLook } from '../theme/wallet-look';
import { Themed, WalletModal } from './themed';

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
 * Swap: the swap section's own box, on the wallet's chain and in the wallet's swap variant. Where
 * the server has no quote service, or the chain has none, it says so instead.
 */
export function SwapDialog(props: TradeDialogProps) {
  const { look, open, onClose, chainId, tokens } = props;
  const { data: status } = useSwapStatus();
  const config = useMemo(
    () => walletSwapConfig(chainId, look.swapVariant, tokens),
    [chainId, look.swapVariant, tokens],
  );
  const { maxWidth } = SWAP_LAYOUTS[look.swapVariant];
  const width = (typeof maxWidth === 'number' ? maxWidth : FULL_WIDTH_SWAP_PX) + MODAL_GUTTER_PX;
  return (
    <WalletModal look={look} kind="swap" open={open} title="Swap" onClose={onClose} width={width}>
      {open ? (
        <QuoteServiceGate>
          {tradesOn(chainId, status?.chainIds) ? (
            <SwapBox key={chainId} config={config} />
          ) : (
            <NotTradedHere action="Swaps" {...props} />
          )}
        </QuoteServiceGate>
      ) : null}
    </WalletModal>
  );
}

/**
 * Exchange: the exchange section's market screen (pair, price, market order with the 25/50/75/100%
 * fill buttons) on the wallet's chain, in custom's exchange colours when set.
 */
export function ExchangeDialog(props: TradeDialogProps) {
  const { look, open, onClose, chainId, tokens } = props;
  const { data: status } = useSwapStatus();
  const config = useMemo(() => walletExchangeConfig(chainId, tokens), [chainId, tokens]);
  return (
    <WalletModal
      look={look}
      kind="exchange"
      open={open}
      title="Exchange"
      onClose={onClose}
      width={EXCHANGE_WIDTH_PX}
    >
      {open ? (
        <Themed theme={exchangeTheme(look.exchange)}>
          <QuoteServiceGate>
            {tradesOn(chainId, status?.chainIds) ? (
              <ExchangeScreen
                key={chainId}
                config={config}
                marketBar={{
                  backgroundColor: look.exchange?.tokenInfoBarBackgroundColor,
                  textColor: look.exchange?.tokenInfoBarPrimaryTextColor,
                }}
              />
            ) : (
              <NotTradedHere action="Exchange" {...props} />
            )}
          </QuoteServiceGate>
        </Themed>
      ) : null}
    </WalletModal>
  );
}

function NotTradedHere({
  action,
  chainName,
  onChangeNetwork,
}: TradeDialogProps & { action: 'Swaps' | 'Exchange' }) {
  return (
    <Alert
      type="info"
      showIcon
      title={`${action} ${action === 'Swaps' ? 'are' : 'is'} not offered on ${chainName}`}
      description="Quotes come from main networks only. Switch the wallet to one to trade."
      action={<Button onClick={onChangeNetwork}>Change network</Button>}
    />
  );
}
