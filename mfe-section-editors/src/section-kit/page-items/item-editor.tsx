import { useState } from 'react';
import { useForm, useFormState, useWatch, type FieldErrors } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Radio } from 'antd';
import {
  collectionItemFromSite,
  NFT_COLLECTION_ITEM_VARIANTS,
  PageItemSchema,
  type NftCollectionItemVariant,
  type PageItem,
  type PageItemType,
} from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { newPageItem } from './item-defaults';
import { COLLECTION_FIELDS, NFT_FIELDS, NftSourceTabs, type NftSourceTab } from '../nft/nft-source-tabs';
import { FORM_CHANGE } from '../editor/editor-form';
import { ItemEditorCard } from '../lists/item-fields';
import { PAGE_ITEM_LABELS } from './item-labels';
import { useSectionEditorsCatalog, type SectionEditorsKey } from '../../i18n';
import { InputField } from '../fields/input-field';
import { SwitchField } from '../fields/switch-field';
import { SelectField } from '../fields/select-field';
import { useCheckOnOpen } from '../editor/check-on-open';

const ITEM_TYPE_OPTIONS: { value: PageItemType; label: SectionEditorsKey }[] = [
  { value: 'asset', label: 'items.types.asset' },
  { value: 'collection', label: 'items.types.collection' },
];

const VARIANT_LABELS: Record<NftCollectionItemVariant, SectionEditorsKey> = {
  default: 'items.variants.default',
  simple: 'items.variants.simple',
};

/** The fields the Import tab holds: an error there brings that tab back into view. */
const IMPORT_FIELDS = ['chainId', 'contractAddress', 'tokenId'] as const;

export interface ItemEditorProps {
  item?: PageItem;
  onSave: (item: PageItem) => void;
  onCancel: () => void;
}

/**
 * One NFT asset or collection of a section's Items (seed 000 §2): the item type, then where it
 * comes from — Import (chain, contract and token, looked up on chain to prefill the title) or Your
 * collections (the site's own NFT collections) — then its own fields, and Save/Cancel. It sits inside
 * the section's own form, so it is not a `<form>` itself: its Save validates and hands the item up.
 */
export function ItemEditor({ item, onSave, onCancel }: ItemEditorProps) {
  const { t } = useSectionEditorsCatalog();
  const form = useForm<PageItem>({
    resolver: zodResolver(PageItemSchema),
    defaultValues: item ?? newPageItem('asset'),
    mode: 'onChange',
  });
  // An entry saved under older rules shows what to fix as it opens.
  useCheckOnOpen(form, item !== undefined);
  const { control, setValue, getValues } = form;
  const type = useWatch({ control, name: 'type' });
  // Save stays on until a message shows: on a blank item it is what shows them.
  const { errors } = useFormState({ control });
  const [tab, setTab] = useState<NftSourceTab>('import');

  function switchType(next: PageItemType) {
    // A new type starts from a blank form: nothing of the other type's fields carries over (seed 000 §4).
    form.reset(newPageItem(next));
  }

  function showImportFieldErrors(errors: FieldErrors<PageItem>) {
    if (IMPORT_FIELDS.some((name) => name in errors)) setTab('import');
  }

  return (
    <ItemEditorCard
      title={item ? t('items.edit') : t('items.new')}
      ariaLabel={t(PAGE_ITEM_LABELS.item)}
      saveLabel={t('items.save')}
      cancelLabel={t('items.cancel')}
      onSave={form.handleSubmit((saved) => onSave(saved), showImportFieldErrors)}
      saveDisabled={Object.keys(errors).length > 0}
      onCancel={onCancel}
    >
      <Field control={control} name="type" label={t(PAGE_ITEM_LABELS.fields.type)}>
        {(field, id) => (
          <Radio.Group
            id={id}
            optionType="button"
            value={field.value}
            options={ITEM_TYPE_OPTIONS.map((option) => ({ ...option, label: t(option.label) }))}
            onChange={(event) => switchType(event.target.value === 'collection' ? 'collection' : 'asset')}
          />
        )}
      </Field>
      <NftSourceTabs
        control={control}
        fields={type === 'asset' ? NFT_FIELDS : COLLECTION_FIELDS}
        type={type}
        tab={tab}
        onTabChange={setTab}
        onFound={(asset) => {
          if (type === 'collection' && getValues('subtitle') === '')
            setValue('subtitle', asset.symbol, FORM_CHANGE);
        }}
        onPick={(collection) => {
          const picked = collectionItemFromSite(collection);
          if (type === 'collection') {
            const current = getValues();
            form.reset({
              ...picked,
              featured: current.type === 'collection' ? current.featured : false,
              variant: current.type === 'collection' ? current.variant : 'default',
            });
          } else {
            // An NFT of that collection: its chain and contract; the token ID is still to enter.
            form.reset({
              ...newPageItem('asset'),
              chainId: picked.chainId,
              contractAddress: picked.contractAddress,
            });
          }
          void form.trigger();
        }}
      />
      <InputField control={control} name="title" label={t(PAGE_ITEM_LABELS.fields.title)} />
      {type === 'collection' ? (
        <>
          <InputField control={control} name="subtitle" label={t(PAGE_ITEM_LABELS.fields.subtitle)} />
          <InputField
            control={control}
            name="backgroundImageUrl"
            label={t(PAGE_ITEM_LABELS.fields.backgroundImageUrl)}
            placeholder="https://…"
          />
          <SelectField
            control={control}
            name="variant"
            label={t(PAGE_ITEM_LABELS.fields.variant)}
            options={NFT_COLLECTION_ITEM_VARIANTS.map((value) => ({
              value,
              label: t(VARIANT_LABELS[value]),
            }))}
          />
          <SwitchField control={control} name="featured" label={t(PAGE_ITEM_LABELS.fields.featured)} />
        </>
      ) : null}
    </ItemEditorCard>
  );
}
