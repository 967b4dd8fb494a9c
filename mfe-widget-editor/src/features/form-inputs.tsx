import type { ComponentProps } from 'react';
import { Input } from 'antd';

/** A wallet or contract address: `0x…`, never completed nor spell-checked by the browser. */
export function AddressInput(props: ComponentProps<typeof Input>) {
  return <Input placeholder="0x…" autoComplete="off" spellCheck={false} {...props} />;
}

/** A name: at most 100 characters, as the API keeps them. */
export function NameInput(props: ComponentProps<typeof Input>) {
  return <Input maxLength={100} {...props} />;
}

/** An optional description: at most 1000 characters, growing from two lines to six. */
export function DescriptionInput({
  value,
  ...props
}: Omit<ComponentProps<typeof Input.TextArea>, 'value'> & { value: string | null | undefined }) {
  return (
    <Input.TextArea maxLength={1000} autoSize={{ minRows: 2, maxRows: 6 }} {...props} value={value ?? ''} />
  );
}
