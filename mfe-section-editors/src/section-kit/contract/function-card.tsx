import { useId, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Tag, Typography } from 'antd';
import Form from 'antd/es/form';
import { parseEther, type AbiFunction, type Address, type Hash } from 'viem';
import { copyableText, useFormat } from '@suite/shared/react';
import { useAccount, useConfig } from 'wagmi';
import { readContract, writeContract } from 'wagmi/actions';
import { chainById, isReadFunction } from '@suite/shared';
import { readDecimal } from '@suite/shared/decimal-text';
import { formatValue, parameterLabel, parseArgument } from './abi-values';
import { nonEmpty } from '../fields/field-values';
import { confirmTransaction, walletOnChain, type TransactionOutcome } from './wallet-actions';
import { useWalletErrorText } from '../wallet/wallet-error-text';
import { ConnectWalletButton } from '../wallet/connect-wallet';
import { useSectionEditorsCatalog, type SectionEditorsTranslate } from '../../i18n';

type Outcome =
  | { kind: 'idle' }
  | { kind: 'busy'; step: string }
  | { kind: 'read'; values: { label: string; text: string }[] }
  | { kind: 'sent'; hash: Hash; state: 'waiting' | TransactionOutcome }
  | { kind: 'error'; message: string };

const SENT_ALERT = {
  waiting: 'info',
  confirmed: 'success',
  failed: 'error',
  unconfirmed: 'warning',
} as const;
const SENT_TITLE = {
  waiting: 'contract.sent',
  confirmed: 'contract.confirmed',
  failed: 'contract.failed',
  unconfirmed: 'contract.unconfirmed',
} as const;

export interface FunctionCardProps {
  fn: AbiFunction;
  address: Address;
  chainId: number;
  /** The label of each argument's field, by position (a contract form's); blank shows the parameter's name and type. */
  labels?: readonly string[];
}

function outputs(
  fn: AbiFunction,
  result: unknown,
  t: SectionEditorsTranslate,
): { label: string; text: string }[] {
  const values = fn.outputs.length > 1 && Array.isArray(result) ? result : [result];
  return fn.outputs.length === 0
    ? [{ label: t('contract.result'), text: formatValue(result) }]
    : fn.outputs.map((output, index) => ({
        label:
          nonEmpty(output.name) ??
          (fn.outputs.length > 1
            ? t('contract.resultNumbered', { number: index + 1 })
            : t('contract.result')),
        text: formatValue(values[index]),
      }));
}

/**
 * One contract function as a visitor uses it: an input per parameter (checked before anything is
 * sent), and Read — answered by the chain — or Send transaction, signed in the visitor's wallet.
 */
export function FunctionCard({ fn, address, chainId, labels = [] }: FunctionCardProps) {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const walletErrorText = useWalletErrorText();
  const config = useConfig();
  const { isConnected } = useAccount();
  const formId = useId();
  const read = isReadFunction(fn);
  const payable = fn.stateMutability === 'payable';
  const [texts, setTexts] = useState<string[]>(() => fn.inputs.map(() => ''));
  const [valueText, setValueText] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const explorer = chainById(chainId)?.explorerUrl;

  function collectArguments(): { args: unknown[]; value?: bigint } | undefined {
    const found: Record<string, string> = {};
    const args = fn.inputs.map((parameter, index) => {
      const parsed = parseArgument(
        parameter,
        texts[index] ?? '',
        nonEmpty(labels[index]?.trim()) ??
          nonEmpty(parameter.name) ??
          t('contract.argument', { number: index + 1 }),
        t,
      );
      if (parsed.error !== undefined) found[index] = parsed.error;
      return parsed.error === undefined ? parsed.value : undefined;
    });
    let value: bigint | undefined;
    if (payable && valueText.trim() !== '') {
      // Written as the page's language writes numbers (0,01 in Spanish), as its message shows.
      const amount = readDecimal(valueText, locale);
      try {
        if (amount === null) throw new Error('Not an amount');
        value = parseEther(amount);
      } catch {
        found.value = t('contract.invalidValue');
      }
    }
    setErrors(found);
    return Object.keys(found).length === 0 ? { args, value } : undefined;
  }

  async function run() {
    const collected = collectArguments();
    if (!collected) return;
    const { args, value } = collected;
    try {
      if (read) {
        setOutcome({ kind: 'busy', step: t('contract.reading') });
        const result = await readContract(config, {
          address,
          abi: [fn],
          functionName: fn.name,
          args,
          chainId,
        });
        setOutcome({ kind: 'read', values: outputs(fn, result, t) });
        return;
      }
      setOutcome({ kind: 'busy', step: t('contract.confirmInWallet') });
      const account = await walletOnChain(config, chainId);
      const hash = await writeContract(config, {
        address,
        abi: [fn],
        functionName: fn.name,
        args,
        value,
        chainId,
        account,
      });
      // Send stays busy until the chain answers: a second tap meanwhile would send it twice.
      setOutcome({ kind: 'sent', hash, state: 'waiting' });
      setOutcome({ kind: 'sent', hash, state: await confirmTransaction(config, hash, chainId) });
    } catch (error) {
      setOutcome({ kind: 'error', message: walletErrorText(error) });
    }
  }

  return (
    <Card
      size="small"
      role="region"
      aria-label={fn.name}
      title={
        <Flex gap={8} align="center" wrap>
          <Typography.Text code>{fn.name}</Typography.Text>
          <Tag>{read ? t('contract.read') : payable ? t('contract.writePayable') : t('contract.write')}</Tag>
        </Flex>
      }
    >
      <Form layout="vertical" component={false}>
        {fn.inputs.map((parameter, index) => (
          <Form.Item
            key={index}
            label={nonEmpty(labels[index]?.trim()) ?? parameterLabel(parameter, index, t)}
            htmlFor={`${formId}-${index}`}
            validateStatus={errors[index] ? 'error' : undefined}
            help={errors[index]}
            style={{ marginBottom: 12 }}
          >
            <Input
              id={`${formId}-${index}`}
              value={texts[index]}
              placeholder={parameter.type}
              onChange={(event) =>
                setTexts((current) =>
                  current.map((text, position) => (position === index ? event.target.value : text)),
                )
              }
            />
          </Form.Item>
        ))}
        {payable ? (
          <Form.Item
            label={t('contract.valueToSend')}
            htmlFor={`${formId}-value`}
            validateStatus={errors.value ? 'error' : undefined}
            help={errors.value}
            style={{ marginBottom: 12 }}
          >
            <Input
              id={`${formId}-value`}
              value={valueText}
              placeholder="0.0"
              onChange={(event) => setValueText(event.target.value)}
            />
          </Form.Item>
        ) : null}
      </Form>
      {/* A transaction is signed in the visitor's wallet: the wallets this page offers come first. */}
      {read || isConnected ? (
        <Button
          type={read ? 'default' : 'primary'}
          onClick={() => void run()}
          loading={outcome.kind === 'busy' || (outcome.kind === 'sent' && outcome.state === 'waiting')}
        >
          {read ? t('contract.read') : t('contract.send')}
        </Button>
      ) : (
        <ConnectWalletButton />
      )}
      <div aria-live="polite" style={{ marginTop: outcome.kind === 'idle' ? 0 : 12 }}>
        {outcome.kind === 'busy' ? <Typography.Text type="secondary">{outcome.step}</Typography.Text> : null}
        {outcome.kind === 'error' ? <Alert type="error" showIcon title={outcome.message} /> : null}
        {outcome.kind === 'read'
          ? outcome.values.map((item) => (
              <div key={item.label}>
                <Typography.Text type="secondary">{item.label}: </Typography.Text>
                <Typography.Text code copyable={copyableText()} style={{ wordBreak: 'break-all' }}>
                  {item.text}
                </Typography.Text>
              </div>
            ))
          : null}
        {outcome.kind === 'sent' ? (
          <Alert
            type={SENT_ALERT[outcome.state]}
            showIcon
            title={t(SENT_TITLE[outcome.state])}
            description={
              explorer ? (
                <Typography.Link
                  href={`${explorer}/tx/${outcome.hash}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t('swap.viewTransaction')}
                </Typography.Link>
              ) : (
                <Typography.Text code copyable={copyableText()} style={{ wordBreak: 'break-all' }}>
                  {outcome.hash}
                </Typography.Text>
              )
            }
          />
        ) : null}
      </div>
    </Card>
  );
}
