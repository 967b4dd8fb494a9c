import { Modal } from 'antd';
import type { Category } from '@suite/shared';
import { useCategoryMutations } from '../../api/categories';
import { useCommerceCatalog } from '../../i18n';
import { CategoryForm } from './category-form';

export function CreateCategoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { create } = useCategoryMutations();
  const { t } = useCommerceCatalog();
  return (
    <Modal title={t('categories.create')} open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <CategoryForm
        submitLabel={t('categories.submit')}
        successText={t('categories.created')}
        onSubmit={create}
        onCancel={onClose}
        onDone={onClose}
      />
    </Modal>
  );
}

export function EditCategoryDialog({
  category,
  onClose,
}: {
  category: Category | null;
  onClose: () => void;
}) {
  const { rename } = useCategoryMutations();
  const { t } = useCommerceCatalog();
  return (
    <Modal
      title={t('categories.rename')}
      open={category !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {category ? (
        <CategoryForm
          initialName={category.name}
          submitLabel={t('common.save')}
          successText={t('categories.updated')}
          onSubmit={(input) => rename(category.id, input)}
          onCancel={onClose}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}
