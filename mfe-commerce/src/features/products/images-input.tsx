import { Button, Flex, Form, Input } from 'antd';
import { MAX_PRODUCT_IMAGES, PRODUCT_THUMBNAILS_SHOWN } from '@suite/shared';
import { ProductImage } from './product-image';

export interface ImagesInputProps {
  value: string[];
  onChange: (images: string[]) => void;
  /** Per image, the message of its URL. */
  errors: (string | undefined)[];
}

/** Up to 8 image URLs; thumbnails show the first 3 (seed §9). */
export function ImagesInput({ value, onChange, errors }: ImagesInputProps) {
  const update = (index: number, url: string) => onChange(value.map((item, i) => (i === index ? url : item)));
  return (
    <Flex vertical gap={8}>
      {value.length > 0 ? (
        <Flex gap={8} wrap aria-label="Thumbnails">
          {value
            .slice(0, PRODUCT_THUMBNAILS_SHOWN)
            .map((url, index) =>
              url && !errors[index] ? (
                <ProductImage key={index} src={url} alt={`Image ${index + 1}`} width={72} height={72} />
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
              aria-label={`Image URL ${index + 1}`}
              placeholder="https://…"
              value={url}
              onChange={(event) => update(index, event.target.value)}
            />
            <Button
              aria-label={`Remove image ${index + 1}`}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
            >
              Remove
            </Button>
          </Flex>
        </Form.Item>
      ))}
      <Button
        onClick={() => onChange([...value, ''])}
        disabled={value.length >= MAX_PRODUCT_IMAGES}
        style={{ alignSelf: 'flex-start' }}
      >
        {`Add image (${value.length}/${MAX_PRODUCT_IMAGES})`}
      </Button>
    </Flex>
  );
}
