import {
  erc1155TokenUri,
  metadataSource,
  readMetadata,
  type ApiErrorData,
  type NftMetadata,
  type ReadMetadata,
} from '@suite/shared';
import { parseAbi, parseAbiItem, zeroAddress, type PublicClient } from 'viem';
import { fetchDocument, type FetchLimits } from './fetch-document';

const NFT_ABI = parseAbi([
  'function supportsInterface(bytes4 interfaceId) view returns (bool)',
  'function name() view returns (string)',
  'function symbol() view returns (string)',
  'function tokenURI(uint256 tokenId) view returns (string)',
  'function uri(uint256 id) view returns (string)',
  'function contractURI() view returns (string)',
]);

const ERC721_INTERFACE = '0x80ac58cd';
/** ERC-165's identifier of ERC-1155. */
export const ERC1155_INTERFACE = '0xd9b67a26';

/**
 * What the chain could not answer: the RPC (502) or the address (422). `answer` is the reason (and
 * values, the chain's id aside) the API answers a 422 with.
 */
export class NftReadError extends Error {
  constructor(
    readonly kind: 'rpc' | 'not-nft',
    message: string,
    readonly answer?: ApiErrorData,
  ) {
    super(message);
  }
}

export interface NftReadOptions extends FetchLimits {
  ipfsGateway: string;
}

/** The metadata JSON a URI points at: inline, or fetched under the limits. */
async function loadDocument(uri: string, options: NftReadOptions): Promise<ReadMetadata> {
  const source = metadataSource(uri, { ipfsGateway: options.ipfsGateway });
  if (!source) throw new Error('The metadata URI is neither http(s), ipfs:// nor a data: JSON URI');
  if (source.kind === 'inline') return readMetadata(source.json, options);
  const document = await fetchDocument(source.url, options);
  if (/^image\//i.test(document.contentType)) return { image: document.url };
  let json: unknown;
  try {
    json = JSON.parse(document.body.toString('utf8'));
  } catch {
    throw new Error('The metadata is not JSON');
  }
  return readMetadata(json, options);
}

/**
 * Reads a collection (without `tokenId`) or one NFT: the contract's standard, name and symbol on
 * chain, then the metadata its `tokenURI` (ERC-721) or `uri` (ERC-1155, `{id}` substituted) — or for a
 * collection its `contractURI` — points at. Throws NftReadError when the RPC cannot be read or no
 * NFT contract is there; metadata that cannot be read is the answer's `metadataError`.
 */
export async function readNft(
  client: PublicClient,
  input: { chainId: number; contractAddress: `0x${string}`; tokenId?: string },
  options: NftReadOptions,
): Promise<NftMetadata> {
  const { chainId, contractAddress, tokenId } = input;
  let code: string | undefined;
  try {
    code = await client.getCode({ address: contractAddress });
  } catch {
    throw new NftReadError('rpc', `The RPC of chain ${chainId} could not be read`);
  }
  const notNft = () =>
    new NftReadError(
      'not-nft',
      `There is no ERC-721 or ERC-1155 contract at this address on chain ${chainId}`,
      { reason: 'noNftContract' },
    );
  if (!code || code === '0x') throw notNft();

  // Each read may revert (an optional function the contract lacks): that is an absent answer.
  const read = <T>(call: Promise<T>): Promise<T | null> => call.catch(() => null);
  const contract = { address: contractAddress, abi: NFT_ABI } as const;
  const [is721, is1155, collectionName, symbol] = await Promise.all([
    read(client.readContract({ ...contract, functionName: 'supportsInterface', args: [ERC721_INTERFACE] })),
    read(client.readContract({ ...contract, functionName: 'supportsInterface', args: [ERC1155_INTERFACE] })),
    read(client.readContract({ ...contract, functionName: 'name' })),
    read(client.readContract({ ...contract, functionName: 'symbol' })),
  ]);
  // A contract without ERC-165 that has a name is taken as an ERC-721 (older collections).
  const standard = is1155 === true ? 'erc1155' : is721 === true || collectionName !== null ? 'erc721' : null;
  if (standard === null) throw notNft();

  let tokenURI: string | null;
  if (tokenId === undefined) {
    tokenURI = await read(client.readContract({ ...contract, functionName: 'contractURI' }));
  } else if (standard === 'erc1155') {
    const raw = await read(
      client.readContract({ ...contract, functionName: 'uri', args: [BigInt(tokenId)] }),
    );
    tokenURI = raw === null ? null : erc1155TokenUri(raw, tokenId);
  } else {
    tokenURI = await read(
      client.readContract({ ...contract, functionName: 'tokenURI', args: [BigInt(tokenId)] }),
    );
  }

  let metadata: ReadMetadata = {};
  let metadataError: string | null = null;
  if (tokenURI === null || tokenURI.trim() === '') {
    metadataError =
      tokenId === undefined
        ? null
        : `The contract gives no metadata URI for token ${tokenId} (it may not exist)`;
  } else {
    try {
      metadata = await loadDocument(tokenURI, options);
    } catch (error) {
      metadataError = error instanceof Error ? error.message : String(error);
    }
  }
  const fallbackName =
    tokenId === undefined
      ? (collectionName ?? `Collection ${contractAddress.slice(0, 10)}…`)
      : `${collectionName ?? 'Token'} #${tokenId}`;
  return {
    chainId,
    contractAddress: contractAddress.toLowerCase(),
    standard,
    collectionName,
    symbol,
    tokenId: tokenId ?? null,
    tokenURI: tokenURI === '' ? null : tokenURI,
    name: metadata.name ?? fallbackName,
    description: metadata.description ?? null,
    image: metadata.image ?? null,
    attributes: metadata.attributes ?? [],
    metadataError,
    readAt: new Date().toISOString(),
  };
}

const ENUMERABLE_ABI = parseAbi([
  'function totalSupply() view returns (uint256)',
  'function tokenByIndex(uint256 index) view returns (uint256)',
]);
const TRANSFER_EVENT = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 indexed tokenId)',
);
const TRANSFER_SINGLE_EVENT = parseAbiItem(
  'event TransferSingle(address indexed operator, address indexed from, address indexed to, uint256 id, uint256 value)',
);
const TRANSFER_BATCH_EVENT = parseAbiItem(
  'event TransferBatch(address indexed operator, address indexed from, address indexed to, uint256[] ids, uint256[] values)',
);

/** The ids an ERC-1155 minted (TransferSingle / TransferBatch from the zero address), in minting order. */
async function erc1155MintedIds(client: PublicClient, contractAddress: `0x${string}`): Promise<bigint[]> {
  const range = {
    address: contractAddress,
    args: { from: zeroAddress },
    fromBlock: 0n,
    toBlock: 'latest',
  } as const;
  const [single, batch] = await Promise.all([
    client.getLogs({ ...range, event: TRANSFER_SINGLE_EVENT }),
    client.getLogs({ ...range, event: TRANSFER_BATCH_EVENT }),
  ]);
  const at = (log: { blockNumber: bigint | null; logIndex: number | null }) => ({
    block: log.blockNumber ?? 0n,
    index: log.logIndex ?? 0,
  });
  return [
    ...single.map((log) => ({ ...at(log), ids: log.args.id === undefined ? [] : [log.args.id] })),
    ...batch.map((log) => ({ ...at(log), ids: [...(log.args.ids ?? [])] })),
  ]
    .sort((a, b) => (a.block === b.block ? a.index - b.index : a.block < b.block ? -1 : 1))
    .flatMap((mint) => mint.ids);
}

/**
 * Whether a contract is there and which kind: ERC-1155 when it says so (ERC-165), else taken as an
 * ERC-721 (read further by the caller). Throws NftReadError 'rpc' / 'not-nft'.
 */
async function nftContractKind(
  client: PublicClient,
  contractAddress: `0x${string}`,
): Promise<'erc721' | 'erc1155'> {
  let code: string | undefined;
  try {
    code = await client.getCode({ address: contractAddress });
  } catch {
    throw new NftReadError('rpc', 'The RPC could not be read');
  }
  if (!code || code === '0x') {
    throw new NftReadError('not-nft', 'There is no contract at this address', { reason: 'noContract' });
  }
  const is1155 = await client
    .readContract({
      address: contractAddress,
      abi: NFT_ABI,
      functionName: 'supportsInterface',
      args: [ERC1155_INTERFACE],
    })
    .catch(() => false);
  return is1155 ? 'erc1155' : 'erc721';
}

/**
 * The first `max` token ids of a collection: for an ERC-1155 (ERC-165) from its mint events
 * (TransferSingle / TransferBatch from the zero address); else through ERC-721 Enumerable when it has
 * it, else from its mint events (Transfer from the zero address). Throws NftReadError: 'rpc' when the chain
 * cannot be read, 'not-nft' when neither works (an RPC refusing the log range says so).
 */
export async function readCollectionTokens(
  client: PublicClient,
  contractAddress: `0x${string}`,
  max: number,
): Promise<{ tokenIds: string[]; complete: boolean }> {
  const is1155 = (await nftContractKind(client, contractAddress)) === 'erc1155';
  const unreadableMints = (error: unknown) => {
    const detail = error instanceof Error ? (error.message.split('\n')[0] ?? '') : String(error);
    return new NftReadError(
      'not-nft',
      `The collection is not enumerable and its mint events could not be read: ${detail}`,
      { reason: 'mintsUnreadable', values: { detail } },
    );
  };
  const firstOf = (ids: bigint[]) => {
    const minted = [...new Set(ids.map((id) => id.toString()))];
    return { tokenIds: minted.slice(0, max), complete: minted.length <= max };
  };
  if (is1155) {
    try {
      return firstOf(await erc1155MintedIds(client, contractAddress));
    } catch (error) {
      throw unreadableMints(error);
    }
  }
  const contract = { address: contractAddress, abi: ENUMERABLE_ABI } as const;
  const total = await client.readContract({ ...contract, functionName: 'totalSupply' }).catch(() => null);
  if (total !== null) {
    const count = Number(total < BigInt(max) ? total : BigInt(max));
    const ids = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        client
          .readContract({ ...contract, functionName: 'tokenByIndex', args: [BigInt(index)] })
          .catch(() => null),
      ),
    );
    if (ids.every((id) => id !== null)) {
      return { tokenIds: ids.map((id) => id.toString()), complete: total <= BigInt(max) };
    }
  }
  let logs;
  try {
    logs = await client.getLogs({
      address: contractAddress,
      event: TRANSFER_EVENT,
      args: { from: zeroAddress },
      fromBlock: 0n,
      toBlock: 'latest',
    });
  } catch (error) {
    throw unreadableMints(error);
  }
  return firstOf(logs.flatMap((log) => (log.args.tokenId === undefined ? [] : [log.args.tokenId])));
}

const OWNER_ABI = parseAbi([
  'function balanceOf(address owner) view returns (uint256)',
  'function tokenOfOwnerByIndex(address owner, uint256 index) view returns (uint256)',
  'function ownerOf(uint256 tokenId) view returns (address)',
  'function balanceOfBatch(address[] accounts, uint256[] ids) view returns (uint256[])',
]);

export interface OwnedToken {
  tokenId: string;
  standard: 'erc721' | 'erc1155';
  /** 1 for an ERC-721. */
  balance: bigint;
}

/**
 * The first `max` tokens of a collection that `owner` holds now. ERC-1155: the ids of the
 * TransferSingle/TransferBatch logs to the owner, kept where `balanceOfBatch` is above zero. ERC-721:
 * `tokenOfOwnerByIndex` (Enumerable) where the contract has it, else the ids of the Transfer logs to the
 * owner, kept where `ownerOf` is still the owner (what was sent away drops out). Throws NftReadError:
 * 'rpc' when the chain cannot be read, 'not-nft' when the contract is none or its logs cannot be read.
 */
export async function readOwnedTokens(
  client: PublicClient,
  contractAddress: `0x${string}`,
  owner: `0x${string}`,
  max: number,
): Promise<OwnedToken[]> {
  const kind = await nftContractKind(client, contractAddress);
  const contract = { address: contractAddress, abi: OWNER_ABI } as const;
  const unreadableLogs = (error: unknown) =>
    new NftReadError(
      'not-nft',
      `Its transfer events could not be read: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`,
    );
  const range = { address: contractAddress, args: { to: owner }, fromBlock: 0n, toBlock: 'latest' } as const;
  if (kind === 'erc1155') {
    let ids: bigint[];
    try {
      const [single, batch] = await Promise.all([
        client.getLogs({ ...range, event: TRANSFER_SINGLE_EVENT }),
        client.getLogs({ ...range, event: TRANSFER_BATCH_EVENT }),
      ]);
      ids = [
        ...single.flatMap((log) => (log.args.id === undefined ? [] : [log.args.id])),
        ...batch.flatMap((log) => [...(log.args.ids ?? [])]),
      ];
    } catch (error) {
      throw unreadableLogs(error);
    }
    const unique = [...new Set(ids.map((id) => id.toString()))].map((id) => BigInt(id));
    if (unique.length === 0) return [];
    const balances = await client
      .readContract({
        ...contract,
        functionName: 'balanceOfBatch',
        args: [unique.map(() => owner), unique],
      })
      .catch(() => {
        throw new NftReadError('rpc', 'The balances could not be read');
      });
    return unique
      .map((id, index) => ({ tokenId: id.toString(), standard: kind, balance: balances[index] ?? 0n }))
      .filter((token) => token.balance > 0n)
      .slice(0, max);
  }

  const balance = await client
    .readContract({ ...contract, functionName: 'balanceOf', args: [owner] })
    .catch(() => null);
  if (balance === 0n) return [];
  if (balance !== null) {
    const count = Number(balance < BigInt(max) ? balance : BigInt(max));
    const enumerated = await Promise.all(
      Array.from({ length: count }, (_, index) =>
        client
          .readContract({ ...contract, functionName: 'tokenOfOwnerByIndex', args: [owner, BigInt(index)] })
          .catch(() => null),
      ),
    );
    if (enumerated.every((id) => id !== null))
      return enumerated.map((id) => ({ tokenId: id.toString(), standard: kind, balance: 1n }));
  }
  let received: bigint[];
  try {
    const logs = await client.getLogs({ ...range, event: TRANSFER_EVENT });
    received = logs.flatMap((log) => (log.args.tokenId === undefined ? [] : [log.args.tokenId]));
  } catch (error) {
    throw unreadableLogs(error);
  }
  // Newest first: what arrived last is likeliest still held, and the list is capped.
  const candidates = [...new Set(received.reverse().map((id) => id.toString()))];
  const owned: OwnedToken[] = [];
  for (let index = 0; index < candidates.length && owned.length < max; index += 20) {
    const slice = candidates.slice(index, index + 20);
    const owners = await Promise.all(
      slice.map((id) =>
        client.readContract({ ...contract, functionName: 'ownerOf', args: [BigInt(id)] }).catch(() => null),
      ),
    );
    slice.forEach((id, at) => {
      if (owners[at]?.toLowerCase() === owner.toLowerCase() && owned.length < max)
        owned.push({ tokenId: id, standard: kind, balance: 1n });
    });
  }
  return owned;
}
