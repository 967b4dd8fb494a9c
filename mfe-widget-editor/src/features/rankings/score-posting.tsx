import { Typography } from 'antd';
import Collapse from 'antd/es/collapse';
import { AppLink, CopyButton, useApiClientContext } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';
import { MessageWith } from '../message-with';
import { widgetPaths } from '../widget-paths';

/** The endpoint a site posts scores to, on the API this editor talks to. */
function scoresEndpoint(apiBaseUrl: string, siteId: number, leaderboardId: number): string {
  const origin = apiBaseUrl || window.location.origin;
  return `${origin}/api/sites/${siteId}/leaderboards/${leaderboardId}/scores`;
}

/**
 * How a site posts scores with the account's API key. The key itself is never shown here: the API
 * key screen holds it.
 */
export function ScorePosting({ siteId, leaderboardId }: { siteId: number; leaderboardId: number }) {
  const { t } = useWidgetEditorCatalog();
  const { apiBaseUrl } = useApiClientContext();
  const endpoint = scoresEndpoint(apiBaseUrl, siteId, leaderboardId);
  const example = [
    `curl -X POST '${endpoint}' \\`,
    `  -H 'content-type: application/json' \\`,
    `  -d '{"apiKey":"${t('rankings.posting.keyPlaceholder')}","address":"0x…","score":1200}'`,
  ].join('\n');
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'post',
          label: t('rankings.posting.title'),
          children: (
            <>
              <Typography.Paragraph>
                <MessageWith
                  message={(apiKey) => t('rankings.posting.text', { apiKey })}
                  element={
                    <AppLink to={widgetPaths.panel(String(siteId), 'apiKey')}>
                      {t('rankings.posting.apiKey')}
                    </AppLink>
                  }
                />
              </Typography.Paragraph>
              <Typography.Paragraph>
                <Typography.Text code aria-label={t('rankings.posting.endpoint')}>
                  POST {endpoint}
                </Typography.Text>{' '}
                <CopyButton text={endpoint} ariaLabel={t('rankings.posting.copyEndpoint')} />
              </Typography.Paragraph>
              <Typography.Paragraph>
                <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{example}</pre>
              </Typography.Paragraph>
            </>
          ),
        },
      ]}
    />
  );
}
