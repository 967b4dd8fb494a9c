import { useState } from 'react';
import { dequal } from 'dequal';
import { Alert, App, Button, Card, Empty, Flex, Form, Input, Select, Typography } from 'antd';
import Descriptions from 'antd/es/descriptions';
import Table from 'antd/es/table';
import { usePublicClient } from 'wagmi';
import { AddressSchema, LOCAL_CHAIN_ID, shortenAddress, TOKENS_MAX, type WidgetToken } from '@suite/shared';
import { useSectionDirty, useWidgetEditor } from '../editor/editor-context';
import { SaveActions, useSaveFlow } from '../editor/save-flow';
import { SectionCard } from '../editor/section-card';
import { NETWORK_OPTIONS, networkName } from './networks';
import { readToken } from './read-token';

function sameToken(a: WidgetToken, b: WidgetToken): boolean {
  return a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase();
}

/** Import token: a network and an address; name, symbol and decimals are read on chain. */
function ImportToken({ onImport, disabled }: { onImport: (token: WidgetToken) => void; disabled: boolean }) {
  const [chainId, setChainId] = useState<number>(LOCAL_CHAIN_ID);
  const [address, setAddress] = useState('');
  const [found, setFound] = useState<WidgetToken | null>(null);
  const [reading, setReading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const client = usePublicClient({ chainId });
  const parsed = AddressSchema.safeParse(address);
  const addressError = address.trim() && !parsed.success ? parsed.error.issues[0]?.message : undefined;

  async function read() {
    if (!parsed.success || !client) return;
    setReading(true);
    setProblem(null);
    setFound(null);
    try {
      setFound(await readToken(client, chainId, parsed.data));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setReading(false);
    }
  }

  return (
    <Card size="small" title="Import token">
      <Form layout="vertical" component="div">
        <Flex gap={12} wrap align="start">
          <Form.Item label="Network" htmlFor="token-network" style={{ minWidth: 200 }}>
            <Select
              id="token-network"
              value={chainId}
              onChange={(value: number) => {
                setChainId(value);
                setFound(null);
              }}
              options={NETWORK_OPTIONS}
            />
          </Form.Item>
          <Form.Item
            label="Token address"
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
          Read token
        </Button>
      </Form>
      {problem && <Alert type="error" showIcon title={problem} style={{ marginTop: 12 }} />}
      {found && (
        <Flex vertical gap={8} style={{ marginTop: 12 }}>
          <Descriptions
            size="small"
            column={{ xs: 1, sm: 3 }}
            items={[
              { key: 'name', label: 'Name', children: found.name },
              { key: 'symbol', label: 'Symbol', children: found.symbol },
              { key: 'decimals', label: 'Decimals', children: found.decimals },
            ]}
          />
          <Flex justify="end">
            <Button
              type="primary"
              onClick={() => {
                onImport(found);
                setFound(null);
                setAddress('');
              }}
            >
              Add {found.symbol}
            </Button>
          </Flex>
        </Flex>
      )}
    </Card>
  );
}

/** Tokens: the tokens the widget offers, imported by address. */
export function TokensSection() {
  const { widget } = useWidgetEditor();
  const { message } = App.useApp();
  const { confirmSave, confirmDiscard } = useSaveFlow();
  const config = widget.configParsed;
  const saved = config.tokens ?? [];
  const [tokens, setTokens] = useState<WidgetToken[]>(saved);
  const dirty = !dequal(tokens, saved);
  useSectionDirty(dirty);

  return (
    <SectionCard
      title="Tokens"
      description="The tokens your widget offers its visitors. On a network where you list any, the swap, token-trade and exchange sections and the wallet's Swap and Exchange offer only these (and the network's own currency)."
    >
      <ImportToken
        disabled={tokens.length >= TOKENS_MAX}
        onImport={(token) => {
          if (tokens.some((item) => sameToken(item, token))) {
            void message.info(`${token.symbol} is already in the list`);
            return;
          }
          setTokens([...tokens, token]);
        }}
      />
      {tokens.length === 0 ? (
        <Empty description="No tokens yet. Import one by its address." />
      ) : (
        <Table
          size="small"
          rowKey={(token) => `${token.chainId}:${token.address}`}
          dataSource={tokens}
          pagination={false}
          scroll={{ x: true }}
          columns={[
            { title: 'Symbol', dataIndex: 'symbol' },
            { title: 'Name', dataIndex: 'name' },
            { title: 'Network', render: (_, token) => networkName(token.chainId) },
            {
              title: 'Address',
              render: (_, token) => (
                <Typography.Text copyable={{ text: token.address }}>
                  {shortenAddress(token.address)}
                </Typography.Text>
              ),
            },
            { title: 'Decimals', dataIndex: 'decimals' },
            {
              title: 'Actions',
              render: (_, token) => (
                <Button
                  size="small"
                  danger
                  aria-label={`Remove ${token.symbol}`}
                  onClick={() => setTokens(tokens.filter((item) => !sameToken(item, token)))}
                >
                  Remove
                </Button>
              ),
            },
          ]}
        />
      )}
      <SaveActions
        dirty={dirty}
        onSave={() => void confirmSave({ ...config, tokens })}
        onDiscard={() => confirmDiscard(() => setTokens(saved))}
      />
    </SectionCard>
  );
}
