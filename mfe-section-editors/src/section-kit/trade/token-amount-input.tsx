import { useId } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import type { SwapToken } from '@suite/shared/sections';
import { useFormat } from '@suite/shared/react';
import { amountText, formatTokenAmount, shareOf } from './amounts';
import { TokenSelect } from './token-select';
import { useTokenBalance } from './use-token-balance';
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
  /** Buttons filling a share of the visitor's balance: 25, 50, 75, 100. */
  fillPercents?: readonly number[];
  size?: 'small' | 'middle' | 'large';
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
  fillPercents,
  size,
}: TokenAmountInputProps) {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const id = useId();
  const balance = useTokenBalance(chainId, token);
  const pickable = tokens && tokens.length > 1 && onTokenChange;
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
          status={error ? 'error' : undefined}
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
          <Typography.Text strong style={{ alignSelf: 'center', minWidth: 56 }}>
            {token.symbol}
          </Typography.Text>
        )}
      </Flex>
      {error ? (
        <Typography.Text type="danger" role="alert">
          {error}
        </Typography.Text>
      ) : null}
      {fillPercents && onAmountChange ? (
        <Flex gap={4} wrap role="group" aria-label={t('swap.shareOfBalance', { label })}>
          {fillPercents.map((percent) => (
            <Button
              key={percent}
              size="small"
              disabled={balance === undefined || balance === 0n}
              title={balance === undefined ? t('swap.connectForBalance') : undefined}
              onClick={() =>
                balance !== undefined && onAmountChange(amountText(shareOf(balance, percent), token.decimals))
              }
            >
              {percent}%
            </Button>
          ))}
        </Flex>
      ) : null}
    </Flex>
  );
}
