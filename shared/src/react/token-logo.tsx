import { Avatar } from 'antd';

/**
 * A token's logo, or its symbol's first letter when it has none (or the image fails: antd's Avatar
 * then shows the letter). Decorative: the symbol is always written beside it.
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
  return logo ? (
    <Avatar src={logo} alt="" size={size} style={{ flex: 'none' }}>
      {symbol.slice(0, 1)}
    </Avatar>
  ) : (
    <Avatar size={size} style={{ fontSize: size / 2, flex: 'none' }} aria-hidden>
      {symbol.slice(0, 1)}
    </Avatar>
  );
}
