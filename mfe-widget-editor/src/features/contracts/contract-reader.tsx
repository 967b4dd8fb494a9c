import { useEffect, useState } from 'react';
import { Alert, Button, Card, Flex, Input, Skeleton, Typography } from 'antd';
import Form from 'antd/es/form';
import { getAddress, type Abi, type AbiFunction } from 'viem';
import { usePublicClient } from 'wagmi';
import type { WidgetContract } from '@suite/shared';
import { copyableText, useWalletErrorMessage } from '@suite/shared/react';
import { CatalogError, useWidgetEditorCatalog } from '../../i18n';
import { nonEmptyOr } from '../text';
import { contractArtifact } from './contract-artifacts';
import { formatResult, parseArgument, readFunctions } from './read-functions';

type ReadState =
  | { status: 'idle' }
  | { status: 'reading' }
  | { status: 'done'; text: string }
  | { status: 'failed'; text: string };

function ReadFunction({ contract, abi, fn }: { contract: WidgetContract; abi: Abi; fn: AbiFunction }) {
  const { t } = useWidgetEditorCatalog();
  const walletError = useWalletErrorMessage();
  const client = usePublicClient({ chainId: contract.chainId });
  const [inputs, setInputs] = useState<string[]>(fn.inputs.map(() => ''));
  const [errors, setErrors] = useState<(string | null)[]>(fn.inputs.map(() => null));
  const [state, setState] = useState<ReadState>({ status: 'idle' });

  async function read() {
    const parsed: unknown[] = [];
    const nextErrors = fn.inputs.map((parameter, at) => {
      try {
        parsed.push(parseArgument(parameter, inputs[at] ?? ''));
        return null;
      } catch (error) {
        if (error instanceof CatalogError) return t(error.key, error.values);
        return error instanceof Error ? error.message : String(error);
      }
    });
    setErrors(nextErrors);
    if (nextErrors.some((error) => error !== null) || !client) return;
    setState({ status: 'reading' });
    try {
      const value = await client.readContract({
        address: getAddress(contract.address),
        abi,
        functionName: fn.name,
        args: parsed,
      });
      setState({ status: 'done', text: formatResult(value) });
    } catch (error) {
      setState({ status: 'failed', text: walletError(error) });
    }
  }

  // Functions without arguments are read as soon as they show.
  useEffect(() => {
    if (fn.inputs.length === 0) void read();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, for this function of this contract
  }, [fn, contract.address, contract.chainId]);

  return (
    <Card size="small" role="group" aria-label={fn.name}>
      <Flex vertical gap={8}>
        <Typography.Text code>
          {fn.name}(
          {fn.inputs.map((parameter) => `${parameter.type} ${parameter.name ?? ''}`.trim()).join(', ')})
        </Typography.Text>
        {fn.inputs.length > 0 && (
          <Form layout="vertical" component="div">
            {fn.inputs.map((parameter, at) => {
              const id = `${contract.address}-${fn.name}-${fn.inputs.length}-${at}`;
              return (
                <Form.Item
                  key={id}
                  label={nonEmptyOr(parameter.name, t('contracts.read.argument', { number: at + 1 }))}
                  htmlFor={id}
                  validateStatus={errors[at] ? 'error' : undefined}
                  help={errors[at] ?? parameter.type}
                  style={{ marginBottom: 8 }}
                >
                  <Input
                    id={id}
                    value={inputs[at]}
                    onChange={(event) =>
                      setInputs(inputs.map((value, index) => (index === at ? event.target.value : value)))
                    }
                  />
                </Form.Item>
              );
            })}
            <Button onClick={() => void read()} loading={state.status === 'reading'}>
              {t('contracts.read.read')}
            </Button>
          </Form>
        )}
        {state.status === 'reading' && fn.inputs.length === 0 && <Skeleton.Input active size="small" />}
        {state.status === 'done' && (
          <Typography.Text
            aria-label={t('contracts.read.result', { name: fn.name })}
            copyable={copyableText()}
          >
            {state.text}
          </Typography.Text>
        )}
        {state.status === 'failed' && <Alert type="error" showIcon title={state.text} />}
      </Flex>
    </Card>
  );
}

/** The read functions of a deployed contract, each with its inputs and its current value. */
export function ContractReader({ contract }: { contract: WidgetContract }) {
  const { t } = useWidgetEditorCatalog();
  const [abi, setAbi] = useState<Abi | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    contractArtifact(contract.kind).then(
      (artifact) => live && setAbi(artifact.abi),
      (error: unknown) => live && setFailure(error instanceof Error ? error.message : String(error)),
    );
    return () => {
      live = false;
    };
  }, [contract.kind]);
  if (failure)
    return <Alert type="error" showIcon title={t('contracts.read.failed')} description={failure} />;
  if (!abi) return <Skeleton active />;
  return (
    <Flex vertical gap={8} role="region" aria-label={t('contracts.read.functions')}>
      {readFunctions(abi).map((fn) => (
        <ReadFunction
          key={`${fn.name}(${fn.inputs.map((input) => input.type).join(',')})`}
          contract={contract}
          abi={abi}
          fn={fn}
        />
      ))}
    </Flex>
  );
}
