import { useState } from 'react';
import { Alert, Button, Empty, Flex, Typography } from 'antd';
import Table from 'antd/es/table';
import { shortenAddress, type WidgetToken } from '@suite/shared';
import { TOKENS_MAX } from '@suite/shared/schemas';
import { copyableText, LimitReached, TokenLogo, useChainWords, useFeedback } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { usePanelDraft } from '../editor/panel-save';
import { ImportToken } from './import-token';

function sameToken(a: WidgetToken, b: WidgetToken): boolean {
  return a.chainId === b.chainId && a.address.toLowerCase() === b.address.toLowerCase();
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
