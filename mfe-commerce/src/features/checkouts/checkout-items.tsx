import { Button, Flex, Form, InputNumber, Select } from 'antd';
import { useFieldArray, type Control, type FieldErrors } from 'react-hook-form';
import { CHECKOUT_ITEMS_MAX, ITEM_QUANTITY_MAX, ITEM_QUANTITY_MIN, type CheckoutInput } from '@suite/shared';
import { useProducts } from '../../api/products';

/** The checkout's items: a product and a quantity (1–100) each, 1 to 50 rows. */
export function CheckoutItems({
  control,
  errors,
  validate,
}: {
  control: Control<CheckoutInput>;
  errors: FieldErrors<CheckoutInput>;
  /** Checks the item list again after a row is added, changed or removed. */
  validate: () => void;
}) {
  const { fields, append, remove, update } = useFieldArray({ control, name: 'items' });
  const { data } = useProducts({ page: 0, limit: 50 });
  const options = (data?.items ?? []).map((product) => ({ value: product.id, label: product.name }));
  const listError = errors.items?.message ?? errors.items?.root?.message;
  return (
    <Form.Item label="Items" validateStatus={listError ? 'error' : undefined} help={listError}>
      <Flex vertical gap={8}>
        {fields.map((field, index) => {
          const rowError =
            errors.items?.[index]?.productId?.message ?? errors.items?.[index]?.quantity?.message;
          return (
            <Form.Item
              key={field.id}
              validateStatus={rowError ? 'error' : undefined}
              help={rowError}
              style={{ margin: 0 }}
            >
              <Flex gap={8}>
                <Select
                  aria-label={`Product ${index + 1}`}
                  value={field.productId || undefined}
                  placeholder="Product"
                  options={options}
                  showSearch={{ optionFilterProp: 'label' }}
                  onChange={(productId: string) => {
                    update(index, { ...field, productId });
                    validate();
                  }}
                  style={{ flex: 1, minWidth: 0 }}
                />
                <InputNumber
                  aria-label={`Quantity ${index + 1}`}
                  min={ITEM_QUANTITY_MIN}
                  max={ITEM_QUANTITY_MAX}
                  precision={0}
                  value={field.quantity}
                  onChange={(quantity) =>
                    update(index, { ...field, quantity: quantity ?? ITEM_QUANTITY_MIN })
                  }
                />
                <Button
                  aria-label={`Remove item ${index + 1}`}
                  onClick={() => {
                    remove(index);
                    validate();
                  }}
                >
                  Remove
                </Button>
              </Flex>
            </Form.Item>
          );
        })}
        <Button
          onClick={() => {
            append({ productId: '', quantity: 1 });
          }}
          disabled={fields.length >= CHECKOUT_ITEMS_MAX}
          style={{ alignSelf: 'flex-start' }}
        >
          Add item
        </Button>
      </Flex>
    </Form.Item>
  );
}
