import { useRef, useState } from 'react';
import { Button, Flex, Input } from 'antd';
import Form from 'antd/es/form';
import Upload from 'antd/es/upload';
import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { MAX_PRODUCT_IMAGES, PRODUCT_THUMBNAILS_SHOWN } from '@suite/shared';
import { IMAGE_CONTENT_TYPES } from '@suite/shared/schemas';
import { ImagePicker, useCheckedUpload } from '@suite/shared/images';
import { useCommerceCatalog } from '../../i18n';
import { ProductImage } from './product-image';
import { useNotify } from '@suite/shared/react';

export interface ImagesInputProps {
  value: string[];
  onChange: (images: string[]) => void;
  /** Per image, the message of its URL. */
  errors: (string | undefined)[];
}

/**
 * Up to 8 images (seed §9), each an address typed in, a file uploaded to the API's image store or one
 * picked from the user's images; thumbnails show the first 3. An uploaded or picked image is added at
 * once ('Image added') and saved with the product.
 */
export function ImagesInput({ value, onChange, errors }: ImagesInputProps) {
  const notify = useNotify();
  const { t } = useCommerceCatalog();
  const { upload, uploading } = useCheckedUpload();
  const [pickerOpen, setPickerOpen] = useState(false);
  const full = value.length >= MAX_PRODUCT_IMAGES;
  const update = (index: number, url: string) => onChange(value.map((item, i) => (i === index ? url : item)));
  // An upload ends later: it adds to the list as it is then, not as it was when the file was chosen.
  const latest = useRef(value);
  latest.current = value;
  const append = (url: string) => {
    onChange([...latest.current, url]);
    notify.success(t('products.images.added'));
  };
  return (
    <Flex vertical gap={8}>
      {value.length > 0 ? (
        <Flex gap={8} wrap aria-label={t('products.images.thumbnails')}>
          {value
            .slice(0, PRODUCT_THUMBNAILS_SHOWN)
            .map((url, index) =>
              url && !errors[index] ? (
                <ProductImage
                  key={index}
                  src={url}
                  alt={t('products.images.image', { index: index + 1 })}
                  width={72}
                  height={72}
                />
              ) : null,
            )}
        </Flex>
      ) : null}
      {value.map((url, index) => (
        <Form.Item
          key={index}
          validateStatus={errors[index] ? 'error' : undefined}
          help={errors[index]}
          style={{ marginBottom: 0 }}
        >
          <Flex gap={8}>
            <Input
              aria-label={t('products.images.url', { index: index + 1 })}
              placeholder="https://…"
              value={url}
              onChange={(event) => update(index, event.target.value)}
            />
            <Button
              aria-label={t('products.images.removeImage', { index: index + 1 })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              {t('common.remove')}
            </Button>
          </Flex>
        </Form.Item>
      ))}
      <Flex gap={8} wrap>
        <Button onClick={() => onChange([...value, ''])} disabled={full}>
          {t('products.images.addUrl', { added: value.length, max: MAX_PRODUCT_IMAGES })}
        </Button>
        <Upload
          accept={IMAGE_CONTENT_TYPES.join(',')}
          showUploadList={false}
          disabled={full || uploading}
          beforeUpload={(file) => {
            void upload(file).then((url) => url && append(url));
            return false;
          }}
        >
          <Button icon={<UploadOutlined aria-hidden />} loading={uploading} disabled={full}>
            {t('products.images.upload')}
          </Button>
        </Upload>
        <Button onClick={() => setPickerOpen(true)} disabled={full}>
          {t('products.images.yours')}
        </Button>
      </Flex>
      <ImagePicker open={pickerOpen} onClose={() => setPickerOpen(false)} onPick={append} />
    </Flex>
  );
}
