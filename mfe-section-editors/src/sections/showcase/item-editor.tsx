import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Radio } from 'antd';
import {
  SHOWCASE_ITEM_KINDS,
  ShowcaseItemSchema,
  type ShowcaseItem,
  type ShowcaseItemKind,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { newShowcaseItem } from './defaults';
import { ItemEditorCard } from '../../section-kit/lists/item-fields';
import { SHOWCASE_LABELS } from './labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { InputField } from '../../section-kit/fields/input-field';
import { NftChainSelect } from '../../section-kit/nft/nft-chain-select';
import { useCheckOnOpen } from '../../section-kit/editor/check-on-open';

/** An item's fields, as the item editor labels them. */
const LABELS = SHOWCASE_LABELS.items.fields;

const KIND_LABELS: Record<ShowcaseItemKind, SectionEditorsKey> = {
  image: 'showcase.kinds.image',
  nft: 'showcase.kinds.nft',
  link: 'showcase.kinds.link',
};

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
  // An entry saved under older rules shows what to fix as it opens.
  useCheckOnOpen(form, item !== undefined);
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
        <InputField control={control} name="url" label={t(LABELS.url)} placeholder="https://…" />
      ) : null}
      {kind === 'nft' ? (
        <>
          <Field control={control} name="chainId" label={t(LABELS.chainId)}>
            {(field, id) => (
              <NftChainSelect
                id={id}
                type="asset"
                value={typeof field.value === 'number' ? field.value : 0}
                onChange={field.onChange}
              />
            )}
          </Field>
          <InputField
            control={control}
            name="contractAddress"
            label={t(LABELS.contractAddress)}
            placeholder="0x…"
          />
          <InputField control={control} name="tokenId" label={t(LABELS.tokenId)} />
        </>
      ) : null}
      <InputField
        control={control}
        name="imageUrl"
        label={kind === 'image' ? t(LABELS.imageUrl) : t('showcase.imageUrlOptional')}
        help={kind === 'nft' ? t('showcase.nftImageHelp') : t('common.mediaHelp')}
        placeholder="https://…"
      />
      <InputField
        control={control}
        name="caption"
        label={t(LABELS.caption)}
        help={kind === 'link' ? t('showcase.linkCaptionHelp') : undefined}
      />
      {kind === 'image' ? (
        <InputField
          control={control}
          name="linkUrl"
          label={t(LABELS.linkUrl)}
          help={t('showcase.linkUrlHelp')}
          placeholder="https://…"
        />
      ) : null}
    </ItemEditorCard>
  );
}
