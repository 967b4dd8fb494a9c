import { Button, Result, Typography } from 'antd';
import { REMOTES_CONFIG_URL } from '../federation/remotes-config';

/** Shown instead of the admin when `remotes.json` is missing or wrong: says what to fix. */
export function RemotesConfigError({ problems }: { problems: string[] }) {
  return (
    <Result
      status="error"
      title="The admin could not start: the remotes configuration is invalid"
      subTitle={`Fix ${REMOTES_CONFIG_URL} (one http(s) URL of a mf-manifest.json per remote), then reload.`}
      extra={
        <Button type="primary" onClick={() => window.location.reload()}>
          Reload
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
