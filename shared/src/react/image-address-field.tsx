import { useState, type ComponentType } from 'react';
import { Button, Flex, Input, Typography } from 'antd';
import PictureOutlined from '@ant-design/icons/PictureOutlined';
import type { FieldPath, FieldValues } from 'react-hook-form';
import type { ImagePickerProps } from './images/image-picker';
import { Field, type FieldProps } from './form-field';
// By the package's name, not a relative path: the page's one copy, not one in this entry's chunk.
import { useClearable, useSharedCatalog } from '@suite/shared/react';

export interface ImageAddressFieldProps<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
> extends Omit<FieldProps<Values, Name, Transformed>, 'label' | 'children'> {
  /** The field's label; it also names its Choose image button ("Choose image: Profile image"). */
  label: string;
  /** A clear button in the address input (for an optional image). */
  allowClear?: boolean;
}

type Picker = ComponentType<ImagePickerProps>;

// The picker brings antd's Upload and Pagination (`@suite/shared/images`, ADR 0013): it loads the
// first time someone asks for it, and once for every field of the page.
let loaded: Picker | undefined;
const loadPicker = (): Promise<Picker> =>
  import('@suite/shared/images').then(({ ImagePicker }) => (loaded = ImagePicker));

type PickerState = 'closed' | 'loading' | 'open' | 'failed';

/**
 * An image's address: typed or pasted in, or picked from the user's uploaded images (or uploaded
 * there and then) with Choose image. The button shows the picker's loading, and says so beside the
 * field when it could not be loaded; a second click tries again.
 */
export function ImageAddressField<
  Values extends FieldValues,
  Name extends FieldPath<Values>,
  Transformed extends FieldValues = Values,
>({ control, name, label, help, allowClear }: ImageAddressFieldProps<Values, Name, Transformed>) {
  const { t } = useSharedCatalog();
  const clearable = useClearable();
  const [state, setState] = useState<PickerState>('closed');
  const [Picker, setPicker] = useState<Picker | undefined>(() => loaded);

  function choose() {
    if (Picker) return setState('open');
    setState('loading');
    loadPicker().then(
      (picker) => {
        setPicker(() => picker);
        setState('open');
      },
      () => setState('failed'),
    );
  }

  return (
    <Field control={control} name={name} label={label} help={help}>
      {(field, id) => (
        <>
          {/* On a phone the button goes under the address, which keeps room to be read. */}
          <Flex gap={8} wrap>
            <Input
              style={{ flex: '1 1 220px' }}
              id={id}
              ref={field.ref}
              name={field.name}
              placeholder="https://…"
              value={typeof field.value === 'string' ? field.value : ''}
              onChange={(event) => field.onChange(event.target.value)}
              onBlur={field.onBlur}
              allowClear={allowClear ? clearable : false}
            />
            <Button
              icon={<PictureOutlined aria-hidden />}
              aria-label={t('images.chooseFor', { field: label })}
              loading={state === 'loading'}
              onClick={choose}
            >
              {t('images.choose')}
            </Button>
          </Flex>
          {state === 'failed' ? (
            <Typography.Text type="danger" role="alert">
              {t('images.pickerLoadFailed')}
            </Typography.Text>
          ) : null}
          {Picker ? (
            <Picker
              open={state === 'open'}
              onClose={() => setState('closed')}
              onPick={(url) => field.onChange(url)}
            />
          ) : null}
        </>
      )}
    </Field>
  );
}
