import { useEffect, useState } from 'react';
import { Alert, Button, Card, Empty, Flex, Input, Select, Typography } from 'antd';
import Form from 'antd/es/form';
import Descriptions from 'antd/es/descriptions';
import Table from 'antd/es/table';
import { usePublicClient } from 'wagmi';
import { LOCAL_CHAIN_ID, shortenAddress, type WidgetToken } from '@suite/shared';
import { AddressSchema, TOKENS_MAX, WidgetTokenSchema } from '@suite/shared/schemas';
import { useWidgetEditorCatalog } from '../../i18n';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { usePanelDraft } from '../editor/panel-save';
import { isUnreachable, readToken } from './read-token';
import { copyableText, LimitReached, TokenLogo, useChainWords, useFeedback } from '@suite/shared/react';

function sameToken(a: WidgetToken, b: WidgetToken): boolean {
  return a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase();
}

/** Import token: a network and an address; name, symbol and decimals are read on chain. */
function ImportToken({
  onImport,
  onChangedChange,
  disabled,
}: {
  onImport: (token: WidgetToken) => void;
  /** Whether an address (and the token read from it, its logo) is typed and not added (false once it goes). */
  onChangedChange: (changed: boolean) => void;
  disabled: boolean;
}) {
  const { t } = useWidgetEditorCatalog();
  const networks = useChainWords();
  const [chainId, setChainId] = useState<number>(LOCAL_CHAIN_ID);
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
              { key: 'name', label: t('fields.name'), children: found.name },
              { key: 'symbol', label: t('fields.symbol'), children: found.symbol },
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
              disabled={logoError !== undefined}
              onClick={() => {
                const logoURI = logoParsed.success ? logoParsed.data : undefined;
                onImport({ ...found, ...(logoURI ? { logoURI } : {}) });
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

/** Tokens: the tokens the widget offers, imported by address. */
export function TokensPanel() {
  const { t } = useWidgetEditorCatalog();
  const networks = useChainWords();
  const { widget } = useWidgetEditor();
  const { message } = useFeedback();
  const config = widget.configParsed;
  const [importChanged, setImportChanged] = useState(false);
  // Discard empties the import form too: a new one replaces it.
  const [importKey, setImportKey] = useState(0);
  const {
    draft: tokens,
    setDraft: setTokens,
    saveActions,
  } = usePanelDraft<WidgetToken[]>({
    saved: config.tokens ?? [],
    toConfig: (draft) => ({ ...config, tokens: draft }),
    onDiscard: () => setImportKey((key) => key + 1),
    pending: importChanged,
  });

  return (
    <PanelCard description={t('tokens.description')}>
      <LimitReached count={tokens.length} max={TOKENS_MAX} />
      <ImportToken
        key={importKey}
        onChangedChange={setImportChanged}
        disabled={tokens.length >= TOKENS_MAX}
        onImport={(token) => {
          if (tokens.some((item) => sameToken(item, token))) {
            void message.info(t('tokens.duplicate', { symbol: token.symbol }));
            return;
          }
          setTokens([...tokens, token]);
        }}
      />
      {importChanged && <Alert type="info" showIcon title={t('tokens.pendingForm')} />}
      {tokens.length === 0 ? (
        <Empty description={t('tokens.none')} />
      ) : (
        <Table
          size="small"
          rowKey={(token) => `${token.chainId}:${token.address}`}
          dataSource={tokens}
          pagination={false}
          scroll={{ x: true }}
          columns={[
            {
              title: t('fields.symbol'),
              render: (_, token) => (
                <Flex gap={8} align="center">
                  <TokenLogo symbol={token.symbol} logo={token.logoURI} />
                  {token.symbol}
                </Flex>
              ),
            },
            { title: t('fields.name'), dataIndex: 'name' },
            { title: t('fields.network'), render: (_, token) => networks.name(token.chainId) },
            {
              title: t('fields.address'),
              render: (_, token) => (
                <Typography.Text copyable={copyableText(token.address)}>
                  {shortenAddress(token.address)}
                </Typography.Text>
              ),
            },
            { title: t('fields.decimals'), dataIndex: 'decimals' },
            {
              title: t('fields.actions'),
              render: (_, token) => (
                <Button
                  size="small"
                  danger
                  aria-label={t('tokens.removeNamed', { symbol: token.symbol })}
                  onClick={() => setTokens(tokens.filter((item) => !sameToken(item, token)))}
                >
                  {t('actions.remove')}
                </Button>
              ),
            },
          ]}
        />
      )}
      {saveActions}
    </PanelCard>
  );
}
