import { useState } from 'react';
import { Alert, Button, Flex, Typography } from 'antd';
import Collapse from 'antd/es/collapse';
import type { Leaderboard } from '@suite/shared';
import {
  AppLink,
  CopyButton,
  useApiClientContext,
  useFeedback,
  useFormat,
  useNotify,
} from '@suite/shared/react';
import { useScoreKeyMutations } from '../../api/leaderboards';
import { useWidgetEditorCatalog } from '../../i18n';
import { MessageWith } from '../message-with';
import { widgetPaths } from '../widget-paths';

/** The endpoint a site posts scores to, on the API this editor talks to. */
function scoresEndpoint(apiBaseUrl: string, siteId: number, leaderboardId: number): string {
  const origin = apiBaseUrl || window.location.origin;
  return `${origin}/api/sites/${siteId}/leaderboards/${leaderboardId}/scores`;
}

/**
 * How a site's server posts scores: the endpoint, and the leaderboard's score key — made, made anew
 * or removed here. The key is shown once, when it is made (the API keeps only its hash). It is not
 * the account's API key, which every visitor can read in the embed code.
 */
export function ScorePosting({ leaderboard }: { leaderboard: Leaderboard }) {
  const { t } = useWidgetEditorCatalog();
  const { apiBaseUrl } = useApiClientContext();
  const { modal } = useFeedback();
  const format = useFormat();
  const notify = useNotify();
  const { make, remove } = useScoreKeyMutations(leaderboard.id);
  /** The key just made: shown until the panel closes, never again. */
  const [madeKey, setMadeKey] = useState<string | null>(null);
  const [making, setMaking] = useState(false);
  const endpoint = scoresEndpoint(apiBaseUrl, leaderboard.siteId, leaderboard.id);
  const example = [
    `curl -X POST '${endpoint}' \\`,
    `  -H 'content-type: application/json' \\`,
    `  -d '{"scoreKey":"${madeKey ?? t('rankings.posting.keyPlaceholder')}","address":"0x…","score":1200}'`,
  ].join('\n');

  async function makeKey() {
    setMaking(true);
    try {
      setMadeKey(await make());
      notify.success(t('rankings.posting.made'));
    } catch (error) {
      notify.error(error);
    } finally {
      setMaking(false);
    }
  }

  function confirmMakeAnew() {
    modal.confirm({
      title: t('rankings.posting.makeAnewQuestion'),
      content: t('rankings.posting.makeAnewContent'),
      okText: t('rankings.posting.makeAnew'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: makeKey,
    });
  }

  function confirmRemove() {
    modal.confirm({
      title: t('rankings.posting.removeQuestion'),
      content: t('rankings.posting.removeContent'),
      okText: t('actions.remove'),
      okButtonProps: { danger: true },
      cancelText: t('actions.cancel'),
      onOk: async () => {
        if (await notify.run(remove, t('rankings.posting.removed'))) setMadeKey(null);
      },
    });
  }

  const keyCreatedAt = leaderboard.scoreKeyCreatedAt;
  return (
    <Collapse
      size="small"
      items={[
        {
          key: 'post',
          label: t('rankings.posting.title'),
          children: (
            <Flex vertical gap={12}>
              <Typography.Paragraph style={{ margin: 0 }}>
                <MessageWith
                  message={(apiKey) => t('rankings.posting.text', { apiKey })}
                  element={
                    <AppLink to={widgetPaths.panel(String(leaderboard.siteId), 'apiKey')}>
                      {t('rankings.posting.apiKey')}
                    </AppLink>
                  }
                />
              </Typography.Paragraph>
              <Flex vertical gap={8} role="group" aria-label={t('rankings.posting.key')}>
                {madeKey ? (
                  <Alert
                    type="success"
                    showIcon
                    title={t('rankings.posting.copyNow')}
                    description={
                      <Flex gap={8} align="center" wrap>
                        <Typography.Text
                          code
                          aria-label={t('rankings.posting.key')}
                          style={{ wordBreak: 'break-all' }}
                        >
                          {madeKey}
                        </Typography.Text>
                        <CopyButton text={madeKey} ariaLabel={t('rankings.posting.copyKey')} />
                      </Flex>
                    }
                  />
                ) : (
                  <Typography.Text type={keyCreatedAt ? undefined : 'secondary'}>
                    {keyCreatedAt
                      ? t('rankings.posting.keyMadeOn', { date: format.dateTime(keyCreatedAt) })
                      : t('rankings.posting.noKey')}
                  </Typography.Text>
                )}
                <Flex gap={8} wrap>
                  {keyCreatedAt ? (
                    <>
                      <Button loading={making} onClick={confirmMakeAnew}>
                        {t('rankings.posting.makeAnew')}
                      </Button>
                      <Button danger onClick={confirmRemove}>
                        {t('rankings.posting.remove')}
                      </Button>
                    </>
                  ) : (
                    <Button type="primary" loading={making} onClick={() => void makeKey()}>
                      {t('rankings.posting.make')}
                    </Button>
                  )}
                </Flex>
              </Flex>
              <Typography.Paragraph style={{ margin: 0 }}>
                <Typography.Text code aria-label={t('rankings.posting.endpoint')}>
                  POST {endpoint}
                </Typography.Text>{' '}
                <CopyButton text={endpoint} ariaLabel={t('rankings.posting.copyEndpoint')} />
              </Typography.Paragraph>
              <pre style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-all', margin: 0 }}>{example}</pre>
            </Flex>
          ),
        },
      ]}
    />
  );
}
