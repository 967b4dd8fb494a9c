import { Alert, Button, Flex, Select } from 'antd';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { useState } from 'react';
import { Controller, useFieldArray, useWatch, type Control, type FieldErrors } from 'react-hook-form';
import { useDebounce } from 'use-debounce';
import {
  CHECKOUT_ITEMS_MAX,
  ITEM_QUANTITY_MAX,
  ITEM_QUANTITY_MIN,
  SEARCH_DEBOUNCE_MS,
  validationMessage,
  type CheckoutInput,
  type Product,
} from '@suite/shared';
import { useProducts } from '../../api/products';
import { useCommerceCatalog, type CommerceTranslate } from '../../i18n';
import { inactiveProductNames } from './inactive-products';
import { LimitReached } from '@suite/shared/react';
import { PickerEmpty } from '../picker-empty';

/** What the form knows of a picked product: its name and whether the store shows it. */
export interface CheckoutProduct {
  name: string;
  active: boolean;
}

/** The picker loads 50 products per search (seed §9). */
const PICKER_LIMIT = 50;

const optionLabel = ({ name, active }: CheckoutProduct, t: CommerceTranslate) =>
  active ? name : t('checkouts.form.inactiveOption', { name });

/**
 * One row's product: searched on the server as the owner types (debounced), so any product can be
 * picked, not only the newest 50. The picked one keeps its name when a search no longer lists it.
 */
function ProductSelect({
  label,
  value,
  picked,
  onPick,
  onBlur,
  invalid,
}: {
  label: string;
  value: string;
  picked: CheckoutProduct | undefined;
  onPick: (product: Product) => void;
  onBlur: () => void;
  /** The row's message is an error: the select says so too. */
  invalid: boolean;
}) {
  const { t } = useCommerceCatalog();
  const [search, setSearch] = useState('');
  const [q] = useDebounce(search.trim(), SEARCH_DEBOUNCE_MS);
  const { data, error, isLoading, mutate } = useProducts({ page: 0, limit: PICKER_LIMIT, q: q || undefined });
  const found = data?.items ?? [];
  const options = found.map((product) => ({
    value: product.id,
    label: optionLabel({ name: product.name, active: product.publishedAt !== null }, t),
  }));
  if (value && picked && !found.some((product) => product.id === value))
    options.unshift({ value, label: optionLabel(picked, t) });
  return (
    <Select
      aria-label={label}
      value={value || undefined}
      placeholder={t('checkouts.form.search')}
      options={options}
      loading={isLoading}
      showSearch={{ filterOption: false, onSearch: setSearch, searchValue: search }}
      notFoundContent={
        isLoading ? (
          t('checkouts.form.searching')
        ) : (
          <PickerEmpty error={error} onRetry={() => void mutate()} empty={t('checkouts.form.noProducts')} />
        )
      }
      onChange={(productId: string) => {
        const product = found.find((item) => item.id === productId);
        if (product) onPick(product);
        setSearch('');
      }}
      onBlur={onBlur}
      aria-invalid={invalid}
      // A line of its own on a phone, the quantity and Remove under it.
      style={{ flex: '1 1 200px', minWidth: 0 }}
    />
  );
}

/**
 * A row's quantity, a whole number from 1 to 100 (seed 001 §5). It writes only its own value, so the
 * row is not drawn again as a new one (which would take the focus away after each keystroke). Emptied,
 * it stays empty while the owner types another number; left empty, it shows the quantity it had again
 * (the form keeps that one meanwhile, so the row always has a quantity to save).
 */
function QuantityInput({
  label,
  value,
  onChange,
  onBlur,
}: {
  label: string;
  value: number;
  onChange: (quantity: number) => void;
  onBlur: () => void;
}) {
  const [blank, setBlank] = useState(false);
  return (
    <InputNumber
      aria-label={label}
      min={ITEM_QUANTITY_MIN}
      max={ITEM_QUANTITY_MAX}
      precision={0}
      value={blank ? null : value}
      onChange={(quantity) => {
        setBlank(quantity === null);
        if (quantity !== null) onChange(quantity);
      }}
      onBlur={() => {
        setBlank(false);
        onBlur();
      }}
    />
  );
}

/**
 * What a row says under it. An empty row asks for a product in words ("Choose a product", not the
 * schema's "Must be a valid id"): quietly while it is new, as an error once the user left it or the
 * form was submitted. Any other message (the API's "Unknown product", a quantity's) is an error.
 */
function rowMessage({
  productId,
  productError,
  quantityError,
  shout,
}: {
  productId: string;
  productError: string | undefined;
  quantityError: string | undefined;
  shout: boolean;
}): { message: string | undefined; error: boolean } {
  if (productId === '') return { message: validationMessage('chooseProduct'), error: shout };
  const message = productError ?? quantityError;
  return { message, error: message !== undefined };
}

/**
 * The checkout's items: a product and a quantity (1–100) each, 1 to 50 rows. Inactive products are
 * named in a warning: the store does not show them, so the checkout is not shared while it has them.
 */
export function CheckoutItems({
  control,
  errors,
  submitted,
  validate,
  known = {},
}: {
  control: Control<CheckoutInput>;
  errors: FieldErrors<CheckoutInput>;
  /** The form was submitted: every row's message is an error now. */
  submitted: boolean;
  /** Checks the item list again after a row is added, changed or removed. */
  validate: () => void;
  /** The products of the saved checkout, by id (they may not be among a search's results). */
  known?: Record<string, CheckoutProduct>;
}) {
  const { t } = useCommerceCatalog();
  // The rows, by a stable `field.id`; their values are written field by field (`Controller`), never
  // with `update`, which gives the row a new id and so remounts it (its inputs lose the focus).
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  // The rows' values as they are now (`fields` holds them as of the last add or remove).
  const items = useWatch({ control, name: 'items' });
  const [products, setProducts] = useState<Record<string, CheckoutProduct>>(known);
  // The rows (by `field.id`) the user has left: a new empty row is not an error before.
  const [touched, setTouched] = useState<ReadonlySet<string>>(() => new Set());
  const touch = (id: string) =>
    setTouched((current) => (current.has(id) ? current : new Set(current).add(id)));
  const listError = errors.items?.message ?? errors.items?.root?.message;
  const inactive = inactiveProductNames(
    items.flatMap((item) => {
      const product = products[item.productId];
      return product ? [product] : [];
    }),
  );
  return (
    <Form.Item label={t('checkouts.items')} validateStatus={listError ? 'error' : undefined} help={listError}>
      <Flex vertical gap={8}>
        {inactive.length > 0 ? (
          <Alert
            type="warning"
            showIcon
            title={t('checkouts.form.inactiveWarning', { names: inactive.join(', ') })}
          />
        ) : null}
        {fields.map((field, index) => {
          const productId = items[index]?.productId ?? field.productId;
          const row = rowMessage({
            productId,
            productError: errors.items?.[index]?.productId?.message,
            quantityError: errors.items?.[index]?.quantity?.message,
            shout: submitted || touched.has(field.id),
          });
          return (
            <Form.Item
              key={field.id}
              validateStatus={row.error ? 'error' : undefined}
              help={row.message}
              style={{ margin: 0 }}
            >
              <Flex gap={8} wrap>
                <Controller
                  control={control}
                  name={`items.${index}.productId`}
                  render={({ field: product }) => (
                    <ProductSelect
                      label={t('checkouts.form.product', { index: index + 1 })}
                      value={product.value}
                      picked={products[product.value]}
                      invalid={row.error}
                      onBlur={() => {
                        product.onBlur();
                        touch(field.id);
                      }}
                      onPick={(picked) => {
                        setProducts((current) => ({
                          ...current,
                          [picked.id]: { name: picked.name, active: picked.publishedAt !== null },
                        }));
                        product.onChange(picked.id);
                        validate();
                      }}
                    />
                  )}
                />
                <Controller
                  control={control}
                  name={`items.${index}.quantity`}
                  render={({ field: quantity }) => (
                    <QuantityInput
                      label={t('checkouts.form.quantity', { index: index + 1 })}
                      value={quantity.value}
                      onChange={quantity.onChange}
                      onBlur={quantity.onBlur}
                    />
                  )}
                />
                <Button
                  aria-label={t('checkouts.form.removeItem', { index: index + 1 })}
                  onClick={() => {
                    remove(index);
                    validate();
                  }}
                >
                  {t('common.remove')}
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
          {t('checkouts.form.addItem')}
        </Button>
        <LimitReached count={fields.length} max={CHECKOUT_ITEMS_MAX} />
      </Flex>
    </Form.Item>
  );
}
