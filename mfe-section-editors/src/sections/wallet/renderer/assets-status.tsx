import { Alert, Button, Spin } from 'antd';
import { useApiErrorMessage } from '@suite/shared/react';
import type { WalletAssetsState } from '../chain/use-wallet-assets';
import { useSectionEditorsCatalog } from '../../../i18n';

/**
 * Where the wallet's own data stands: a save waiting for the signature or on its way, a save that
 * failed (a refused signature…), the saved lists or the site's settings that could not be read.
 */
export function AssetsStatus({
  assets,
  siteSettingsError,
  onRetrySiteSettings,
}: {
  assets: WalletAssetsState;
  siteSettingsError?: unknown;
  onRetrySiteSettings: () => void;
}) {
  const errorMessage = useApiErrorMessage();
  const { t } = useSectionEditorsCatalog();
  const { saveState } = assets;
  return (
    <div role="status" aria-live="polite">
      {saveState.status === 'signing' || saveState.status === 'saving' ? (
        <Alert
          type="info"
          icon={<Spin size="small" />}
          showIcon
          title={saveState.status === 'signing' ? t('wallet.assets.signing') : t('wallet.assets.saving')}
        />
      ) : saveState.status === 'error' ? (
        <Alert
          type="error"
          showIcon
          closable={{ 'aria-label': t('wallet.assets.dismiss') }}
          onClose={assets.dismissSaveError}
          title={t('wallet.assets.notSaved')}
          description={saveState.message}
        />
      ) : null}
      {assets.loadError ? (
        <Alert
          type="warning"
          showIcon
          title={t('wallet.assets.readFailed')}
          description={assets.loadError}
          action={<Button onClick={assets.reload}>{t('common.retry')}</Button>}
        />
      ) : null}
      {siteSettingsError ? (
        <Alert
          type="warning"
          showIcon
          title={t('wallet.assets.siteFailed')}
          description={errorMessage(siteSettingsError)}
          action={<Button onClick={onRetrySiteSettings}>{t('common.retry')}</Button>}
        />
      ) : null}
    </div>
  );
}
