import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Radio } from 'antd';
import { CHAINS, EXCLUDED_CHAIN_IDS } from '@suite/shared';
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
import { SelectField } from '../../section-kit/fields/select-field';
import { useCheckOnOpen } from '../../section-kit/editor/check-on-open';

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
          <SelectField control={control} name="chainId" label={t(LABELS.chainId)} options={CHAIN_OPTIONS} />
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
        label={kind === 'link' ? t('showcase.imageUrlOptional') : t(LABELS.imageUrl)}
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
