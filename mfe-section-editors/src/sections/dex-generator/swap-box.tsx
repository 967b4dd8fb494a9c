import { useId, useState } from 'react';
import { Alert, Button, Flex, Input, Select, Typography } from 'antd';
import Form from 'antd/es/form';
import SwapOutlined from '@ant-design/icons/SwapOutlined';
import { useQueryClient } from '@tanstack/react-query';
import useSWR from 'swr';
import { useDebounce } from 'use-debounce';
import { erc20Abi, getAddress, parseUnits, zeroAddress, type Address, type Hash } from 'viem';
import { useAccount, useConfig } from 'wagmi';
import { readContract, writeContract } from 'wagmi/actions';
import { chainById, SEARCH_DEBOUNCE_MS } from '@suite/shared';
import { readDecimal } from '@suite/shared/decimal-text';
import { DEX_SLIPPAGE_BPS, type DexToken } from '@suite/shared/sections';
import { useTokenBalance } from '../../section-kit/trade/use-token-balance';
import { copyableText, useFormat } from '@suite/shared/react';
import { formatTokenAmount } from '../../section-kit/trade/amounts';
import { useWalletErrorText } from '../../section-kit/wallet/wallet-error-text';
import {
  confirmTransaction,
  walletOnChain,
  type TransactionOutcome,
} from '../../section-kit/contract/wallet-actions';
import { ConnectWalletButton } from '../../section-kit/wallet/connect-wallet';
import { FACTORY_ABI, ROUTER_ABI, SWAP_DEADLINE_SECONDS } from './dex-abis';
import { useSectionEditorsCatalog } from '../../i18n';

export interface SwapBoxProps {
  chainId: number;
  router: Address;
  factory: Address;
  tokens: readonly DexToken[];
}

type SwapState =
  | { kind: 'idle' }
  | { kind: 'busy'; step: string }
  | { kind: 'done'; hash: Hash; outcome: TransactionOutcome }
  | { kind: 'error'; message: string };

const SWAP_ALERT = { confirmed: 'success', failed: 'error', unconfirmed: 'warning' } as const;
const SWAP_TITLE = {
  confirmed: 'dexGenerator.swapConfirmed',
  failed: 'dexGenerator.swapFailed',
  unconfirmed: 'contract.unconfirmed',
} as const;

/** What the visitor typed, written as their language writes numbers (1,5 in Spanish), in base units. */
function amountOf(text: string, decimals: number, locale: string): bigint | 'invalid' | undefined {
  if (text.trim() === '') return undefined;
  const trimmed = readDecimal(text, locale);
  if (trimmed === null) return 'invalid';
  try {
    const amount = parseUnits(trimmed, decimals);
    return amount > 0n ? amount : 'invalid';
  } catch {
    return 'invalid';
  }
}

/**
 * A swap between two of the DEX's tokens: the factory says whether the pair has a pool, the router
 * quotes the amount out (its pool fee included) 500 ms after the amount stops changing, and Swap
 * approves the router when needed and swaps from the visitor's wallet, refusing more than 0.5% slippage.
 */
export function SwapBox({ chainId, router, factory, tokens }: SwapBoxProps) {
  const { t } = useSectionEditorsCatalog();
  const walletErrorText = useWalletErrorText();
  const config = useConfig();
  const { isConnected } = useAccount();
  const ids = useId();
  const [fromIndex, setFromIndex] = useState(0);
  const [toIndex, setToIndex] = useState(1);
  const [amountText, setAmountText] = useState('');
  const [debounced] = useDebounce(amountText, SEARCH_DEBOUNCE_MS);
  const [swap, setSwap] = useState<SwapState>({ kind: 'idle' });
  const queryClient = useQueryClient();
  const { locale } = useFormat();
  /** A new amount or pair: what the last swap said is about another one. */
  const startOver = () => {
    if (swap.kind !== 'busy') setSwap({ kind: 'idle' });
  };
  const from = tokens[fromIndex];
  const to = tokens[toIndex];
  const amountIn = from ? amountOf(debounced, from.decimals, locale) : undefined;
  const typedAmount = from ? amountOf(amountText, from.decimals, locale) : undefined;
  const path: [Address, Address] | undefined =
    from && to ? [getAddress(from.address), getAddress(to.address)] : undefined;

  const quote = useSWR(
    path && typeof amountIn === 'bigint'
      ? ['dex-quote', chainId, router, factory, ...path, amountIn.toString()]
      : null,
    async () => {
      if (!path || typeof amountIn !== 'bigint') return null;
      const pair = await readContract(config, {
        address: factory,
        abi: FACTORY_ABI,
        functionName: 'getPair',
        args: path,
        chainId,
      });
      if (pair === zeroAddress) return { pool: false as const };
      const amounts = await readContract(config, {
        address: router,
        abi: ROUTER_ABI,
        functionName: 'getAmountsOut',
        args: [amountIn, path],
        chainId,
      });
      return { pool: true as const, amountOut: amounts[amounts.length - 1] ?? 0n };
    },
    { revalidateOnFocus: false },
  );
  const amountOut = quote.data?.pool ? quote.data.amountOut : undefined;
  // Read once a wallet is connected: a swap it cannot cover is not offered (it would revert).
  const balance = useTokenBalance(chainId, { address: from?.address ?? '' });
  const tooLow = balance !== undefined && typeof amountIn === 'bigint' && balance < amountIn;
  const tokenOptions = tokens.map((token, index) => ({ value: index, label: token.symbol }));

  async function run() {
    if (!path || !from || typeof amountIn !== 'bigint' || amountOut === undefined) return;
    const minimumOut = (amountOut * BigInt(10_000 - DEX_SLIPPAGE_BPS)) / 10_000n;
    try {
      setSwap({ kind: 'busy', step: t('contract.confirmInWallet') });
      const account = await walletOnChain(config, chainId);
      const allowance = await readContract(config, {
        address: path[0],
        abi: erc20Abi,
        functionName: 'allowance',
        args: [account, router],
        chainId,
      });
      if (allowance < amountIn) {
        setSwap({ kind: 'busy', step: t('swap.steps.approve', { symbol: from.symbol }) });
        const approval = await writeContract(config, {
          address: path[0],
          abi: erc20Abi,
          functionName: 'approve',
          args: [router, amountIn],
          chainId,
          account,
        });
        setSwap({ kind: 'busy', step: t('dexGenerator.waitingApproval', { symbol: from.symbol }) });
        const approved = await confirmTransaction(config, approval, chainId);
        if (approved !== 'confirmed') {
          setSwap({
            kind: 'error',
            message:
              approved === 'failed'
                ? t('swap.trade.approvalFailed')
                : t('dexGenerator.approvalUnconfirmed', { symbol: from.symbol }),
          });
          return;
        }
      }
      setSwap({ kind: 'busy', step: t('dexGenerator.confirmSwap') });
      const deadline = BigInt(Math.floor(Date.now() / 1000) + SWAP_DEADLINE_SECONDS);
      const hash = await writeContract(config, {
        address: router,
        abi: ROUTER_ABI,
        functionName: 'swapExactTokensForTokens',
        args: [amountIn, minimumOut, path, account, deadline],
        chainId,
        account,
      });
      setSwap({ kind: 'busy', step: t('dexGenerator.waitingSwap') });
      const outcome = await confirmTransaction(config, hash, chainId);
      setSwap({ kind: 'done', hash, outcome });
      // Swapped, or perhaps (not confirmed yet): the amount is spent, and the balances, the allowance
      // and the pool's price moved; an amount left in the box would invite the same swap again.
      if (outcome !== 'failed') setAmountText('');
      await Promise.all([queryClient.invalidateQueries(), quote.mutate()]);
    } catch (error) {
      setSwap({ kind: 'error', message: walletErrorText(error) });
    }
  }

  const explorer = chainById(chainId)?.explorerUrl;
  const waitingForQuote = typeof typedAmount === 'bigint' && (debounced !== amountText || quote.isLoading);
  return (
    <Form layout="vertical" component={false}>
      <Flex gap={8} align="flex-end" wrap>
        <Form.Item
          label={t('dexGenerator.from')}
          htmlFor={`${ids}-from`}
          style={{ marginBottom: 12, minWidth: 120 }}
        >
          <Select
            id={`${ids}-from`}
            value={fromIndex}
            options={tokenOptions}
            onChange={(index) => {
              if (index === toIndex) setToIndex(fromIndex);
              setFromIndex(index);
              startOver();
            }}
          />
        </Form.Item>
        <Button
          aria-label={t('dexGenerator.swapTokens')}
          icon={<SwapOutlined aria-hidden />}
          style={{ marginBottom: 12 }}
          onClick={() => {
            setFromIndex(toIndex);
            setToIndex(fromIndex);
            startOver();
          }}
        />
        <Form.Item
          label={t('dexGenerator.to')}
          htmlFor={`${ids}-to`}
          style={{ marginBottom: 12, minWidth: 120 }}
        >
          <Select
            id={`${ids}-to`}
            value={toIndex}
            options={tokenOptions}
            onChange={(index) => {
              if (index === fromIndex) setFromIndex(toIndex);
              setToIndex(index);
              startOver();
            }}
          />
        </Form.Item>
      </Flex>
      <Form.Item
        label={t('dexGenerator.amountOf', { symbol: from?.symbol ?? '' })}
        htmlFor={`${ids}-amount`}
        validateStatus={typedAmount === 'invalid' ? 'error' : undefined}
        help={typedAmount === 'invalid' ? t('dexGenerator.invalidAmount') : undefined}
        style={{ marginBottom: 12 }}
      >
        <Input
          id={`${ids}-amount`}
          inputMode="decimal"
          value={amountText}
          onChange={(event) => {
            setAmountText(event.target.value);
            startOver();
          }}
          placeholder="0.0"
        />
      </Form.Item>
      <div aria-live="polite" style={{ minHeight: 22, marginBottom: 12 }}>
        {waitingForQuote ? (
          <Typography.Text type="secondary">{t('dexGenerator.gettingQuote')}</Typography.Text>
        ) : null}
        {!waitingForQuote && quote.error ? (
          <Alert
            type="error"
            showIcon
            title={t('dexGenerator.noQuote', { reason: walletErrorText(quote.error) })}
          />
        ) : null}
        {!waitingForQuote && quote.data?.pool === false ? (
          <Alert type="warning" showIcon title={t('dexGenerator.noPool')} />
        ) : null}
        {tooLow && from ? (
          <Alert type="warning" showIcon title={t('swap.quote.lowBalance', { symbol: from.symbol })} />
        ) : null}
        {!waitingForQuote && amountOut !== undefined && to ? (
          <Typography.Text>
            {t('dexGenerator.receiveAbout')}{' '}
            <Typography.Text strong>
              {formatTokenAmount(amountOut, to.decimals, locale)} {to.symbol}
            </Typography.Text>
          </Typography.Text>
        ) : null}
      </div>
      {isConnected ? (
        <Button
          type="primary"
          block
          // What is quoted is what the box holds: a box just emptied (a swap sent) quotes nothing.
          disabled={
            amountOut === undefined ||
            waitingForQuote ||
            tooLow ||
            typedAmount !== amountIn ||
            debounced !== amountText
          }
          loading={swap.kind === 'busy'}
          onClick={() => void run()}
        >
          {t('swap.swap')}
        </Button>
      ) : (
        <ConnectWalletButton block />
      )}
      <div aria-live="polite" style={{ marginTop: 12 }}>
        {swap.kind === 'busy' ? <Typography.Text type="secondary">{swap.step}</Typography.Text> : null}
        {swap.kind === 'error' ? <Alert type="error" showIcon title={swap.message} /> : null}
        {swap.kind === 'done' ? (
          <Alert
            type={SWAP_ALERT[swap.outcome]}
            showIcon
            title={t(SWAP_TITLE[swap.outcome])}
            description={
              explorer ? (
                <Typography.Link
                  href={`${explorer}/tx/${swap.hash}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('swap.viewTransaction')}
                </Typography.Link>
              ) : (
                <Typography.Text code copyable={copyableText()} style={{ wordBreak: 'break-all' }}>
                  {swap.hash}
                </Typography.Text>
              )
            }
          />
        ) : null}
      </div>
    </Form>
  );
}
