import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import type { SwapToken } from '@suite/shared';
import { OrderedList } from '../items/ordered-list';
import { TokenEditor, tokenSummary } from './token-editor';
import { SWAP_LABELS } from './labels';

export interface TokenControlProps {
  id?: string;
  /** What the token is for: "Traded token". */
  label: string;
  value: SwapToken;
  onChange: (token: SwapToken) => void;
  chainId: number;
}

/** One token of a section's form: its summary, and Change to edit it in place. */
export function TokenControl({ id, label, value, onChange, chainId }: TokenControlProps) {
  const [editing, setEditing] = useState(false);
  if (editing) {
    return (
      <TokenEditor
        title={label}
        token={value}
        chainId={chainId}
        onSave={(token) => {
          onChange(token);
          setEditing(false);
        }}
        onCancel={() => setEditing(false)}
      />
    );
  }
  return (
    <Flex justify="space-between" align="center" gap={8} wrap>
      <Typography.Text id={id}>{tokenSummary(value)}</Typography.Text>
      <Button size="small" onClick={() => setEditing(true)} aria-label={`Change ${label.toLowerCase()}`}>
        Change
      </Button>
    </Flex>
  );
}

export interface TokenListControlProps {
  tokens: SwapToken[];
  onChange: (tokens: SwapToken[]) => void;
  chainId: number;
  max: number;
}

/** The tokens a swap section offers, in the order its selects list them. */
export function TokenListControl({ tokens, onChange, chainId, max }: TokenListControlProps) {
  return (
    <OrderedList
      entries={tokens}
      onChange={onChange}
      label={SWAP_LABELS.tokens.label}
      summary={tokenSummary}
      emptyText="No tokens yet."
      addLabel="Add token"
      max={max}
      renderEditor={({ entry, onSave, onCancel }) => (
        <TokenEditor
          title={entry ? 'Edit token' : 'New token'}
          token={entry}
          chainId={chainId}
          onSave={onSave}
          onCancel={onCancel}
        />
      )}
    />
  );
}
