/**
 * Reading an NFT's metadata from its `tokenURI` (the account's NFT picture in mfe_auth, the wallet
 * section's NFTs in mfe_section_editors): where it is, what it holds, and only images that are safe
 * in an `<img src>`.
 */
export type MetadataSource = { kind: 'url'; url: string } | { kind: 'inline'; json: unknown };

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
/** Raster data images only: SVG data (which may carry scripts elsewhere) is left out. */
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

/** The metadata's `name` and `image` (an http(s) URL or a raster data image only: it goes in `<img src>`). */
export function readMetadata(metadata: unknown): { name?: string; image?: string } {
  if (typeof metadata !== 'object' || metadata === null) return {};
  const name = 'name' in metadata && typeof metadata.name === 'string' ? metadata.name : undefined;
  const raw = 'image' in metadata && typeof metadata.image === 'string' ? metadata.image.trim() : '';
  const image = HTTP_URL.test(raw) || DATA_IMAGE.test(raw) ? raw : undefined;
  return { name, image };
}

/** The metadata a source holds; a tokenURI that serves an image directly stands for `{ image }`. */
export async function loadMetadata(source: MetadataSource): Promise<unknown> {
  if (source.kind === 'inline') return source.json;
  const response = await fetch(source.url);
  if (!response.ok) throw new Error(`Token metadata answered ${response.status}`);
  if (/^image\/(png|jpe?g|gif|webp|avif)\b/i.test(response.headers.get('content-type') ?? ''))
    return { image: source.url };
  return response.json();
}
