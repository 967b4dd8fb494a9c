import { useId, useState, type CSSProperties } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import type { SwapToken } from '@suite/shared/sections';
import { useFormat } from '@suite/shared/react';
import { fillAmount, formatTokenAmount } from './amounts';
import { unitsText } from '@suite/shared/decimal-text';
import { TokenLabel, tokenName } from './token-label';
import { TokenSelect } from './token-select';
import { useNetworkFeeReserve, useTokenBalance } from './use-token-balance';
import { useSectionEditorsCatalog } from '../../i18n';

export interface TokenAmountInputProps {
  /** What the box is: "You pay", "You receive". */
  label: string;
  chainId: number;
  token: SwapToken;
  /** The tokens the visitor may pick from; with one token (or none given) the token is fixed. */
  tokens?: readonly SwapToken[];
  onTokenChange?: (address: string) => void;
  amount: string;
  /** Absent for the estimate side, which is read only. */
  onAmountChange?: (amount: string) => void;
  /** Why the amount is not one, shown under the box. */
  error?: string;
  /** Why the amount, though one, cannot be traded (it leaves nothing for the fee), shown under the box. */
  warning?: string;
  /** Buttons filling a share of the visitor's balance: 25, 50, 75, 100. */
  fillPercents?: readonly number[];
  /** The fill buttons' colours (the wallet's exchange settings); the theme's when absent. */
  fillColours?: FillButtonColours;
  size?: 'small' | 'middle' | 'large';
}

/** The fill buttons' colours: the share last picked (active), and the others (inactive). */
export interface FillButtonColours {
  active?: string;
  activeText?: string;
  inactive?: string;
  inactiveText?: string;
}

/** A fill button's own colours, when set: they hold whether it is enabled or not. */
function fillStyle(active: boolean, colours: FillButtonColours | undefined): CSSProperties | undefined {
  if (!colours) return undefined;
  const background = active ? colours.active : colours.inactive;
  const color = active ? colours.activeText : colours.inactiveText;
  return { ...(background ? { background, borderColor: background } : {}), ...(color ? { color } : {}) };
}

/** An amount box with its token, the connected wallet's balance of it, and optional fill buttons. */
export function TokenAmountInput({
  label,
  chainId,
  token,
  tokens,
  onTokenChange,
  amount,
  onAmountChange,
  error,
  warning,
  fillPercents,
  fillColours,
  size,
}: TokenAmountInputProps) {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const id = useId();
  const balance = useTokenBalance(chainId, token);
  const reserve = useNetworkFeeReserve(chainId, token, { needed: Boolean(fillPercents && onAmountChange) });
  const pickable = tokens && tokens.length > 1 && onTokenChange;
  // The share last filled in stays the active one until the amount is anything else.
  const [filled, setFilled] = useState<{ percent: number; amount: string } | null>(null);
  const activePercent = filled?.amount === amount ? filled.percent : null;
  return (
    <Flex vertical gap={4}>
      <Flex justify="space-between" align="baseline" gap={8} wrap>
        <Typography.Text strong>
          <label htmlFor={id}>{label}</label>
        </Typography.Text>
        {balance !== undefined ? (
          <Typography.Text type="secondary">
            {t('swap.balance', {
              amount: formatTokenAmount(balance, token.decimals, locale),
              symbol: token.symbol,
            })}
          </Typography.Text>
        ) : null}
      </Flex>
      <Flex gap={8}>
        <Input
          id={id}
          size={size}
          inputMode="decimal"
          autoComplete="off"
          placeholder="0.0"
          value={amount}
          readOnly={!onAmountChange}
          status={error ? 'error' : warning ? 'warning' : undefined}
          aria-invalid={error ? true : undefined}
          onChange={(event) => onAmountChange?.(event.target.value)}
        />
        {pickable ? (
          <TokenSelect
            label={t('swap.tokenOf', { label })}
            tokens={tokens}
            value={token.address}
            onChange={onTokenChange}
            size={size}
          />
        ) : (
          <Flex
            align="center"
            style={{ minWidth: 56, flex: 'none', whiteSpace: 'nowrap' }}
            title={tokenName(token)}
          >
            <TokenLabel token={token} strong />
          </Flex>
        )}
      </Flex>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : warning ? (
        <Typography.Text type="warning" role="alert">
          {warning}
        </Typography.Text>
      ) : null}
      {fillPercents && onAmountChange ? (
        <Flex gap={4} wrap role="group" aria-label={t('swap.shareOfBalance', { label })}>
          {fillPercents.map((percent) => {
            const active = percent === activePercent;
            return (
              <Button
                key={percent}
                size="small"
                type={active && !fillColours?.active ? 'primary' : 'default'}
                aria-pressed={active}
                style={fillStyle(active, fillColours)}
                disabled={balance === undefined || reserve === undefined || balance <= reserve}
                title={balance === undefined ? t('swap.connectForBalance') : undefined}
                onClick={() => {
                  if (balance === undefined || reserve === undefined) return;
                  const next = unitsText(fillAmount(balance, reserve, percent), token.decimals, locale);
                  setFilled({ percent, amount: next });
                  onAmountChange(next);
                }}
              >
                {percent}%
              </Button>
            );
          })}
        </Flex>
      ) : null}
    </Flex>
  );
}
