import { useId, useMemo } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Input, Select } from 'antd';
import Form from 'antd/es/form';
import { isAddress, isAddressEqual } from 'viem';
import { formatTokenAmount } from '../chain/format';
import { numberSigns, unitsText } from '@suite/shared/decimal-text';
import { sendFormSchema, type SendFormInput, type SendFormOutput } from '../chain/send-form';
import type { WalletTokenBalance } from '../chain/token-list';
import { useSectionEditorsCatalog } from '../../../i18n';
import { useFormat } from '@suite/shared/react';
import { NATIVE_TOKEN_ADDRESS } from '@suite/shared/schemas';
import { PLAIN_TRANSFER_GAS, useNetworkFeeReserve } from '../../../section-kit/trade/use-token-balance';

export interface SendFormProps {
  chainId: number;
  rows: readonly WalletTokenBalance[];
  token: WalletTokenBalance;
  /** The wallet sending: sending to itself is allowed, with a warning. */
  sender?: `0x${string}`;
  onTokenChange: (key: string) => void;
  defaultValues: SendFormInput;
  onReview: (input: SendFormInput, output: SendFormOutput) => void;
}

/** The token, the recipient and the amount, each checked beside its field before the review. */
export function SendForm({
  chainId,
  rows,
  token,
  sender,
  onTokenChange,
  defaultValues,
  onReview,
}: SendFormProps) {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  // The chain's own currency (no contract) pays the transfer's fee out of the same balance.
  const feeReserve = useNetworkFeeReserve(
    chainId,
    { address: token.address ?? NATIVE_TOKEN_ADDRESS },
    { needed: token.address === undefined, gas: PLAIN_TRANSFER_GAS },
  );
  const schema = useMemo(
    () =>
      sendFormSchema(
        {
          decimals: token.decimals,
          balance: token.balance,
          feeReserve,
          symbol: token.symbol,
          token: token.address,
          locale,
        },
        t,
      ),
    [token.decimals, token.balance, feeReserve, token.symbol, token.address, locale, t],
  );
  const form = useForm<SendFormInput, unknown, SendFormOutput>({
    resolver: zodResolver(schema),
    defaultValues,
    mode: 'onChange',
  });
  const ids = { token: useId(), recipient: useId(), amount: useId() };
  const recipient = useWatch({ control: form.control, name: 'recipient' }).trim();
  const toSelf =
    sender !== undefined && isAddress(recipient, { strict: false }) && isAddressEqual(recipient, sender);

  return (
    <form
      aria-label={t('wallet.actions.send')}
      noValidate
      onSubmit={form.handleSubmit((output) => onReview(form.getValues(), output))}
    >
      <Form layout="vertical" component={false}>
        <Form.Item label={t('fields.token')} htmlFor={ids.token}>
          <Select
            id={ids.token}
            value={token.key}
            onChange={(key: string) => onTokenChange(key)}
            options={rows.map((row) => ({
              value: row.key,
              label:
                row.balance !== undefined
                  ? `${row.symbol} (${formatTokenAmount(row.balance, row.decimals, locale)})`
                  : row.symbol,
            }))}
          />
        </Form.Item>
        <Controller
          control={form.control}
          name="recipient"
          render={({ field, fieldState }) => (
            <Form.Item
              label={t('wallet.send.recipient')}
              htmlFor={ids.recipient}
              validateStatus={fieldState.error ? 'error' : toSelf ? 'warning' : undefined}
              help={fieldState.error?.message ?? (toSelf ? t('wallet.send.recipientSelf') : undefined)}
            >
              <Input id={ids.recipient} placeholder="0x…" autoComplete="off" {...field} />
            </Form.Item>
          )}
        />
        <Controller
          control={form.control}
          name="amount"
          render={({ field, fieldState }) => (
            <Form.Item
              label={t('wallet.send.amount', { symbol: token.symbol })}
              htmlFor={ids.amount}
              validateStatus={fieldState.error ? 'error' : undefined}
              help={
                fieldState.error?.message ??
                (token.balance !== undefined
                  ? t('swap.balance', {
                      amount: formatTokenAmount(token.balance, token.decimals, locale),
                      symbol: token.symbol,
                    })
                  : undefined)
              }
            >
              <Flex gap={8}>
                <Input
                  id={ids.amount}
                  inputMode="decimal"
                  placeholder={`0${numberSigns(locale).decimal}0`}
                  autoComplete="off"
                  {...field}
                />
                {token.address && token.balance !== undefined ? (
                  <Button
                    onClick={() =>
                      form.setValue('amount', unitsText(token.balance ?? 0n, token.decimals, locale), {
                        shouldValidate: true,
                        shouldDirty: true,
                      })
                    }
                  >
                    {t('wallet.send.max')}
                  </Button>
                ) : null}
              </Flex>
            </Form.Item>
          )}
        />
      </Form>
      <Flex justify="flex-end">
        <Button type="primary" htmlType="submit" disabled={!form.formState.isValid}>
          {t('wallet.send.review')}
        </Button>
      </Flex>
    </form>
  );
}
