// How a token's metadata is read lives in @suite/shared (nft/nft-metadata.ts); what is left here is the
// fallback avatar's.

/** A stable colour per NFT, so the identicon-like fallback tells two NFTs apart. */
export function nftColour(address: string, tokenId: string): string {
  let hash = 0;
  for (const char of `${address.toLowerCase()}:${tokenId}`) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return `hsl(${hash % 360} 55% 45%)`;
}

/** The token id as the fallback avatar shows it: `#7`, long ids cut (`#1234…`). */
export function tokenLabel(tokenId: string): string {
  return tokenId.length > 4 ? `#${tokenId.slice(0, 4)}…` : `#${tokenId}`;
}
