import { useEffect, useId, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Select, Typography } from 'antd';
import Form from 'antd/es/form';
import Descriptions from 'antd/es/descriptions';
import { usePublicClient } from 'wagmi';
import type { WidgetToken } from '@suite/shared';
import { AddressSchema, WidgetTokenSchema } from '@suite/shared/schemas';
import { TokenLogo, useChainWords } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import { isUnreachable, readToken } from './read-token';
import { useStartingChain } from './starting-chain';

/** A value read on chain, with why the widget cannot take it under it. */
function ReadValue({ value, error, errorId }: { value: string; error: string | undefined; errorId: string }) {
  return (
    <Flex vertical>
      <span>{value}</span>
      {error && (
        <Typography.Text type="danger" id={errorId}>
          {error}
        </Typography.Text>
      )}
    </Flex>
  );
}

interface ImportTokenProps {
  onImport: (token: WidgetToken) => void;
  /** Whether an address (and the token read from it, its logo) is typed and not added (false once it goes). */
  onChangedChange: (changed: boolean) => void;
  disabled: boolean;
}

/** Import token, once the network it starts on is known (`useStartingChain`). */
export function ImportToken(props: ImportTokenProps) {
  const { t } = useWidgetEditorCatalog();
  const startingChain = useStartingChain();
  if (startingChain === undefined) return <Card size="small" title={t('tokens.import')} loading />;
  return <ImportTokenForm {...props} startingChain={startingChain} />;
}

/** Import token: a network and an address; name, symbol and decimals are read on chain. */
function ImportTokenForm({
  onImport,
  onChangedChange,
  disabled,
  startingChain,
}: ImportTokenProps & { startingChain: number }) {
  const { t } = useWidgetEditorCatalog();
  const networks = useChainWords();
  const nameErrorId = useId();
  const symbolErrorId = useId();
  const [chainId, setChainId] = useState(startingChain);
  const [address, setAddress] = useState('');
  const [found, setFound] = useState<WidgetToken | null>(null);
  const [logo, setLogo] = useState('');
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const client = usePublicClient({ chainId });
  const parsed = AddressSchema.safeParse(address);
  const addressError = address.trim() && !parsed.success ? parsed.error.issues[0]?.message : undefined;
  // The logo is the owner's (nothing on chain says it): an http(s) URL, or none.
  const logoParsed = WidgetTokenSchema.shape.logoURI.safeParse(logo.trim());
  const logoError = logoParsed.success ? undefined : logoParsed.error.issues[0]?.message;
  // What the chain answers is the contract's own and may break the widget's rules (an empty name, a
  // long symbol): refused here, or the whole widget would be refused at Save.
  const checked = found ? WidgetTokenSchema.safeParse(found) : undefined;
  const readError = (field: 'name' | 'symbol') =>
    checked?.error?.issues.find((issue) => issue.path[0] === field)?.message;
  const nameError = readError('name');
  const symbolError = readError('symbol');
  const refusedBy = [nameError ? nameErrorId : '', symbolError ? symbolErrorId : '']
    .filter((id) => id !== '')
    .join(' ');
  // Typed and not added, the token is the panel's unsaved change (the list alone would be saved without it).
  const changed = address.trim() !== '';
  useEffect(() => onChangedChange(changed), [changed, onChangedChange]);
  useEffect(() => () => onChangedChange(false), [onChangedChange]);

  async function read() {
    if (!parsed.success || !client) return;
    setReading(true);
    setProblem(null);
    setFound(null);
    try {
      const token = await readToken(client, chainId, parsed.data);
      if (token) setFound(token);
      else setProblem(t('tokens.notErc20'));
    } catch (error) {
      setProblem(
        isUnreachable(error)
          ? t('tokens.unreachable', { network: networks.name(chainId) })
          : error instanceof Error
            ? (error.message.split('\n')[0] ?? '')
            : String(error),
      );
    } finally {
      setReading(false);
    }
  }

  return (
    <Card size="small" title={t('tokens.import')}>
      <Form layout="vertical" component="div">
        <Flex gap={12} wrap align="start">
          <Form.Item label={t('fields.network')} htmlFor="token-network" style={{ minWidth: 200 }}>
            <Select
              id="token-network"
              value={chainId}
              onChange={(value: number) => {
                setChainId(value);
                setFound(null);
              }}
              options={networks.options}
            />
          </Form.Item>
          <Form.Item
            label={t('tokens.address')}
            htmlFor="token-address"
            validateStatus={addressError ? 'error' : undefined}
            help={addressError}
            style={{ flex: '1 1 280px' }}
          >
            <Input
              id="token-address"
              value={address}
              placeholder="0x…"
              spellCheck={false}
              onChange={(event) => {
                setAddress(event.target.value);
                setFound(null);
              }}
            />
          </Form.Item>
        </Flex>
        <Button onClick={() => void read()} loading={reading} disabled={!parsed.success || disabled}>
          {t('tokens.read')}
        </Button>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
      {found && (
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              {
                key: 'name',
                label: t('fields.name'),
                children: <ReadValue value={found.name} error={nameError} errorId={nameErrorId} />,
              },
              {
                key: 'symbol',
                label: t('fields.symbol'),
                children: <ReadValue value={found.symbol} error={symbolError} errorId={symbolErrorId} />,
              },
              { key: 'decimals', label: t('fields.decimals'), children: found.decimals },
            ]}
          />
          <Form layout="vertical" component="div">
            <Form.Item
              label={t('tokens.logo')}
              htmlFor="token-logo"
              validateStatus={logoError ? 'error' : undefined}
              help={logoError ?? t('tokens.logoHelp')}
            >
              <Flex gap={8} align="center">
                <TokenLogo
                  symbol={found.symbol}
                  logo={logoParsed.success ? logoParsed.data : undefined}
                  size={24}
                />
                <Input
                  id="token-logo"
                  value={logo}
                  placeholder="https://…"
                  spellCheck={false}
                  onChange={(event) => setLogo(event.target.value)}
                />
              </Flex>
            </Form.Item>
          </Form>
          <Flex justify="end">
            <Button
              type="primary"
              disabled={logoError !== undefined || !checked?.success}
              aria-describedby={refusedBy === '' ? undefined : refusedBy}
              onClick={() => {
                if (!checked?.success) return;
                const logoURI = logoParsed.success ? logoParsed.data : undefined;
                onImport({ ...checked.data, ...(logoURI ? { logoURI } : {}) });
                setFound(null);
                setAddress('');
                setLogo('');
              }}
            >
              {t('tokens.add', { symbol: found.symbol })}
            </Button>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}
