import { Flex, Select } from 'antd';
import { TokenLogo } from '@suite/shared/react';
import type { SwapToken } from '@suite/shared/sections';

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
        label: (
          <Flex align="center" gap={6}>
            <TokenLogo symbol={token.symbol} logo={token.logoUrl} />
            <span>{token.symbol}</span>
          </Flex>
        ),
        title: token.name || token.symbol,
      }))}
    />
  );
}
