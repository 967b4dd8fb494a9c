import { Button, Typography } from 'antd';
import { Result } from '@suite/shared/react';
import { REMOTES_CONFIG_URL } from '../federation/remotes-config-url';
import { useShellCatalog } from '../i18n';

/** Shown instead of the admin when `remotes.json` is missing or wrong: says what to fix. */
export function RemotesConfigError({ problems }: { problems: string[] }) {
  const { t } = useShellCatalog();
  return (
    <Result
      status="error"
      title={t('remotesConfig.title')}
      subTitle={t('remotesConfig.fix', { url: REMOTES_CONFIG_URL })}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          {t('remotesConfig.reload')}
        </Button>
      }
    >
      <Typography.Paragraph>
        <ul>
          {problems.map((problem) => (
            <li key={problem}>
              <Typography.Text code>{problem}</Typography.Text>
            </li>
          ))}
        </ul>
      </Typography.Paragraph>
    </Result>
  );
}
