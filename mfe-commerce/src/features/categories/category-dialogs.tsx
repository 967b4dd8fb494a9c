import { Modal } from 'antd';
import type { Category } from '@suite/shared';
import { useCategoryMutations } from '../../api/categories';
import { useCommerceCatalog } from '../../i18n';
import { useDialogLeaveGuard } from '../use-leave-guard';
import { CategoryForm } from './category-form';

/**
 * Closed by Cancel, the X, Escape or the mask: with a changed name, after 'Leave without saving', as a
 * navigation, a reload and Log out are (`useDialogLeaveGuard`). Its opening is its URL
 * (`?dialog=create`): a navigation that leaves it closes it.
 */
export function CreateCategoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { create } = useCategoryMutations();
  const { t } = useCommerceCatalog();
  const { close, done, onUnsavedChange } = useDialogLeaveGuard(onClose);
  return (
    <Modal title={t('categories.create')} open={open} onCancel={close} footer={null} destroyOnHidden>
      <CategoryForm
        submitLabel={t('categories.submit')}
        successText={t('categories.created')}
        onSubmit={create}
        onUnsavedChange={onUnsavedChange}
        onCancel={close}
        onDone={done}
      />
    </Modal>
  );
}

/**
 * Closed by Cancel, the X, Escape or the mask: with a changed name, after 'Leave without saving', as a
 * navigation, a reload and Log out are (`useDialogLeaveGuard`); Leave on a navigation closes it.
 */
export function EditCategoryDialog({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) {
  const { rename } = useCategoryMutations();
  const { t } = useCommerceCatalog();
  const { close, done, onUnsavedChange } = useDialogLeaveGuard(onClose, onClose);
  return (
    <Modal
      title={t('categories.rename')}
      open={category !== null}
      onCancel={close}
      footer={null}
      destroyOnHidden
    >
      {category ? (
        <CategoryForm
          initialName={category.name}
          submitLabel={t('common.save')}
          successText={t('categories.updated')}
          onSubmit={(input) => rename(category.id, input)}
          onUnsavedChange={onUnsavedChange}
          onCancel={close}
          onDone={done}
        />
      ) : null}
    </Modal>
  );
}
