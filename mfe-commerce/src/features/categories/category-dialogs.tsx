import { Modal } from 'antd';
import type { Category } from '@suite/shared';
import { useCategoryMutations } from '../../api/categories';
import { CategoryForm } from './category-form';

export function CreateCategoryDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { create } = useCategoryMutations();
  return (
    <Modal title="Create New Category" open={open} onCancel={onClose} footer={null} destroyOnHidden>
      <CategoryForm
        submitLabel="Create"
        successText="Category created"
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
  return (
    <Modal
      title="Edit Category Name"
      open={category !== null}
      onCancel={onClose}
      footer={null}
      destroyOnHidden
    >
      {category ? (
        <CategoryForm
          initialName={category.name}
          submitLabel="Save"
          successText="Category updated"
          onSubmit={(input) => rename(category.id, input)}
          onCancel={onClose}
          onDone={onClose}
        />
      ) : null}
    </Modal>
  );
}
