import { Alert, Flex, Typography } from 'antd';
import { getAddress } from 'viem';
import { chainById, functionSignature, parseAbiFunctions, shortenAddress } from '@suite/shared';
import { ContractConfigSchema } from '@suite/shared/sections';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { CONTRACT_LABELS } from './labels';
import { FunctionCard } from '../../section-kit/contract/function-card';
import { SiteNetworkGate } from '../../section-kit/trade/site-trade';
import { useSectionEditorsCatalog } from '../../i18n';
import { copyableText, useChainName, useParseInContentLanguage } from '@suite/shared/react';

/** A contract section as a visitor sees it: the chosen functions of the contract, each usable. */
export function ContractRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(ContractConfigSchema, data);
  const chainName = useChainName();
  if (!parsed.success) return <SectionNotReady issues={parsed.error.issues} labels={CONTRACT_LABELS} />;
  const { title, chainId, address, abi, functions: chosen } = parsed.data;
  const abiFunctions = parseAbiFunctions(abi);
  if (abiFunctions.error !== undefined) return <Alert type="error" showIcon title={abiFunctions.error} />;
  const functions = chosen.flatMap((signature) =>
    abiFunctions.functions.filter((fn) => functionSignature(fn) === signature),
  );
  const chain = chainById(chainId);
  const checksummed = getAddress(address);
  // The site's Data → Networks: on a chain it leaves out, visitors read so instead of the contract.
  return (
    <section aria-label={title || t('userContractForm.contract')} style={{ padding: '24px 0' }}>
      <SiteNetworkGate chainId={chainId} refusal="other">
        {() => (
          <>
            {title ? <Typography.Title level={3}>{title}</Typography.Title> : null}
            <Typography.Paragraph type="secondary">
              {t('userContractForm.contract')}{' '}
              {chain?.explorerUrl ? (
                <Typography.Link
                  href={`${chain.explorerUrl}/address/${checksummed}`}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {shortenAddress(checksummed)}
                </Typography.Link>
              ) : (
                <Typography.Text code copyable={copyableText(checksummed)}>
                  {shortenAddress(checksummed)}
                </Typography.Text>
              )}{' '}
              {t('userContractForm.onChain', { chain: chainName(chainId) })}
            </Typography.Paragraph>
            <Flex vertical gap={16}>
              {functions.map((fn) => (
                <FunctionCard key={functionSignature(fn)} fn={fn} address={checksummed} chainId={chainId} />
              ))}
            </Flex>
          </>
        )}
      </SiteNetworkGate>
    </section>
  );
}
