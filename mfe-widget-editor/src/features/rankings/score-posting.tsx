import { Typography } from 'antd';
import Collapse from 'antd/es/collapse';
import { useApiClientContext } from '@suite/shared/react';
import { CopyButton } from '../copy-button';
import { AppLink } from '../app-link';
import { widgetPaths } from '../widget-paths';

/** The endpoint a site posts scores to, on the API this editor talks to. */
export function scoresEndpoint(apiBaseUrl: string, siteId: number, leaderboardId: number): string {
  const origin = apiBaseUrl || window.location.origin;
  return `${origin}/api/sites/${siteId}/leaderboards/${leaderboardId}/scores`;
}

/**
 * How a site posts scores with the account's API key. The key itself is never shown here: the API
 * key screen holds it.
 */
export function ScorePosting({ siteId, leaderboardId }: { siteId: number; leaderboardId: number }) {
  const { apiBaseUrl } = useApiClientContext();
  const endpoint = scoresEndpoint(apiBaseUrl, siteId, leaderboardId);
  const example = [
    `curl -X POST '${endpoint}' \\`,
    `  -H 'content-type: application/json' \\`,
    `  -d '{"apiKey":"<your API key>","address":"0x…","score":1200}'`,
  ].join('\n');
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'post',
          label: 'Post scores from your site',
          children: (
            <>
              <Typography.Paragraph>
                Your site&apos;s server can post a wallet&apos;s score with your{' '}
                <AppLink to={widgetPaths.section(String(siteId), 'apiKey')}>API key</AppLink>. Each wallet
                keeps its best score: a lower or equal one changes nothing. Each post counts one request of
                the key&apos;s month. Keep the key on your server.
              </Typography.Paragraph>
              <Typography.Paragraph>
                <Typography.Text code aria-label="Scores endpoint">
                  POST {endpoint}
                </Typography.Text>{' '}
                <CopyButton text={endpoint} ariaLabel="Copy scores endpoint" />
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
