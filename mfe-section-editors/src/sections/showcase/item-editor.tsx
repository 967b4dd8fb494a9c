import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Radio, Select } from 'antd';
import {
  CHAINS,
  EXCLUDED_CHAIN_IDS,
  SHOWCASE_ITEM_KINDS,
  ShowcaseItemSchema,
  type ShowcaseItem,
  type ShowcaseItemKind,
} from '@suite/shared';
import { Field } from '@suite/shared/react';
import { newShowcaseItem } from './defaults';
import { ItemEditorCard } from '../section-parts/item-fields';
import { SHOWCASE_LABELS } from './labels';

/** An item's fields, as the item editor labels them. */
const LABELS = SHOWCASE_LABELS.items.fields;

const KIND_LABELS: Record<ShowcaseItemKind, string> = { image: 'Image', nft: 'NFT', link: 'Link' };
const CHAIN_OPTIONS = CHAINS.filter((chain) => !EXCLUDED_CHAIN_IDS.includes(chain.id) && !chain.testnet).map(
  (chain) => ({ value: chain.id, label: chain.name }),
);
const MEDIA_HELP = 'An image, or a video (mp4, mov, webm) or audio (mp3, wav, ogg, flac) file';

export interface ShowcaseItemEditorProps {
  item?: ShowcaseItem;
  onSave: (item: ShowcaseItem) => void;
  onCancel: () => void;
}

/** One image, NFT or link of the showcase; switching the kind starts a blank form. */
export function ShowcaseItemEditor({ item, onSave, onCancel }: ShowcaseItemEditorProps) {
  const form = useForm<ShowcaseItem>({
    resolver: zodResolver(ShowcaseItemSchema),
    defaultValues: item ?? newShowcaseItem('image'),
    mode: 'onChange',
  });
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const title = item ? 'Edit item' : 'New item';

  return (
    <ItemEditorCard
      title={title}
      saveLabel="Save item"
      cancelLabel="Cancel item"
      onSave={form.handleSubmit((saved) => onSave(saved))}
      onCancel={onCancel}
    >
      <Field control={control} name="kind" label={LABELS.kind}>
        {(field, id) => (
          <Radio.Group
            id={id}
            optionType="button"
            value={field.value}
            options={SHOWCASE_ITEM_KINDS.map((value) => ({ value, label: KIND_LABELS[value] }))}
            onChange={(event) => {
              const next = SHOWCASE_ITEM_KINDS.find((value) => value === event.target.value);
              if (next) form.reset(newShowcaseItem(next));
            }}
          />
        )}
      </Field>
      {kind === 'link' ? (
        <Field control={control} name="url" label={LABELS.url}>
          {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
        </Field>
      ) : null}
      {kind === 'nft' ? (
        <>
          <Field control={control} name="chainId" label={LABELS.chainId}>
            {(field, id) => (
              <Select id={id} value={field.value} onChange={field.onChange} options={CHAIN_OPTIONS} />
            )}
          </Field>
          <Field control={control} name="contractAddress" label={LABELS.contractAddress}>
            {(field, id) => <Input id={id} {...field} placeholder="0x…" />}
          </Field>
          <Field control={control} name="tokenId" label={LABELS.tokenId}>
            {(field, id) => <Input id={id} {...field} />}
          </Field>
        </>
      ) : null}
      <Field
        control={control}
        name="imageUrl"
        label={kind === 'link' ? `${LABELS.imageUrl} (optional)` : LABELS.imageUrl}
        help={kind === 'nft' ? "The NFT's image, as its metadata gives it" : MEDIA_HELP}
      >
        {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
      </Field>
      <Field
        control={control}
        name="caption"
        label={LABELS.caption}
        help={kind === 'link' ? 'The text of the link' : undefined}
      >
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      {kind === 'image' ? (
        <Field
          control={control}
          name="linkUrl"
          label={LABELS.linkUrl}
          help="Where the image leads when clicked"
        >
          {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
        </Field>
      ) : null}
    </ItemEditorCard>
  );
}
