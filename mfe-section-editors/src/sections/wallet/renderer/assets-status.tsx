import { Alert, Button, Spin } from 'antd';
import { apiErrorMessage } from '@suite/shared/client';
import { SAVE_SAVING_TEXT, SAVE_SIGNING_TEXT, type WalletAssetsState } from '../chain/use-wallet-assets';

/**
 * Where the wallet's own data stands: a save waiting for the signature or on its way, a save that
 * failed (a refused signature…), the saved lists or the site's settings that could not be read.
 */
export function AssetsStatus({
  assets,
  siteSettingsError,
}: {
  assets: WalletAssetsState;
  siteSettingsError?: unknown;
}) {
  const { saveState } = assets;
  return (
    <div role="status" aria-live="polite">
      {saveState.status === 'signing' || saveState.status === 'saving' ? (
        <Alert
          type="info"
          icon={<Spin size="small" />}
          showIcon
          title={saveState.status === 'signing' ? SAVE_SIGNING_TEXT : SAVE_SAVING_TEXT}
        />
      ) : saveState.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          closable={{ 'aria-label': 'Dismiss' }}
          onClose={assets.dismissSaveError}
          title="Your tokens and NFTs were not saved"
          description={saveState.message}
        />
      ) : null}
      {assets.loadError ? (
        <Alert
          type="warning"
          showIcon
          title="Your imported tokens and NFTs could not be read"
          description={assets.loadError}
          action={<Button onClick={assets.reload}>Retry</Button>}
        />
      ) : null}
      {siteSettingsError ? (
        <Alert
          type="warning"
          showIcon
          title="This site's networks and tokens could not be read: every network is offered"
          description={apiErrorMessage(siteSettingsError)}
        />
      ) : null}
    </div>
  );
}
