import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Flex, Form, Input, Radio, Select, Switch } from 'antd';
import {
  CHAINS,
  EXCLUDED_CHAIN_IDS,
  NFT_COLLECTION_ITEM_VARIANTS,
  PageItemSchema,
  type PageItem,
  type PageItemType,
} from '@suite/shared';
import { Field } from '../field';
import { newPageItem } from './item-defaults';

const ITEM_TYPE_OPTIONS: { value: PageItemType; label: string }[] = [
  { value: 'asset', label: 'NFT asset' },
  { value: 'collection', label: 'NFT collection' },
];

/** Active chains; testnets only for a single asset (seed 000 §9). */
function chainOptions(type: PageItemType) {
  return CHAINS.filter((chain) => !EXCLUDED_CHAIN_IDS.includes(chain.id))
    .filter((chain) => type === 'asset' || !chain.testnet)
    .map((chain) => ({ value: chain.id, label: chain.name }));
}

export interface ItemEditorProps {
  item?: PageItem;
  onSave: (item: PageItem) => void;
  onCancel: () => void;
}

/**
 * One NFT asset or collection of a section's Items. It sits inside the section's own form, so it is
 * not a `<form>` itself: its Save validates and hands the item up.
 */
export function ItemEditor({ item, onSave, onCancel }: ItemEditorProps) {
  const form = useForm<PageItem>({
    resolver: zodResolver(PageItemSchema),
    defaultValues: item ?? newPageItem('asset'),
    mode: 'onChange',
  });
  const { control } = form;
  const type = useWatch({ control, name: 'type' });

  return (
    <Card size="small" title={item ? 'Edit item' : 'New item'} role="group" aria-label="Item">
      <Form layout="vertical" component={false}>
        <Field control={control} name="type" label="Item type">
          {(field, id) => (
            <Radio.Group
              id={id}
              optionType="button"
              value={field.value}
              options={ITEM_TYPE_OPTIONS}
              // A new type starts from a blank form: nothing of the other type's fields carries over.
              onChange={(event) =>
                form.reset(newPageItem(event.target.value === 'collection' ? 'collection' : 'asset'))
              }
            />
          )}
        </Field>
        <Field control={control} name="chainId" label="Chain">
          {(field, id) => (
            <Select id={id} value={field.value} options={chainOptions(type)} onChange={field.onChange} />
          )}
        </Field>
        <Field control={control} name="contractAddress" label="Contract address">
          {(field, id) => <Input id={id} {...field} placeholder="0x…" />}
        </Field>
        {type === 'asset' ? (
          <Field control={control} name="tokenId" label="Token ID">
            {(field, id) => <Input id={id} {...field} />}
          </Field>
        ) : null}
        <Field control={control} name="title" label="Item title">
          {(field, id) => <Input id={id} {...field} />}
        </Field>
        {type === 'collection' ? (
          <>
            <Field control={control} name="subtitle" label="Item subtitle">
              {(field, id) => <Input id={id} {...field} />}
            </Field>
            <Field control={control} name="backgroundImageUrl" label="Background image URL">
              {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
            </Field>
            <Field control={control} name="variant" label="Card variant">
              {(field, id) => (
                <Select
                  id={id}
                  value={field.value}
                  onChange={field.onChange}
                  options={NFT_COLLECTION_ITEM_VARIANTS.map((value) => ({ value, label: value }))}
                />
              )}
            </Field>
            <Field control={control} name="featured" label="Featured">
              {(field, id) => <Switch id={id} checked={field.value} onChange={field.onChange} />}
            </Field>
          </>
        ) : null}
      </Form>
      <Flex gap={8} justify="flex-end">
        <Button onClick={onCancel}>Cancel item</Button>
        <Button type="primary" onClick={form.handleSubmit((saved) => onSave(saved))}>
          Save item
        </Button>
      </Flex>
    </Card>
  );
}
