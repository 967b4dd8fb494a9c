export type MetadataSource = { kind: 'url'; url: string } | { kind: 'inline'; json: unknown };

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=]+$/i;
const DATA_JSON = /^data:application\/json(;base64)?,(.*)$/is;

function decodeBase64(text: string): string {
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** Where a token's metadata is: an http(s) URL to fetch, or inline `data:application/json`. */
export function metadataSource(tokenUri: string): MetadataSource | null {
  const uri = tokenUri.trim();
  if (HTTP_URL.test(uri)) return { kind: 'url', url: uri };
  const inline = DATA_JSON.exec(uri);
  if (!inline) return null;
  try {
    const [, base64, body = ''] = inline;
    const text = base64 ? decodeBase64(body) : decodeURIComponent(body);
    return { kind: 'inline', json: JSON.parse(text) };
  } catch {
    return null;
  }
}

/**
 * The metadata's `image`, only when it is an http(s) URL or a raster data image: it goes into an
 * `<img src>`, never into markup, and SVG data (which may carry scripts elsewhere) is left out.
 */
export function imageOfMetadata(metadata: unknown): string | undefined {
  if (typeof metadata !== 'object' || metadata === null || !('image' in metadata)) return undefined;
  const { image } = metadata;
  if (typeof image !== 'string') return undefined;
  const value = image.trim();
  return HTTP_URL.test(value) || DATA_IMAGE.test(value) ? value : undefined;
}

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
