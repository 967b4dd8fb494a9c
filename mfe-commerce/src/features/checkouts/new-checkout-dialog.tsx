import { Suspense } from 'react';
import { Modal, Skeleton } from 'antd';
import { LoadBoundary, useRetryableLazy } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';

// The form and its schema load when the dialog opens: the checkouts list needs neither.
const loadForm = () => import('./new-checkout-form');

/** New Checkout: title and description first, then the items on the create page. */
export function NewCheckoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useCommerceCatalog();
  const [NewCheckoutForm, retry] = useRetryableLazy(loadForm);
  return (
    <Modal title={t('checkouts.new')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      {open && (
        <LoadBoundary title={t('checkouts.formLoadFailed')} onRetry={retry}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
            <NewCheckoutForm onClose={onClose} />
          </Suspense>
        </LoadBoundary>
      )}
    </Modal>
  );
}
