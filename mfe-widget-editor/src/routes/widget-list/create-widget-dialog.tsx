import { lazy, Suspense, useState } from 'react';
import { Modal, Skeleton } from 'antd';
import { LoadBoundary } from '@suite/shared/react';
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
  // A new lazy component on Retry: a failed one keeps its failure.
  const [CreateWidgetForm, setForm] = useState(() => lazy(loadForm));
  return (
    <Modal open={open} title={t('create.title')} onCancel={onClose} footer={null} destroyOnHidden>
      {open && (
        <LoadBoundary title={t('create.loadFailed')} onRetry={() => setForm(() => lazy(loadForm))}>
          <Suspense fallback={<Skeleton active paragraph={{ rows: 4 }} />}>
            <CreateWidgetForm onClose={onClose} onCreated={onCreated} />
          </Suspense>
        </LoadBoundary>
      )}
    </Modal>
  );
}
