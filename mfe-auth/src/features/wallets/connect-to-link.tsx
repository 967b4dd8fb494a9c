import { Button, Typography } from 'antd';

/** Linking's first step: connect the wallet (also the stand-in while the wallet's code is not loaded). */
export function ConnectToLink({ onConnect, loading = false }: { onConnect: () => void; loading?: boolean }) {
  return (
    <>
      <Typography.Text type="secondary">Connect your wallet to link another of its accounts.</Typography.Text>
      <Button style={{ alignSelf: 'start' }} loading={loading} onClick={onConnect}>
        Connect wallet
      </Button>
    </>
  );
}
