import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Input, Radio, Select } from 'antd';
import { CHAINS, EXCLUDED_CHAIN_IDS } from '@suite/shared';
import {
  SHOWCASE_ITEM_KINDS,
  ShowcaseItemSchema,
  type ShowcaseItem,
  type ShowcaseItemKind,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { newShowcaseItem } from './defaults';
import { ItemEditorCard } from '../section-parts/item-fields';
import { SHOWCASE_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';

/** An item's fields, as the item editor labels them. */
const LABELS = SHOWCASE_LABELS.items.fields;

const KIND_LABELS: Record<ShowcaseItemKind, SectionEditorsKey> = {
  image: 'showcase.kinds.image',
  nft: 'showcase.kinds.nft',
  link: 'showcase.kinds.link',
};
const CHAIN_OPTIONS = CHAINS.filter((chain) => !EXCLUDED_CHAIN_IDS.includes(chain.id) && !chain.testnet).map(
  (chain) => ({ value: chain.id, label: chain.name }),
);

export interface ShowcaseItemEditorProps {
  item?: ShowcaseItem;
  onSave: (item: ShowcaseItem) => void;
  onCancel: () => void;
}

/** One image, NFT or link of the showcase; switching the kind starts a blank form. */
export function ShowcaseItemEditor({ item, onSave, onCancel }: ShowcaseItemEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm<ShowcaseItem>({
    resolver: zodResolver(ShowcaseItemSchema),
    defaultValues: item ?? newShowcaseItem('image'),
    mode: 'onChange',
  });
  const { control } = form;
  const kind = useWatch({ control, name: 'kind' });
  const title = item ? t('items.edit') : t('items.new');

  return (
    <ItemEditorCard
      title={title}
      saveLabel={t('items.save')}
      cancelLabel={t('items.cancel')}
      onSave={form.handleSubmit((saved) => onSave(saved))}
      onCancel={onCancel}
    >
      <Field control={control} name="kind" label={t(LABELS.kind)}>
        {(field, id) => (
          <Radio.Group
            id={id}
            optionType="button"
            value={field.value}
            options={SHOWCASE_ITEM_KINDS.map((value) => ({ value, label: t(KIND_LABELS[value]) }))}
            onChange={(event) => {
              const next = SHOWCASE_ITEM_KINDS.find((value) => value === event.target.value);
              if (next) form.reset(newShowcaseItem(next));
            }}
          />
        )}
      </Field>
      {kind === 'link' ? (
        <Field control={control} name="url" label={t(LABELS.url)}>
          {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
        </Field>
      ) : null}
      {kind === 'nft' ? (
        <>
          <Field control={control} name="chainId" label={t(LABELS.chainId)}>
            {(field, id) => (
              <Select id={id} value={field.value} onChange={field.onChange} options={CHAIN_OPTIONS} />
            )}
          </Field>
          <Field control={control} name="contractAddress" label={t(LABELS.contractAddress)}>
            {(field, id) => <Input id={id} {...field} placeholder="0x…" />}
          </Field>
          <Field control={control} name="tokenId" label={t(LABELS.tokenId)}>
            {(field, id) => <Input id={id} {...field} />}
          </Field>
        </>
      ) : null}
      <Field
        control={control}
        name="imageUrl"
        label={kind === 'link' ? t('showcase.imageUrlOptional') : t(LABELS.imageUrl)}
        help={kind === 'nft' ? t('showcase.nftImageHelp') : t('common.mediaHelp')}
      >
        {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
      </Field>
      <Field
        control={control}
        name="caption"
        label={t(LABELS.caption)}
        help={kind === 'link' ? t('showcase.linkCaptionHelp') : undefined}
      >
        {(field, id) => <Input id={id} {...field} />}
      </Field>
      {kind === 'image' ? (
        <Field control={control} name="linkUrl" label={t(LABELS.linkUrl)} help={t('showcase.linkUrlHelp')}>
          {(field, id) => <Input id={id} {...field} placeholder="https://…" />}
        </Field>
      ) : null}
    </ItemEditorCard>
  );
}
