import { Select } from 'antd';
import type { SwapToken } from '@suite/shared/sections';
import { TokenLabel, tokenName } from './token-label';

export interface TokenSelectProps {
  id?: string;
  /** What the select is for: "Token to sell". */
  label: string;
  tokens: readonly SwapToken[];
  value: string;
  onChange: (address: string) => void;
  disabled?: boolean;
  size?: 'small' | 'middle' | 'large';
}

/** Picks one of the section's tokens by symbol (the list is the owner's; visitors add none). */
export function TokenSelect({ id, label, tokens, value, onChange, disabled, size }: TokenSelectProps) {
  return (
    <Select
      id={id}
      aria-label={label}
      value={value.toLowerCase()}
      onChange={onChange}
      disabled={disabled}
      size={size}
      popupMatchSelectWidth={false}
      style={{ minWidth: 120 }}
      options={tokens.map((token) => ({
        value: token.address.toLowerCase(),
        label: <TokenLabel token={token} />,
        title: tokenName(token),
      }))}
    />
  );
}
