import { useContext } from 'react';
import { Alert, Flex, Input, Modal, Tabs, Typography } from 'antd';
import type { ApiKey } from '@suite/shared';
import type { Section } from '@suite/shared/widget';
import { CopyButton } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import { ApiKeyGate } from '../api-key/api-key-gate';
import { WidgetEditorContext } from '../editor/editor-context';
import { iframeCode, snippetCode, type EmbedTarget } from './embed-code';

interface EmbedDialogProps {
  open: boolean;
  widgetId: string;
  title: string;
  /** Embed one section only (its place on the saved page). */
  index?: number;
  /** The section asked for is not on the saved page as it is drawn: it must be saved first. */
  unsaved?: boolean;
  /** The page asked for has changes not saved yet: the code shows the page as saved. */
  pageChanged?: boolean;
  onClose: () => void;
}

function CodeBlock({ code, label, copyLabel }: { code: string; label: string; copyLabel: string }) {
  return (
    <Flex vertical gap={8}>
      <Input.TextArea
        readOnly
        value={code}
        aria-label={label}
        autoSize={{ minRows: 3, maxRows: 18 }}
        style={{ fontFamily: 'monospace' }}
      />
      <Flex justify="end">
        <CopyButton text={code} ariaLabel={copyLabel} />
      </Flex>
    </Flex>
  );
}

/**
 * Whether what the code embeds (the saved page, or only its section at `index`) has a referral section.
 * Such a section counts a visit and a sign-up by the visitor's `?ref=`, and gives visitors links to the
 * page they are on: only the snippet passes the host page's `?ref=` and its address to the frame.
 */
function embedsReferral(sections: readonly Section[], index: number | undefined): boolean {
  const embedded = index === undefined ? sections : sections.slice(index, index + 1);
  return embedded.some((section) => section.type === 'referral');
}

/**
 * The saved page's sections, which the embed draws: the editor's widget as last saved. None outside the
 * editor (its context), where no referral section can be known.
 */
function useSavedSections(): readonly Section[] {
  return useContext(WidgetEditorContext)?.widget.configParsed.page.sections ?? [];
}

/**
 * Embed code: an iframe tab and a code snippet tab, both with the widget id and the account's API key.
 * With a referral section in what is embedded, the dialog opens on the snippet, and the iframe tab
 * says that referrals are counted only with the snippet.
 */
export function EmbedDialog({
  open,
  widgetId,
  title,
  index,
  unsaved = false,
  pageChanged = false,
  onClose,
}: EmbedDialogProps) {
  const { t } = useWidgetEditorCatalog();
  return (
    <Modal
      open={open}
      title={
        index === undefined && !unsaved ? t('embedDialog.title') : t('embedDialog.titleNamed', { title })
      }
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
    >
      {open && unsaved ? <Alert type="info" showIcon title={t('embedDialog.unsaved')} /> : null}
      {open && !unsaved && pageChanged ? (
        <Alert type="info" showIcon title={t('embedDialog.pageChanged')} style={{ marginBottom: 12 }} />
      ) : null}
      {open && !unsaved && (
        <ApiKeyGate missingDetail={t('embedDialog.needsKey')}>
          {(apiKey) => <EmbedCode widgetId={widgetId} title={title} index={index} apiKey={apiKey} />}
        </ApiKeyGate>
      )}
    </Modal>
  );
}

function EmbedCode({
  widgetId,
  title,
  index,
  apiKey,
}: Omit<EmbedDialogProps, 'open' | 'onClose' | 'pageChanged'> & { apiKey: ApiKey }) {
  const { t } = useWidgetEditorCatalog();
  const referral = embedsReferral(useSavedSections(), index);
  const target: EmbedTarget = { origin: window.location.origin, widgetId, apiKey: apiKey.uuid, title, index };
  return (
    <Flex vertical gap={8}>
      <Typography.Text type="secondary">
        {t('embedDialog.usage', { count: apiKey.monthlyCount, limit: apiKey.monthlyLimit })}
      </Typography.Text>
      <Tabs
        defaultActiveKey={referral ? 'snippet' : 'iframe'}
        items={[
          {
            key: 'iframe',
            label: t('embedDialog.iframe'),
            children: (
              <Flex vertical gap={8}>
                {referral ? (
                  <Alert type="warning" showIcon title={t('embedDialog.referralNeedsSnippet')} />
                ) : null}
                <CodeBlock
                  code={iframeCode(target)}
                  label={t('embedDialog.iframeCode')}
                  copyLabel={t('embedDialog.copyIframe')}
                />
              </Flex>
            ),
          },
          {
            key: 'snippet',
            label: t('embedDialog.snippet'),
            children: (
              <CodeBlock
                code={snippetCode(target)}
                label={t('embedDialog.snippet')}
                copyLabel={t('embedDialog.copySnippet')}
              />
            ),
          },
        ]}
      />
    </Flex>
  );
}
