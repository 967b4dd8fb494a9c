import { Avatar } from 'antd';

/**
 * A token's logo, or its symbol's first letter when it has none (an empty address counts as none)
 * or the image fails: antd's Avatar then shows its children. Decorative: the symbol is written beside it.
 */
export function TokenLogo({
  symbol,
  logo,
  size = 20,
}: {
  symbol: string;
  logo?: string | null;
  size?: number;
}) {
  return (
    <Avatar
      src={logo?.trim() ? logo : undefined}
      alt=""
      size={size}
      style={{ fontSize: size / 2, flex: 'none' }}
      aria-hidden
    >
      {symbol.slice(0, 1)}
    </Avatar>
  );
}
