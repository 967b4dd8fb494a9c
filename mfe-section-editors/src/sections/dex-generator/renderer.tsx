import { Alert, Card, Flex, Tag, Typography } from 'antd';
import ExportOutlined from '@ant-design/icons/ExportOutlined';
import { getAddress } from 'viem';
import { chainById } from '@suite/shared';
import { DexGeneratorConfigSchema, type DexToken } from '@suite/shared/sections';
import { useChainName, useFormat, useParseInContentLanguage } from '@suite/shared/react';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { DEX_GENERATOR_LABELS } from './labels';
import { feePercent } from './fee';
import { SwapBox } from './swap-box';
import { SiteNetworkGate } from '../../section-kit/trade/site-trade';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * The sandbox of an embedded DEX app: scripts, forms and popups (wallet prompts) run, but it keeps
 * its own origin only when that is not the admin's, so a URL of this very site can never reach the
 * admin's storage or session.
 */
export function dexFrameSandbox(url: string, pageOrigin: string): string {
  const base = 'allow-scripts allow-forms allow-popups allow-popups-to-escape-sandbox';
  return new URL(url).origin === pageOrigin ? base : `${base} allow-same-origin`;
}

function TokenTags({
  tokens,
  explorer,
}: {
  tokens: readonly DexToken[];
  explorer: string | null | undefined;
}) {
  const { t } = useSectionEditorsCatalog();
  if (tokens.length === 0) return null;
  return (
    <Flex gap={4} wrap role="list" aria-label={t(DEX_GENERATOR_LABELS.tokens.label)}>
      {tokens.map((token) => (
        <Tag key={token.address} role="listitem">
          {explorer ? (
            <Typography.Link
              href={`${explorer}/token/${token.address}`}
              target="_blank"
              rel="noopener noreferrer"
            >
              {token.symbol}
            </Typography.Link>
          ) : (
            token.symbol
          )}
        </Tag>
      ))}
    </Flex>
  );
}

/** A DEX generator section as a visitor sees it: the DEX's swap box, or its own app embedded. */
export function DexGeneratorRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const { locale } = useFormat();
  const parsed = useParseInContentLanguage(DexGeneratorConfigSchema, data);
  const chainName = useChainName();
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={DEX_GENERATOR_LABELS} />;
  const config = parsed.data;
  const chain = chainById(config.chainId);
  return (
    <section aria-label={config.title} style={{ padding: '24px 0' }}>
      <Typography.Title level={3}>{config.title}</Typography.Title>
      {config.description ? (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{config.description}</Typography.Paragraph>
      ) : null}
      <Flex gap={8} wrap align="center" style={{ marginBottom: 16 }}>
        <Tag>{chainName(config.chainId)}</Tag>
        <Typography.Text type="secondary">
          {t('dexGenerator.poolFee', { fee: feePercent(config.feeBps, locale) })}
        </Typography.Text>
        <TokenTags tokens={config.tokens} explorer={chain?.explorerUrl} />
      </Flex>
      <SiteNetworkGate chainId={config.chainId}>
        {() =>
          config.source === 'url' ? (
            <Flex vertical gap={8}>
              <iframe
                src={config.url}
                title={config.title}
                sandbox={dexFrameSandbox(config.url, window.location.origin)}
                referrerPolicy="strict-origin-when-cross-origin"
                loading="lazy"
                style={{ width: '100%', height: 640, border: 0, display: 'block' }}
              />
              <Typography.Link href={config.url} target="_blank" rel="noopener noreferrer">
                {t('dexGenerator.openInNewTab')} <ExportOutlined aria-hidden />
              </Typography.Link>
            </Flex>
          ) : config.routerAddress && config.factoryAddress ? (
            <Card style={{ maxWidth: 480 }}>
              <SwapBox
                chainId={config.chainId}
                router={getAddress(config.routerAddress)}
                factory={getAddress(config.factoryAddress)}
                tokens={config.tokens}
              />
            </Card>
          ) : (
            <Alert type="info" showIcon title={t('dexGenerator.noContracts')} />
          )
        }
      </SiteNetworkGate>
    </section>
  );
}
