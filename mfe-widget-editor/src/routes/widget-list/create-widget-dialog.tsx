import { Suspense } from 'react';
import { Modal, Skeleton } from 'antd';
import { LoadBoundary, useRetryableLazy } from '@suite/shared/react';
import { useWidgetEditorCatalog } from '../../i18n';

const loadForm = () => import('./create-widget-form');

export interface CreateWidgetDialogProps {
  open: boolean;
  onClose: () => void;
  onCreated: (widgetId: number) => void;
}

/** Create widget: its name and its kit (which decides the editor's menus; it cannot change later). */
export function CreateWidgetDialog({ open, onClose, onCreated }: CreateWidgetDialogProps) {
  const { t } = useWidgetEditorCatalog();
  const [CreateWidgetForm, retry] = useRetryableLazy(loadForm);
  return (
    <Modal open={open} title={t('create.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {open && (
        <LoadBoundary title={t('create.loadFailed')} onRetry={retry}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
            <CreateWidgetForm onClose={onClose} onCreated={onCreated} />
          </Suspense>
        </LoadBoundary>
      )}
    </Modal>
  );
}
