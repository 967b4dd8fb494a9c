import { Alert, Flex, Skeleton, Typography } from 'antd';
import { getAddress } from 'viem';
import { functionSignature, parseAbiFunctions, shortenAddress, type SiteContractForm } from '@suite/shared';
import { UserContractFormConfigSchema } from '@suite/shared/sections';
import { apiErrorStatus } from '@suite/shared/client';
import { ErrorAlert, useChainName, useParseInContentLanguage } from '@suite/shared/react';
import { contractFormId, useSiteContractForm } from '../../api/contract-forms';
import { FunctionCard } from '../../section-kit/contract/function-card';
import { SiteNetworkGate } from '../../section-kit/trade/site-trade';
import type { SectionRendererProps } from '../../section-kit/section-module';
import { SectionNotReady } from '../../section-kit/section-not-ready';
import { RecordGone } from '../../section-kit/render/load-error';
import { nonEmpty } from '../../section-kit/fields/field-values';
import { USER_CONTRACT_FORM_LABELS } from './labels';
import { useSectionScope } from '../../section-kit/section-scope';
import { useSectionEditorsCatalog } from '../../i18n';

/**
 * A contract form as a visitor sees it: the form the owner built (its name and description unless
 * hidden), one card per chosen function with a labelled field per argument, each call made through
 * the visitor's wallet — reads answered by the chain, writes sent and followed until mined.
 */
export function UserContractFormRenderer({ data }: SectionRendererProps) {
  const { t } = useSectionEditorsCatalog();
  const parsed = useParseInContentLanguage(UserContractFormConfigSchema, data);
  const { siteId } = useSectionScope();
  const id = parsed.success ? contractFormId(parsed.data.formId) : undefined;
  const form = useSiteContractForm(siteId, id);
  if (!parsed.success)
    return <SectionNotReady issues={parsed.error.issues} labels={USER_CONTRACT_FORM_LABELS} />;
  let content;
  if (!siteId) content = <Alert type="info" showIcon title={t('common.noSiteRender')} />;
  else if (id === undefined || apiErrorStatus(form.error) === 404)
    content = <RecordGone title={t('userContractForm.gone')} />;
  else if (form.error) content = <ErrorAlert error={form.error} onRetry={() => void form.mutate()} />;
  else if (!form.data) content = <Skeleton active />;
  else {
    const { data: contractForm } = form;
    const { hideFormInfo } = parsed.data;
    // The site's Data → Networks: on a chain it leaves out, visitors read so instead of the form.
    content = (
      <SiteNetworkGate chainId={contractForm.chainId} refusal="other">
        {() => <ContractFormView form={contractForm} hideFormInfo={hideFormInfo} />}
      </SiteNetworkGate>
    );
  }
  return (
    <section
      aria-label={nonEmpty(form.data?.name) ?? t('userContractForm.region')}
      style={{ padding: '24px 0' }}
    >
      {content}
    </section>
  );
}

function ContractFormView({ form, hideFormInfo }: { form: SiteContractForm; hideFormInfo: boolean }) {
  const { t } = useSectionEditorsCatalog();
  const chainName = useChainName();
  const abi = parseAbiFunctions(form.abi);
  if (abi.error !== undefined) return <Alert type="error" showIcon title={abi.error} />;
  const address = getAddress(form.address);
  return (
    <Flex vertical gap={16}>
      {hideFormInfo ? null : (
        <div>
          <Typography.Title level={3}>{form.name}</Typography.Title>
          {form.description ? (
            <Typography.Paragraph type="secondary">{form.description}</Typography.Paragraph>
          ) : null}
          <Typography.Text type="secondary">
            {t('userContractForm.contract')} <Typography.Text code>{shortenAddress(address)}</Typography.Text>{' '}
            {t('userContractForm.onChain', {
              chain: chainName(form.chainId),
            })}
          </Typography.Text>
        </div>
      )}
      {form.functions.map((chosen) => {
        const fn = abi.functions.find((item) => functionSignature(item) === chosen.signature);
        return fn ? (
          <FunctionCard
            key={chosen.signature}
            fn={fn}
            address={address}
            chainId={form.chainId}
            labels={chosen.labels}
          />
        ) : null;
      })}
    </Flex>
  );
}
