import { Avatar, Flex, Select } from 'antd';
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

/** A token's logo, or its symbol's first letter when it has none. */
export function TokenLogo({ token, size = 20 }: { token: SwapToken; size?: number }) {
  return token.logoUrl ? (
    <Avatar src={token.logoUrl} alt="" size={size} />
  ) : (
    <Avatar size={size} style={{ fontSize: size / 2 }} aria-hidden>
      {token.symbol.slice(0, 1)}
    </Avatar>
  );
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
            <TokenLogo token={token} />
            <span>{token.symbol}</span>
          </Flex>
        ),
        title: token.name || token.symbol,
      }))}
    />
  );
}
