import { Suspense } from 'react';
import { Modal, Skeleton } from 'antd';
import { LoadBoundary, useRetryableLazy } from '@suite/shared/react';
import { useCommerceCatalog } from '../../i18n';
import { useDialogLeaveGuard } from '../use-leave-guard';

// The form and its schema load when the dialog opens: the checkouts list needs neither.
const loadForm = () => import('./new-checkout-form');

/**
 * New Checkout: title and description first, then the items on the create page. With a title or a
 * description typed, its close, a navigation, a reload and Log out ask 'Leave without saving' first
 * (`useDialogLeaveGuard`); Leave on a navigation closes it.
 */
export function NewCheckoutDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useCommerceCatalog();
  const [NewCheckoutForm, retry] = useRetryableLazy(loadForm);
  const { close, allowLeave, onUnsavedChange } = useDialogLeaveGuard(onClose, onClose);
  return (
    <Modal title={t('checkouts.new')} open={open} onCancel={close} footer={null} destroyOnHidden>
      {open && (
        <LoadBoundary title={t('checkouts.formLoadFailed')} onRetry={retry}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 3 }} />}>
            <NewCheckoutForm onCancel={close} onContinue={allowLeave} onUnsavedChange={onUnsavedChange} />
          </Suspense>
        </LoadBoundary>
      )}
    </Modal>
  );
}
