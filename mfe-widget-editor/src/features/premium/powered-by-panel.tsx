import { Alert, Card, Checkbox, Flex, Input, Skeleton, Switch, Typography } from 'antd';
import Form from 'antd/es/form';
import { useWatch } from 'react-hook-form';
import * as z from 'zod/v4';
import { DomainSchema, PREMIUM_FEATURES } from '@suite/shared/schemas';
import { CustomSignatureSchema } from '@suite/shared/widget';
import { ErrorAlert, useFormat, usePremiumFeatureName } from '@suite/shared/react';
import { Field } from '@suite/shared/forms';
import { useCreditsAccount, useFeatureStatus } from '../../api/credits';
import { useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { usePanelForm } from '../editor/panel-save';
import { formatCredits } from './credits-text';
import { useWidgetEditorCatalog } from '../../i18n';
import { PoweredBy, SiteSignature } from '@suite/shared/site-page';
import { PremiumFeatureCard } from './premium-feature-card';
import { useServedDomain } from './served-domain';
import { siteOrigin } from '../widget-paths';

const FooterFormSchema = z.object({
  hide_powered_by: z.boolean(),
  customSignature: CustomSignatureSchema,
  domain: z.union([z.literal(''), DomainSchema]),
});

/** The default signature shows the app name and the love text (seed 001 §3). */
const DEFAULT_SIGNATURE = { enabled: false, text: '', link: '', showAppName: true, showLoveBy: true };

function CreditsLine() {
  const { t } = useWidgetEditorCatalog();
  const format = useFormat();
  const { data, error, isLoading, mutate } = useCreditsAccount();
  if (isLoading) return <Skeleton.Input active size="small" />;
  if (error) {
    return <ErrorAlert error={error} title={t('premium.creditsUnread')} onRetry={() => void mutate()} />;
  }
  return (
    <Typography.Text>
      {t('premium.credits')}{' '}
      <Typography.Text strong>{format.credits(formatCredits(data?.creditsAvailable ?? '0'))}</Typography.Text>
    </Typography.Text>
  );
}

/** A yes/no setting drawn as a checkbox with its words. */
function checkbox(text: string, disabled: boolean) {
  return function CheckboxInput(field: { value: boolean; onChange: (checked: boolean) => void }, id: string) {
    return (
      <Checkbox
        id={id}
        checked={field.value}
        disabled={disabled}
        onChange={(event) => field.onChange(event.target.checked)}
      >
        {text}
      </Checkbox>
    );
  };
}

/**
 * Powered by: the premium features (unlocked with credits) and what they allow — hiding "powered by",
 * the custom footer signature with its live preview text, and the custom domain the site is served on
 * (the server serves it only while the feature is active, and refuses a domain another site has).
 */
export function PoweredByPanel() {
  const { t } = useWidgetEditorCatalog();
  const featureName = usePremiumFeatureName();
  const { widget } = useWidgetEditor();
  const config = widget.configParsed;
  const poweredBy = useFeatureStatus('powered-by');
  const signatureFeature = useFeatureStatus('widget-signature');
  const domainFeature = useFeatureStatus('custom-domain');
  const { form, saveActions } = usePanelForm({
    schema: FooterFormSchema,
    defaultValues: {
      hide_powered_by: config.footer?.hide_powered_by ?? false,
      customSignature: { ...DEFAULT_SIGNATURE, ...config.footer?.customSignature },
      domain: config.domain ?? '',
    },
    toConfig: (values) => ({
      ...config,
      footer: { hide_powered_by: values.hide_powered_by, customSignature: values.customSignature },
      // No domain is no key, as before one was ever set.
      domain: values.domain || undefined,
    }),
    // The server's own checks (a domain of the suite itself, one the plan does not allow) name these.
    serverFields: {
      'config.domain': 'domain',
      'config.footer.customSignature.text': 'customSignature.text',
      'config.footer.customSignature.link': 'customSignature.link',
    },
  });
  const { control } = form;
  const signature = useWatch({ control, name: 'customSignature' });
  const hidePoweredBy = useWatch({ control, name: 'hide_powered_by' });
  const canHide = poweredBy.data?.active ?? false;
  const canSign = signatureFeature.data?.active ?? false;
  const canServe = domainFeature.data?.active ?? false;
  // Until a feature is read its fields wait, disabled, and say nothing: it is neither locked nor lapsed yet.
  const hideRead = poweredBy.data !== undefined || poweredBy.error !== undefined;
  const signRead = signatureFeature.data !== undefined || signatureFeature.error !== undefined;
  const domainRead = domainFeature.data !== undefined || domainFeature.error !== undefined;
  const savedDomain = config.domain === '' ? undefined : config.domain;
  const servedDomain = useServedDomain(widget);
  // Named by the saved config, but another site took it while this one's feature was lapsed.
  const domainTaken = savedDomain !== undefined && !widget.domainHeld;
  // A feature whose state could not be read is not said to be locked: its card offers Retry.
  const unread = t('premium.footer.unread');

  // What visitors see: a setting counts only while its feature is active (the server's siteFooter),
  // so a lapsed plan's saved choices are previewed as the site shows them, not as saved.
  const showsSignature = canSign && signature.enabled;
  const hidesPoweredBy = canHide && hidePoweredBy;

  return (
    <PanelCard description={t('premium.description')}>
      <CreditsLine />
      <Flex vertical gap={8}>
        {PREMIUM_FEATURES.map((feature) => (
          <PremiumFeatureCard key={feature} feature={feature} />
        ))}
      </Flex>
      <Form layout="vertical" component="div" style={{ maxWidth: 560 }}>
        <Field
          control={control}
          name="hide_powered_by"
          label={t('menu.entries.powered.by')}
          help={canHide || !hideRead ? undefined : poweredBy.error ? unread : t('premium.footer.hideHelp')}
        >
          {checkbox(featureName('powered-by'), !canHide)}
        </Field>
        <Typography.Title level={3} style={{ fontSize: 15 }}>
          {t('premium.footer.signature')}
        </Typography.Title>
        {!canSign && signRead && (
          <Alert
            type={signatureFeature.error ? 'warning' : 'info'}
            showIcon
            title={signatureFeature.error ? unread : t('premium.footer.unlockSignature')}
            style={{ marginBottom: 16 }}
          />
        )}
        <Field control={control} name="customSignature.enabled" label={t('premium.footer.custom')}>
          {(field, id) => (
            <Switch id={id} checked={field.value} disabled={!canSign} onChange={field.onChange} />
          )}
        </Field>
        <Field control={control} name="customSignature.text" label={t('premium.footer.text')}>
          {(field, id) => <Input {...field} id={id} maxLength={200} disabled={!canSign} />}
        </Field>
        <Field control={control} name="customSignature.link" label={t('premium.footer.link')}>
          {(field, id) => (
            <Input {...field} value={field.value ?? ''} id={id} placeholder="https://…" disabled={!canSign} />
          )}
        </Field>
        <Field control={control} name="customSignature.showAppName" label={t('premium.footer.appName')}>
          {checkbox(t('premium.footer.showAppName'), !canSign)}
        </Field>
        <Field control={control} name="customSignature.showLoveBy" label={t('premium.footer.loveText')}>
          {checkbox(t('premium.footer.showLoveBy'), !canSign)}
        </Field>
        <Card
          size="small"
          title={t('premium.footer.preview')}
          role="region"
          aria-label={t('premium.footer.preview')}
          style={{ marginBottom: 16 }}
        >
          <Flex vertical gap={4}>
            {showsSignature && <SiteSignature signature={signature} appName={config.name} />}
            {!hidesPoweredBy && <PoweredBy />}
            {hidesPoweredBy && !showsSignature && (
              <Typography.Text type="secondary">{t('premium.footer.empty')}</Typography.Text>
            )}
          </Flex>
        </Card>
        <Typography.Title level={3} style={{ fontSize: 15 }}>
          {featureName('custom-domain')}
        </Typography.Title>
        {domainTaken ? (
          <Alert
            type="warning"
            showIcon
            title={t('premium.domain.taken', { domain: savedDomain })}
            style={{ marginBottom: 16 }}
          />
        ) : (
          !canServe &&
          domainRead && (
            <Alert
              type={domainFeature.error ? 'warning' : 'info'}
              showIcon
              title={
                domainFeature.error
                  ? unread
                  : savedDomain
                    ? t('premium.domain.lapsed', { domain: savedDomain })
                    : t('premium.domain.unlock')
              }
              style={{ marginBottom: 16 }}
            />
          )
        )}
        <Field
          control={control}
          name="domain"
          label={t('premium.domain.label')}
          help={t('premium.domain.help', { host: window.location.hostname })}
        >
          {(field, id) => (
            <Input
              {...field}
              id={id}
              placeholder="shop.example.com"
              maxLength={253}
              // A domain saved before can always be cleared, whatever the feature's state.
              disabled={!canServe && !savedDomain}
            />
          )}
        </Field>
        {servedDomain && (
          <Typography.Paragraph>
            <Typography.Link href={`${siteOrigin(servedDomain)}/`} target="_blank" rel="noreferrer">
              {t('premium.domain.open', { url: siteOrigin(servedDomain) })}
            </Typography.Link>
          </Typography.Paragraph>
        )}
      </Form>
      {saveActions}
    </PanelCard>
  );
}
