import { Checkbox, Flex, Input, Typography, type GetProps } from 'antd';
import type { AbiFunction } from 'viem';
import { functionSignature, isReadFunction } from '@suite/shared';

export const NO_ABI_FUNCTIONS_HINT = 'Paste a valid ABI to choose its functions.';
export const ABI_FIELD_HELP = "The contract's JSON ABI: an array, or a compiler artifact with an abi field";

/** Where an owner pastes a contract's JSON ABI: monospace, no spell check, growing with its content. */
export function AbiTextArea(props: GetProps<typeof Input.TextArea>) {
  return (
    <Input.TextArea
      spellCheck={false}
      autoSize={{ minRows: 4, maxRows: 12 }}
      style={{ fontFamily: 'monospace' }}
      placeholder='[{"type":"function","name":"transfer",…}]'
      {...props}
    />
  );
}

/**
 * The functions of a pasted ABI (read by `parseAbiFunctions`), grouped into reads and writes, each a
 * checkbox: what a contract section or a contract form offers visitors. `value` holds signatures.
 */
export function AbiFunctionChooser({
  id,
  functions,
  value,
  onChange,
}: {
  id: string;
  functions: readonly AbiFunction[];
  value: string[];
  onChange: (signatures: string[]) => void;
}) {
  if (functions.length === 0) {
    return (
      <Typography.Text id={id} type="secondary">
        {NO_ABI_FUNCTIONS_HINT}
      </Typography.Text>
    );
  }
  const groups = [
    { title: 'Read functions', functions: functions.filter(isReadFunction) },
    { title: 'Write functions', functions: functions.filter((fn) => !isReadFunction(fn)) },
  ].filter((group) => group.functions.length > 0);
  return (
    <Flex id={id} vertical gap={12} tabIndex={-1}>
      {groups.map((group) => {
        const signatures = group.functions.map(functionSignature);
        return (
          <div key={group.title} role="group" aria-label={group.title}>
            <Typography.Text strong>{group.title}</Typography.Text>
            <Checkbox.Group
              style={{ display: 'flex', flexDirection: 'column', gap: 4, marginTop: 4 }}
              value={value.filter((signature) => signatures.includes(signature))}
              options={group.functions.map((fn) => ({
                value: functionSignature(fn),
                label: (
                  <Typography.Text code style={{ wordBreak: 'break-all' }}>
                    {functionSignature(fn)}
                    {fn.stateMutability === 'payable' ? ' payable' : ''}
                  </Typography.Text>
                ),
              }))}
              onChange={(picked) =>
                onChange([...value.filter((signature) => !signatures.includes(signature)), ...picked])
              }
            />
          </div>
        );
      })}
    </Flex>
  );
}
