/**
 * Reading an NFT's metadata from its `tokenURI` (ERC-721) or `uri` (ERC-1155): where it is, what it
 * holds, and only images that are safe in an `<img src>`. The API's public NFT read
 * (`GET /api/onchain/nft`) resolves it on the server for every renderer; the account picture
 * (mfe_auth) and the wallet section read it in the browser.
 */
export type MetadataSource = { kind: 'url'; url: string } | { kind: 'inline'; json: unknown };

export interface MetadataOptions {
  /**
   * Where `ipfs://` URIs are read, e.g. `https://ipfs.io/ipfs/` (the CID and path are appended).
   * Without it an `ipfs://` URI is not readable.
   */
  ipfsGateway?: string;
}

const HTTP_URL = /^https?:\/\/[^\s]+$/i;
/** Raster data images only: SVG data (which may carry scripts elsewhere) is left out. */
const DATA_IMAGE = /^data:image\/(png|jpe?g|gif|webp|avif);base64,[a-z0-9+/=]+$/i;
const DATA_JSON = /^data:application\/json(;charset=[\w-]+)?(;base64)?,(.*)$/is;
const IPFS_URI = /^ipfs:\/\/(?:ipfs\/)?([^\s]+)$/i;

function decodeBase64(text: string): string {
  const binary = atob(text);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  return new TextDecoder().decode(bytes);
}

/** `ipfs://{cid}/{path}` (or `ipfs://ipfs/…`) through `gateway`; other URIs unchanged. */
export function resolveIpfsUri(uri: string, gateway: string | undefined): string {
  const ipfs = IPFS_URI.exec(uri.trim());
  if (!ipfs || !gateway) return uri.trim();
  return `${gateway.replace(/\/+$/, '')}/${ipfs[1]}`;
}

/**
 * An ERC-1155 `uri(id)` with its `{id}` replaced as the standard says: the token id in lower-case
 * hex, zero-padded to 64 characters.
 */
export function erc1155TokenUri(uri: string, tokenId: string): string {
  return uri.replaceAll('{id}', BigInt(tokenId).toString(16).padStart(64, '0'));
}

/**
 * Where a token's metadata is: an http(s) URL to fetch (an `ipfs://` URI through the gateway when
 * one is given), or inline `data:application/json` (base64 or URL-encoded).
 */
export function metadataSource(tokenUri: string, options: MetadataOptions = {}): MetadataSource | null {
  const uri = resolveIpfsUri(tokenUri, options.ipfsGateway);
  if (HTTP_URL.test(uri)) return { kind: 'url', url: uri };
  const inline = DATA_JSON.exec(uri);
  if (!inline) return null;
  try {
    const [, , base64, body = ''] = inline;
    const text = base64 ? decodeBase64(body) : decodeURIComponent(body);
    return { kind: 'inline', json: JSON.parse(text) };
  } catch {
    return null;
  }
}

/** One trait of an NFT, as OpenSea's metadata standard gives it. */
export interface NftAttribute {
  traitType: string | null;
  value: string | number | boolean;
}

export interface ReadMetadata {
  name?: string;
  /** An http(s) URL or a raster data image only: it goes in `<img src>`. */
  image?: string;
  description?: string;
  attributes?: NftAttribute[];
}

function text(record: object, key: string): string | undefined {
  const value: unknown = Reflect.get(record, key);
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : undefined;
}

function readAttributes(metadata: object): NftAttribute[] | undefined {
  const raw: unknown = Reflect.get(metadata, 'attributes');
  if (!Array.isArray(raw)) return undefined;
  const attributes = raw.flatMap((entry: unknown): NftAttribute[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const value: unknown = Reflect.get(entry, 'value');
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') return [];
    return [{ traitType: text(entry, 'trait_type') ?? null, value }];
  });
  return attributes.slice(0, 100);
}

/**
 * The metadata's `name`, `image` (`image_url` when `image` is absent; an `ipfs://` image through the
 * gateway), `description` and `attributes`.
 */
export function readMetadata(metadata: unknown, options: MetadataOptions = {}): ReadMetadata {
  if (typeof metadata !== 'object' || metadata === null) return {};
  const raw = resolveIpfsUri(
    text(metadata, 'image') ?? text(metadata, 'image_url') ?? '',
    options.ipfsGateway,
  );
  const image = HTTP_URL.test(raw) || DATA_IMAGE.test(raw) ? raw : undefined;
  return {
    name: text(metadata, 'name'),
    image,
    description: text(metadata, 'description'),
    attributes: readAttributes(metadata),
  };
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
