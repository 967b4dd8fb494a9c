import { useState } from 'react';
import { Button, Flex, Typography } from 'antd';
import { TokenLogo } from '@suite/shared/react';
import { SwapTokenSchema, type SwapToken } from '@suite/shared/sections';
import { OrderedList } from '../lists/ordered-list';
import { entryProblem } from '../lists/entry-problem';
import { TokenEditor, tokenSummary } from './token-editor';
import { SWAP_TOKEN_LABELS, TOKEN_LIST_LABELS } from './trade-labels';
import { useSectionEditorsCatalog } from '../../i18n';

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
  const { t } = useSectionEditorsCatalog();
  const [editing, setEditing] = useState(false);
  // A token saved under older rules: said here, where the owner changes it.
  const wrong = entryProblem(SwapTokenSchema, SWAP_TOKEN_LABELS, t)(value);
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
      <Flex vertical>
        <Flex align="center" gap={8}>
          <TokenLogo symbol={value.symbol} logo={value.logoUrl} />
          <Typography.Text id={id}>{tokenSummary(value, t)}</Typography.Text>
        </Flex>
        {wrong === undefined ? null : (
          <Typography.Text type="danger">{t('list.fixEntry', { problem: wrong })}</Typography.Text>
        )}
      </Flex>
      <Button
        size="small"
        onClick={() => setEditing(true)}
        aria-label={t('swap.changeNamed', { what: label.toLowerCase() })}
      >
        {t('swap.change')}
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
  const { t } = useSectionEditorsCatalog();
  return (
    <OrderedList
      entries={tokens}
      onChange={onChange}
      label={t(TOKEN_LIST_LABELS.label)}
      summary={(token) => tokenSummary(token, t)}
      emptyText={t('swap.tokens.empty')}
      addLabel={t('swap.tokens.add')}
      max={max}
      problem={entryProblem(SwapTokenSchema, SWAP_TOKEN_LABELS, t)}
      renderEditor={({ entry, onSave, onCancel }) => (
        <TokenEditor
          title={entry ? t('swap.tokens.edit') : t('swap.tokens.new')}
          token={entry}
          chainId={chainId}
          onSave={onSave}
          onCancel={onCancel}
        />
      )}
    />
  );
}
