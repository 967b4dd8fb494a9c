import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Flex, Input, Radio, Select, Spin, Typography } from 'antd';
import Form from 'antd/es/form';
import InputNumber from 'antd/es/input-number';
import { useForm, useWatch } from 'react-hook-form';
import { useConfig, useConnection } from 'wagmi';
import { CHAINS, LOCAL_CHAIN_ID, type CreateContractForm, type WidgetContract } from '@suite/shared';
import { CONTRACTS_MAX, CreateContractFormSchema } from '@suite/shared/schemas';
import { LimitReached, useChainName, useChainWords, useWalletErrorMessage } from '@suite/shared/react';
import { Field } from '@suite/shared/forms';
import { CatalogError, useWidgetEditorCatalog } from '../../i18n';
import { usePanelBusy, usePanelDirty, useWidgetEditor } from '../editor/editor-context';
import { PanelCard } from '../editor/panel-card';
import { NameInput } from '../form-inputs';
import { deployWidgetContract, type DeployStep } from './deploy-contract';
import { useKeepDeployed } from './keep-deployed';

type CreateContractValues = Omit<CreateContractForm, 'initialSupply'> & {
  initialSupply?: number | undefined;
};

/**
 * Create contracts: deploys a token or an NFT collection with the connected wallet, keeps it in the
 * widget, then opens Manage contracts with it preselected (seed 001 §2).
 */
export function CreateContractsPanel() {
  const { t } = useWidgetEditorCatalog();
  const walletError = useWalletErrorMessage();
  const networks = useChainWords();
  const chainName = useChainName();
  const { widget } = useWidgetEditor();
  const { keep, tellFailedAfterLeaving, markLeft } = useKeepDeployed();
  const wagmiConfig = useConfig();
  const connection = useConnection();
  const [step, setStep] = useState<DeployStep | 'saving' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  // Deployed but not kept in the widget (its save failed): shown with its address, to save again.
  const [unsaved, setUnsaved] = useState<WidgetContract | null>(null);
  const walletChain = CHAINS.find((chain) => chain.id === connection.chainId)?.id;
  const { control, handleSubmit, formState } = useForm<CreateContractValues, unknown, CreateContractForm>({
    resolver: zodResolver(CreateContractFormSchema),
    mode: 'onChange',
    defaultValues: {
      kind: 'token',
      chainId: walletChain ?? LOCAL_CHAIN_ID,
      name: '',
      symbol: '',
      initialSupply: 1_000_000,
    },
  });
  const kind = useWatch({ control, name: 'kind' });
  // A contract deployed and not yet kept counts as a change. While a deployment or its save goes on,
  // leaving does not stop it (the wallet and the chain go on): the way out asks that instead.
  usePanelDirty((formState.isDirty || unsaved !== null) && step === null);
  usePanelBusy(
    step === null
      ? null
      : {
          title: t('contracts.create.leave.title'),
          content: t('contracts.create.leave.content'),
          onLeave: markLeft,
        },
  );
  const config = widget.configParsed;
  const full = (config.contracts?.length ?? 0) >= CONTRACTS_MAX;

  const failureText = (error: unknown) =>
    error instanceof CatalogError ? t(error.key, error.values) : walletError(error);

  /** Keeps a deployed contract in the widget, then opens it; one not kept stays on screen to save again. */
  async function keepDeployed(contract: WidgetContract) {
    setStep('saving');
    setUnsaved((await keep(contract)) ? null : contract);
  }

  const deploy = handleSubmit(async (form) => {
    setFailure(null);
    let deployed: WidgetContract | undefined;
    try {
      deployed = await deployWidgetContract(wagmiConfig, form, setStep);
      await keepDeployed(deployed);
    } catch (error) {
      if (deployed) setUnsaved(deployed);
      else if (!tellFailedAfterLeaving(failureText(error))) setFailure(failureText(error));
    } finally {
      setStep(null);
    }
  });

  async function saveAgain() {
    if (!unsaved) return;
    try {
      await keepDeployed(unsaved);
    } finally {
      setStep(null);
    }
  }

  const busy = step !== null;
  return (
    <PanelCard description={t('contracts.create.description')}>
      {connection.status !== 'connected' && (
        <Alert type="info" showIcon title={t('contracts.create.connect')} />
      )}
      <Form
        layout="vertical"
        component="div"
        style={{ maxWidth: 520 }}
        aria-label={t('contracts.create.form')}
        role="form"
      >
        <Field control={control} name="kind" label={t('contracts.create.kind')}>
          {(field, id) => (
            <Radio.Group
              id={id}
              // A group of radios is no labelable element: the field's label names it only through this.
              aria-label={t('contracts.create.kind')}
              value={field.value}
              onChange={(event) => field.onChange(event.target.value)}
              options={(['token', 'nft'] as const).map((value) => ({
                value,
                label: t(`contracts.kinds.${value}`),
              }))}
            />
          )}
        </Field>
        <Field control={control} name="chainId" label={t('fields.network')}>
          {(field, id) => (
            <Select id={id} value={field.value} onChange={field.onChange} options={networks.options} />
          )}
        </Field>
        <Field control={control} name="name" label={t('fields.name')}>
          {(field, id) => <NameInput {...field} id={id} />}
        </Field>
        <Field control={control} name="symbol" label={t('fields.symbol')}>
          {(field, id) => <Input {...field} id={id} maxLength={20} />}
        </Field>
        {kind === 'token' && (
          <Field
            control={control}
            name="initialSupply"
            label={t('contracts.create.initialSupply')}
            help={t('contracts.create.initialSupplyHelp')}
          >
            {(field, id) => (
              <InputNumber
                id={id}
                value={field.value}
                onChange={(value) => field.onChange(value ?? undefined)}
                onBlur={field.onBlur}
                min={1}
                precision={0}
                style={{ width: '100%' }}
              />
            )}
          </Field>
        )}
        <Button type="primary" onClick={() => void deploy()} loading={busy} disabled={busy || full}>
          {t('contracts.create.deploy')}
        </Button>
        <LimitReached count={config.contracts?.length ?? 0} max={CONTRACTS_MAX} />
      </Form>
      {step && (
        <Flex gap={8} align="center" role="status">
          <Spin size="small" />
          <Typography.Text>{t(`contracts.create.steps.${step}`)}</Typography.Text>
        </Flex>
      )}
      {failure && <Alert type="error" showIcon title={t('contracts.create.failed')} description={failure} />}
      {unsaved && (
        <Alert
          type="warning"
          showIcon
          title={t('contracts.create.unsavedTitle')}
          description={t('contracts.create.unsaved', {
            name: unsaved.name,
            address: unsaved.address,
            network: chainName(unsaved.chainId),
          })}
          action={
            <Button onClick={() => void saveAgain()} loading={busy} disabled={busy}>
              {t('contracts.create.saveAgain')}
            </Button>
          }
        />
      )}
    </PanelCard>
  );
}
