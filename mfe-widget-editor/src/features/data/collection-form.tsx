import { useEffect, useId, useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Flex, Input, Select, Skeleton, Typography } from 'antd';
import Form from 'antd/es/form';
import { useForm, useWatch } from 'react-hook-form';
import type { CollectionForm, SiteNftCollection } from '@suite/shared';
import { CollectionFormSchema } from '@suite/shared/schemas';
import { nftChains } from '@suite/shared/sections';
import {
  useApiClient,
  useApiErrorMessage,
  useChainWords,
  LimitReached,
  useFeedback,
  useReadableChains,
} from '@suite/shared/react';
import { Field } from '@suite/shared/forms';
import { useWidgetEditorCatalog } from '../../i18n';
import { AddressInput, DescriptionInput, NameInput } from '../form-inputs';
import { nonEmptyOr } from '../text';
import { useStartingChain } from './starting-chain';

function toCollection(values: CollectionForm): SiteNftCollection {
  return {
    chainId: values.chainId,
    contractAddress: values.contractAddress,
    name: values.name,
    // An empty text stays out of the saved collection. `disableSecondarySells` has no control (the
    // suite has no secondary sales to disable): one stored before is kept as it was.
    description: nonEmptyOr(values.description, undefined),
    image: values.imageUrl,
    backgroundImage: values.backgroundUrl,
    uri: nonEmptyOr(values.uri, undefined),
    disableSecondarySells: values.disableSecondarySells === true ? true : undefined,
  };
}

function toFormValues(collection: SiteNftCollection | null, startingChain: number): CollectionForm {
  return {
    chainId: collection?.chainId ?? startingChain,
    contractAddress: collection?.contractAddress ?? '',
    name: collection?.name ?? '',
    description: collection?.description ?? '',
    imageUrl: collection?.image ?? '',
    backgroundUrl: collection?.backgroundImage ?? '',
    uri: collection?.uri ?? '',
    disableSecondarySells: collection?.disableSecondarySells ?? false,
  };
}

interface CollectionFormProps {
  /** The collection being edited; null to add one. */
  editing: SiteNftCollection | null;
  /** Resolves false when the owner declined (e.g. not to replace a collection): the form keeps its values. */
  onSubmit: (collection: SiteNftCollection) => boolean | Promise<boolean>;
  onCancelEdit: () => void;
  /** Every change of the form, for the preview beside it. */
  onValuesChange: (collection: Partial<SiteNftCollection>) => void;
  /** Whether the form holds values not yet added to the list (false again once it goes). */
  onChangedChange: (changed: boolean) => void;
  /** How many collections the list holds, and how many it may: a full list takes no new one. */
  count: number;
  max: number;
}

/** Add collection (or edit one), once the network a new one starts on is known (`useStartingChain`). */
export function CollectionFormCard(props: CollectionFormProps) {
  const startingChain = useStartingChain();
  if (startingChain === undefined) return <Skeleton active paragraph={{ rows: 6 }} />;
  return <CollectionFormFields {...props} startingChain={startingChain} />;
}

/** The collection form: the fields of seed 001 §5; the name can be read on chain. */
function CollectionFormFields({
  editing,
  onSubmit,
  onCancelEdit,
  onValuesChange,
  onChangedChange,
  count,
  max,
  startingChain,
}: CollectionFormProps & { startingChain: number }) {
  const errorMessage = useApiErrorMessage();
  const { t } = useWidgetEditorCatalog();
  const client = useApiClient();
  const { message } = useFeedback();
  const { control, handleSubmit, reset, setValue, getValues, formState } = useForm<CollectionForm>({
    resolver: zodResolver(CollectionFormSchema),
    mode: 'onChange',
    defaultValues: toFormValues(editing, startingChain),
  });
  useEffect(() => reset(toFormValues(editing, startingChain)), [editing, reset, startingChain]);
  const values = useWatch({ control });
  const { chainIds } = useReadableChains();
  const { chainOptions, noRpcReason } = useChainWords();
  useEffect(() => {
    onValuesChange({
      chainId: values.chainId,
      contractAddress: values.contractAddress,
      name: values.name,
      description: values.description,
      image: values.imageUrl,
      backgroundImage: values.backgroundUrl,
    });
  }, [values, onValuesChange]);

  // Typed and not added, the form is the panel's unsaved change (the list alone would be saved without it).
  useEffect(() => onChangedChange(formState.isDirty), [formState.isDirty, onChangedChange]);
  useEffect(() => () => onChangedChange(false), [onChangedChange]);

  // The server refuses a list past the schema's limit: a new collection is held here rather than at Save.
  // Editing one in place does not grow the list.
  const full = editing === null && count >= max;
  const limitId = useId();

  // A chain read can take seconds: the button says it is reading, and takes no second click meanwhile.
  const [readingName, setReadingName] = useState(false);

  async function lookUpName() {
    const { chainId, contractAddress } = getValues();
    setReadingName(true);
    try {
      const asset = await client.onchain.asset({ chainId, contractAddress });
      setValue('name', asset.collectionName, { shouldDirty: true, shouldValidate: true });
    } catch (error) {
      void message.error(errorMessage(error));
    } finally {
      setReadingName(false);
    }
  }

  const submit = handleSubmit(async (parsed) => {
    if (await onSubmit(toCollection(parsed))) reset(toFormValues(null, startingChain));
  });

  return (
    <Form
      layout="vertical"
      component="div"
      aria-label={editing ? t('collections.edit') : t('collections.add')}
      role="form"
    >
      <Field control={control} name="chainId" label={t('fields.network')}>
        {(field, id) => (
          <Flex vertical gap={4}>
            <Select
              id={id}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              options={chainOptions(nftChains('collection'), chainIds)}
            />
            {noRpcReason(field.value, chainIds) ? (
              <Typography.Text type="warning" role="note">
                {noRpcReason(field.value, chainIds)}
              </Typography.Text>
            ) : null}
          </Flex>
        )}
      </Field>
      <Field control={control} name="contractAddress" label={t('fields.contractAddress')}>
        {(field, id) => (
          <Flex gap={8}>
            <AddressInput {...field} id={id} />
            <Button
              onClick={() => void lookUpName()}
              loading={readingName}
              disabled={!/^0x[0-9a-fA-F]{40}$/.test(field.value.trim())}
            >
              {t('collections.form.readName')}
            </Button>
          </Flex>
        )}
      </Field>
      <Field control={control} name="name" label={t('fields.name')}>
        {(field, id) => <NameInput {...field} id={id} />}
      </Field>
      <Field control={control} name="description" label={t('fields.descriptionOptional')}>
        {(field, id) => <DescriptionInput {...field} id={id} />}
      </Field>
      <Field control={control} name="imageUrl" label={t('collections.form.image')}>
        {(field, id) => <Input {...field} id={id} placeholder="https://…" />}
      </Field>
      <Field control={control} name="backgroundUrl" label={t('collections.form.background')}>
        {(field, id) => <Input {...field} id={id} placeholder="https://…" />}
      </Field>
      <Field
        control={control}
        name="uri"
        label={t('collections.form.uri')}
        help={t('collections.form.uriHelp')}
      >
        {(field, id) => <Input {...field} value={field.value ?? ''} id={id} placeholder="https://…" />}
      </Field>
      <Flex gap={8} justify="end" align="center" wrap>
        <span id={limitId}>
          <LimitReached count={editing ? 0 : count} max={max} />
        </span>
        {editing && <Button onClick={onCancelEdit}>{t('actions.cancelEdit')}</Button>}
        <Button
          type="primary"
          onClick={() => void submit()}
          disabled={!formState.isValid || full}
          aria-describedby={full ? limitId : undefined}
        >
          {editing ? t('collections.update') : t('collections.add')}
        </Button>
      </Flex>
    </Form>
  );
}
