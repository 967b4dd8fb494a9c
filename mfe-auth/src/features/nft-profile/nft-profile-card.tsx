import { useEffect, useState } from 'react';
import { Alert, Button, Card, Col, Flex, Input, Row, Select, Typography } from 'antd';
import Form from 'antd/es/form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, useWatch } from 'react-hook-form';
import * as z from 'zod/v4';
import { CHAINS, type OwnProfile } from '@suite/shared';
import { AddressSchema, NftTokenIdSchema } from '@suite/shared/schemas';
import {
  useApiErrorMessage,
  useApiReasonText,
  useChainWords,
  useClearable,
  useFeedback,
  useReadableChains,
} from '@suite/shared/react';
import { Field } from '@suite/shared/forms';
import { useProfileMutations } from '../../api/profile';
import { useAuthCatalog } from '../../i18n';
import { useLeaveGuard } from '../use-leave-guard';
import { NftAvatar } from './nft-avatar';
import {
  hasNftParameters,
  nftErrorValidation,
  nftResultValidation,
  type NftValidation,
} from './nft-messages';

// The form lets any field be empty, so "Validate" can answer the seed's missing-parameters message.
const NftPickSchema = z.object({
  nftChainId: z.number().int().nullable(),
  nftAddress: z.union([z.literal(''), AddressSchema]),
  nftId: z.union([z.literal(''), NftTokenIdSchema]),
});

/** Seed 001 §1: pick an NFT you own (chain, contract, token id), validate it, use it as picture. */
export function NftProfileCard({ profile }: { profile: OwnProfile }) {
  const { message } = useFeedback();
  const errorMessage = useApiErrorMessage();
  const reasonText = useApiReasonText();
  const { t } = useAuthCatalog();
  const clearable = useClearable();
  const { validateNft, setNftProfile, clearNftProfile } = useProfileMutations();
  const [validation, setValidation] = useState<NftValidation | null>(null);
  const [busy, setBusy] = useState<'validate' | 'use' | 'remove' | null>(null);
  const { chainIds: readable } = useReadableChains();
  const { chainOptions, noRpcReason } = useChainWords();
  const { control, handleSubmit, getValues, resetField, reset, formState } = useForm({
    resolver: zodResolver(NftPickSchema),
    defaultValues: {
      nftChainId: profile.nftProfile?.nftChainId ?? null,
      nftAddress: profile.nftProfile?.nftAddress ?? '',
      nftId: profile.nftProfile?.nftId ?? '',
    },
  });

  // Without a picture yet, the chain starts on the first one this server can read NFTs on: a
  // default, which alone is no unsaved change.
  useEffect(() => {
    if (getValues('nftChainId') !== null) return;
    const first = CHAINS.find((chain) => readable?.includes(chain.id));
    if (first) resetField('nftChainId', { defaultValue: first.id });
  }, [readable, getValues, resetField]);
  // An NFT picked and not used as the picture yet is unsaved.
  useLeaveGuard(formState.isDirty);
  const chainId = useWatch({ control, name: 'nftChainId' });
  const unreadable = chainId === null ? undefined : noRpcReason(chainId, readable);

  const validate = handleSubmit(async (pick) => {
    if (!hasNftParameters(pick)) {
      setValidation({ ok: false, message: t('nft.missingParameters') });
      return;
    }
    setBusy('validate');
    try {
      setValidation(nftResultValidation(await validateNft(pick), t, reasonText));
    } catch (error) {
      setValidation(nftErrorValidation(error, errorMessage, t));
    } finally {
      setBusy(null);
    }
  });

  async function setAsPicture() {
    const parsed = NftPickSchema.safeParse(getValues());
    if (!parsed.success) return;
    const { nftChainId, nftAddress, nftId } = parsed.data;
    if (!nftChainId || !nftAddress || !nftId) return;
    setBusy('use');
    try {
      await setNftProfile({ nftChainId, nftAddress, nftId });
      // The picked NFT is the picture now: nothing here is unsaved.
      reset(parsed.data);
      message.success(t('nft.updated'));
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  async function removePicture() {
    setBusy('remove');
    try {
      await clearNftProfile();
      message.success(t('nft.removed'));
    } catch (error) {
      message.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <Card title={t('nft.title')}>
      <Flex vertical gap={16}>
        {profile.nftProfile ? (
          <Flex align="center" gap={12}>
            <NftAvatar nft={profile.nftProfile} size={48} />
            <Typography.Text style={{ flex: 1, minWidth: 0, overflowWrap: 'anywhere' }}>
              {t('nft.current', { id: profile.nftProfile.nftId })}{' '}
              <Typography.Text code>{profile.nftProfile.nftAddress}</Typography.Text>
            </Typography.Text>
            <Button loading={busy === 'remove'} disabled={busy !== null} onClick={() => void removePicture()}>
              {t('nft.remove')}
            </Button>
          </Flex>
        ) : (
          <Typography.Text type="secondary">{t('nft.intro')}</Typography.Text>
        )}
        <Form layout="vertical" component="form" onFinish={() => void validate()}>
          <Row gutter={16}>
            <Col xs={24} md={8}>
              <Field
                control={control}
                name="nftChainId"
                label={t('nft.chain')}
                help={unreadable && <span role="note">{unreadable}</span>}
              >
                {(field, id) => (
                  <Select
                    id={id}
                    value={field.value}
                    onChange={(value) => {
                      field.onChange(value);
                      setValidation(null);
                    }}
                    onBlur={field.onBlur}
                    options={chainOptions(CHAINS, readable)}
                    allowClear={clearable}
                    onClear={() => field.onChange(null)}
                  />
                )}
              </Field>
            </Col>
            <Col xs={24} md={10}>
              <Field control={control} name="nftAddress" label={t('nft.contractAddress')}>
                {(field, id) => (
                  <Input
                    {...field}
                    id={id}
                    placeholder="0x…"
                    onChange={(event) => {
                      field.onChange(event);
                      setValidation(null);
                    }}
                  />
                )}
              </Field>
            </Col>
            <Col xs={24} md={6}>
              <Field control={control} name="nftId" label={t('nft.tokenId')}>
                {(field, id) => (
                  <Input
                    {...field}
                    value={typeof field.value === 'string' ? field.value : ''}
                    id={id}
                    inputMode="numeric"
                    onChange={(event) => {
                      field.onChange(event);
                      setValidation(null);
                    }}
                  />
                )}
              </Field>
            </Col>
          </Row>
          {validation && (
            <Alert
              role="alert"
              type={validation.ok ? 'success' : 'error'}
              showIcon
              title={validation.message}
              style={{ marginBottom: 16 }}
            />
          )}
          <Flex gap={8} wrap>
            <Button htmlType="submit" loading={busy === 'validate'} disabled={busy !== null}>
              {t('nft.validate')}
            </Button>
            <Button
              type="primary"
              loading={busy === 'use'}
              disabled={busy !== null || !validation?.ok}
              onClick={() => void setAsPicture()}
            >
              {t('nft.use')}
            </Button>
          </Flex>
        </Form>
      </Flex>
    </Card>
  );
}
