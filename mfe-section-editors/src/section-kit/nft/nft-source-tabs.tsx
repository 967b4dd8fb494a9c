import { useState } from 'react';
import { Tabs } from 'antd';
import {
  useController,
  useWatch,
  type Control,
  type FieldPathByValue,
  type FieldValues,
} from 'react-hook-form';
import type { Asset, SiteNftCollection } from '@suite/shared';
import type { PageItemType } from '@suite/shared/sections';
import { Field } from '@suite/shared/forms';
import { InputField } from '../fields/input-field';
import { numberValue, textValue } from '../fields/field-values';
import { LookupImport } from './lookup-import';
import { NftChainSelect } from './nft-chain-select';
import { NFT_SOURCE_LABELS } from './nft-source-labels';
import { SiteCollectionsPicker } from './site-collections-picker';
import { useSectionEditorsCatalog } from '../../i18n';

/** The tab open: Import (the chain, contract and token typed in) or Your collections (the site's). */
export type NftSourceTab = 'import' | 'your-collections';

/** The form's fields where an NFT or a collection lives. */
interface NftSourceFields<Values extends FieldValues> {
  chainId: FieldPathByValue<Values, number>;
  contractAddress: FieldPathByValue<Values, string>;
  /** An NFT's token ID; none for a collection. */
  tokenId?: FieldPathByValue<Values, string>;
  /** The form's title, which Import fills with the NFT's name (or the collection's). */
  title: FieldPathByValue<Values, string>;
}

/** Where a form keeps a collection: its chain, its contract, and its title. */
export const COLLECTION_FIELDS = {
  chainId: 'chainId',
  contractAddress: 'contractAddress',
  title: 'title',
} as const;

/** Where a form keeps one NFT: a collection's fields and its token ID. */
export const NFT_FIELDS = { ...COLLECTION_FIELDS, tokenId: 'tokenId' } as const;

export interface NftSourceTabsProps<Values extends FieldValues, Transformed extends FieldValues> {
  control: Control<Values, unknown, Transformed>;
  fields: NftSourceFields<Values>;
  /** An NFT may be on a testnet, a collection may not: the chains and collections offered follow. */
  type: PageItemType;
  /** The tab open, where the form decides it (it shows the Import tab when a field there is wrong). */
  tab?: NftSourceTab;
  onTabChange?: (tab: NftSourceTab) => void;
  /** What the chain says of the NFT or collection Import read, once the title is filled from it. */
  onFound?: (asset: Asset) => void;
  /**
   * One of the site's collections, picked in Your collections, once its chain and contract are in the
   * form: the form takes more from it (a collection's name and pictures). An NFT of it still needs
   * its token ID: where the Import tab asks one, it opens again.
   */
  onPick?: (collection: SiteNftCollection) => void;
}

/**
 * Where an NFT or a collection of a section comes from (seed 000 §2): the tabs Import — its chain,
 * contract and token ID, looked up on chain to fill the form — and Your collections, the site's own
 * NFT collections, one click filling the chain and the contract.
 */
export function NftSourceTabs<Values extends FieldValues, Transformed extends FieldValues>({
  control,
  fields,
  type,
  tab,
  onTabChange,
  onFound,
  onPick,
}: NftSourceTabsProps<Values, Transformed>) {
  const { t } = useSectionEditorsCatalog();
  const [ownTab, setOwnTab] = useState<NftSourceTab>('import');
  const open = tab ?? ownTab;
  function openTab(next: NftSourceTab) {
    setOwnTab(next);
    onTabChange?.(next);
  }
  const { field: chain } = useController({ control, name: fields.chainId });
  const { field: contract } = useController({ control, name: fields.contractAddress });
  const chainId = numberValue(chain.value) ?? 0;
  const contractAddress = textValue(contract.value);
  const { field: title } = useController({ control, name: fields.title });
  function found(asset: Asset) {
    title.onChange(fields.tokenId ? asset.name : asset.collectionName);
    onFound?.(asset);
  }
  const lookup = { control, chainId, contractAddress, onFound: found };
  return (
    <Tabs
      activeKey={open}
      onChange={(key) => openTab(key === 'your-collections' ? 'your-collections' : 'import')}
      items={[
        {
          key: 'import',
          label: t('assetStore.importTab'),
          children: (
            <>
              <Field control={control} name={fields.chainId} label={t(NFT_SOURCE_LABELS.chainId)}>
                {(field, id) => (
                  <NftChainSelect
                    id={id}
                    type={type}
                    value={numberValue(field.value) ?? 0}
                    onChange={field.onChange}
                  />
                )}
              </Field>
              <InputField
                control={control}
                name={fields.contractAddress}
                label={t(NFT_SOURCE_LABELS.contractAddress)}
                placeholder="0x…"
              />
              {fields.tokenId ? (
                <TokenLookup {...lookup} name={fields.tokenId} />
              ) : (
                <LookupImport
                  input={{ chainId, contractAddress }}
                  incompleteHelp={t('assetStore.importHelp')}
                  onFound={found}
                />
              )}
            </>
          ),
        },
        {
          key: 'your-collections',
          label: t('assetStore.yourCollections'),
          children: (
            <SiteCollectionsPicker
              type={type}
              selected={{ chainId, contractAddress }}
              onPick={(collection) => {
                chain.onChange(collection.chainId);
                contract.onChange(collection.contractAddress);
                onPick?.(collection);
                if (fields.tokenId) openTab('import');
              }}
            />
          ),
        },
      ]}
    />
  );
}

/** An NFT's token ID, then Import, which needs it: the field and its lookup watch it alone. */
function TokenLookup<Values extends FieldValues, Transformed extends FieldValues>({
  control,
  name,
  chainId,
  contractAddress,
  onFound,
}: {
  control: Control<Values, unknown, Transformed>;
  name: FieldPathByValue<Values, string>;
  chainId: number;
  contractAddress: string;
  onFound: (asset: Asset) => void;
}) {
  const { t } = useSectionEditorsCatalog();
  const tokenId = textValue(useWatch({ control, name }));
  return (
    <>
      <InputField control={control} name={name} label={t(NFT_SOURCE_LABELS.tokenId)} inputMode="numeric" />
      <LookupImport
        input={{ chainId, contractAddress, tokenId }}
        incompleteHelp={t('items.importNftHelp')}
        onFound={onFound}
      />
    </>
  );
}
