import { LOCAL_CHAIN_ID, type ActivityTransfer, type WalletActivity } from '@suite/shared';
import { erc20Abi, getAddress, isHex, parseAbiItem, type PublicClient } from 'viem';
import { z } from 'zod';

/** How far back token transfers are read: public RPCs cap a log query's range near this many blocks. */
const ERC20_ACTIVITY_BLOCKS = 5_000n;
/** On the local chain, native transfers come from the full transactions of this many latest blocks. */
const LOCAL_NATIVE_SCAN_BLOCKS = 1_000n;
/** How many blocks are fetched at once while scanning. */
const SCAN_CONCURRENCY = 25;
/** Native transfers asked of an explorer: its latest this many transactions of the address. */
const EXPLORER_TXLIST_MAX = 100;
const EXPLORER_TIMEOUT_MS = 8_000;

const NO_EXPLORER_NOTE =
  'Native transfers need a block explorer API on this network, and none is configured: only token transfers are listed.';
const EXPLORER_FAILED_NOTE =
  'The block explorer could not be read just now: only token transfers are listed.';

const ERC20_TRANSFER = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
);

/** A transfer before its block's time is known (read only for the page shown). */
type Transfer = Omit<ActivityTransfer, 'timestamp' | 'transactionHash'> & {
  timestamp: string | null;
  transactionHash: `0x${string}`;
};

export interface ActivitySource {
  client: PublicClient;
  chainId: number;
  nativeSymbol: string;
  /** The chain's Etherscan-compatible API, when one is configured. */
  explorer?: { url: string; apiKey: string | undefined };
  fetch?: typeof fetch;
}

function direction(from: string, to: string, me: string): ActivityTransfer['direction'] | null {
  const sent = from.toLowerCase() === me;
  const received = to.toLowerCase() === me;
  if (sent && received) return 'self';
  return sent ? 'sent' : received ? 'received' : null;
}

const tokenInfo = new Map<string, Promise<{ symbol: string; decimals: number }>>();

/** A token's symbol and decimals, read once per process (they do not change). */
function readTokenInfo(client: PublicClient, chainId: number, token: `0x${string}`) {
  const key = `${chainId}:${token.toLowerCase()}`;
  let info = tokenInfo.get(key);
  if (!info) {
    const contract = { address: token, abi: erc20Abi } as const;
    info = Promise.all([
      client.readContract({ ...contract, functionName: 'symbol' }),
      client.readContract({ ...contract, functionName: 'decimals' }),
    ]).then(([symbol, decimals]) => ({ symbol: symbol.slice(0, 64), decimals }));
    info.catch(() => tokenInfo.delete(key));
    tokenInfo.set(key, info);
  }
  return info;
}

async function erc20Transfers(
  source: ActivitySource,
  address: `0x${string}`,
  tokens: readonly `0x${string}`[],
  latest: bigint,
): Promise<Transfer[]> {
  if (tokens.length === 0) return [];
  const { client, chainId } = source;
  const range = {
    address: [...tokens],
    event: ERC20_TRANSFER,
    fromBlock: latest >= ERC20_ACTIVITY_BLOCKS ? latest - ERC20_ACTIVITY_BLOCKS + 1n : 0n,
    toBlock: latest,
  };
  const [sent, received] = await Promise.all([
    client.getLogs({ ...range, args: { from: address } }),
    client.getLogs({ ...range, args: { to: address } }),
  ]);
  const me = address.toLowerCase();
  const rows = new Map<string, Transfer>();
  for (const log of [...sent, ...received]) {
    const { from, to, value } = log.args;
    // An ERC-721 Transfer has the same topic and its id indexed: it decodes without a value.
    if (!from || !to || value === undefined) continue;
    const way = direction(from, to, me);
    if (!way) continue;
    const info = await readTokenInfo(client, chainId, log.address).catch(() => null);
    if (!info) continue;
    const id = `${log.transactionHash}:${log.logIndex}`;
    rows.set(id, {
      id,
      kind: 'erc20',
      token: getAddress(log.address),
      symbol: info.symbol,
      decimals: info.decimals,
      direction: way,
      counterparty: getAddress(way === 'sent' || way === 'self' ? to : from),
      value: value.toString(),
      blockNumber: Number(log.blockNumber),
      timestamp: null,
      transactionHash: log.transactionHash,
    });
  }
  return [...rows.values()];
}

/** The local chain's native transfers of the address, from the full transactions of its latest blocks. */
async function scannedNativeTransfers(
  source: ActivitySource,
  address: `0x${string}`,
  latest: bigint,
): Promise<Transfer[]> {
  const { client } = source;
  const me = address.toLowerCase();
  const first = latest >= LOCAL_NATIVE_SCAN_BLOCKS ? latest - LOCAL_NATIVE_SCAN_BLOCKS + 1n : 0n;
  const numbers: bigint[] = [];
  for (let number = latest; number >= first; number -= 1n) numbers.push(number);
  const rows: Transfer[] = [];
  for (let index = 0; index < numbers.length; index += SCAN_CONCURRENCY) {
    const blocks = await Promise.all(
      numbers
        .slice(index, index + SCAN_CONCURRENCY)
        .map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
    );
    for (const block of blocks) {
      for (const tx of block.transactions) {
        if (tx.value === 0n || !tx.to) continue;
        const way = direction(tx.from, tx.to, me);
        if (!way) continue;
        rows.push({
          id: tx.hash,
          kind: 'native',
          token: null,
          symbol: source.nativeSymbol,
          decimals: 18,
          direction: way,
          counterparty: getAddress(way === 'received' ? tx.from : tx.to),
          value: tx.value.toString(),
          blockNumber: Number(block.number),
          timestamp: new Date(Number(block.timestamp) * 1000).toISOString(),
          transactionHash: tx.hash,
        });
      }
    }
  }
  // A reverted transaction moved nothing: only the few matching ones need their receipt.
  const statuses = await Promise.all(
    rows.map((row) => client.getTransactionReceipt({ hash: row.transactionHash }).then((r) => r.status)),
  );
  return rows.filter((_, index) => statuses[index] === 'success');
}

const ExplorerTxSchema = z.object({
  hash: z.string().regex(/^0x[0-9a-fA-F]{64}$/),
  blockNumber: z.string().regex(/^\d+$/),
  timeStamp: z.string().regex(/^\d+$/),
  from: z.string(),
  to: z.string(),
  value: z.string().regex(/^\d+$/),
  isError: z.string().optional(),
});
const ExplorerAnswerSchema = z.object({
  status: z.string(),
  message: z.string(),
  result: z.union([z.array(z.unknown()), z.string()]),
});

/** The latest native transfers of the address from the chain's Etherscan-compatible `txlist`. */
async function explorerNativeTransfers(
  source: ActivitySource & { explorer: NonNullable<ActivitySource['explorer']> },
  address: `0x${string}`,
): Promise<Transfer[]> {
  const url = new URL(source.explorer.url);
  const query: Record<string, string> = {
    module: 'account',
    action: 'txlist',
    address,
    startblock: '0',
    endblock: '99999999',
    page: '1',
    offset: String(EXPLORER_TXLIST_MAX),
    sort: 'desc',
  };
  for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
  if (source.explorer.apiKey) url.searchParams.set('apikey', source.explorer.apiKey);
  const response = await (source.fetch ?? fetch)(url, { signal: AbortSignal.timeout(EXPLORER_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`The explorer answered ${response.status}`);
  const answer = ExplorerAnswerSchema.parse(await response.json());
  if (typeof answer.result === 'string' || answer.status !== '1') {
    // Etherscan answers status 0 with an empty list when the address has no transactions.
    if (Array.isArray(answer.result) && answer.result.length === 0) return [];
    throw new Error(
      `The explorer refused: ${answer.message} ${typeof answer.result === 'string' ? answer.result : ''}`,
    );
  }
  const me = address.toLowerCase();
  return answer.result.flatMap((item): Transfer[] => {
    const tx = ExplorerTxSchema.safeParse(item);
    if (!tx.success || tx.data.isError === '1' || tx.data.value === '0' || !tx.data.to) return [];
    const way = direction(tx.data.from, tx.data.to, me);
    const hash = tx.data.hash.toLowerCase();
    if (!way || !isHex(hash)) return [];
    return [
      {
        id: hash,
        kind: 'native',
        token: null,
        symbol: source.nativeSymbol,
        decimals: 18,
        direction: way,
        counterparty: getAddress(way === 'received' ? tx.data.from : tx.data.to),
        value: tx.data.value,
        blockNumber: Number(tx.data.blockNumber),
        timestamp: new Date(Number(tx.data.timeStamp) * 1000).toISOString(),
        transactionHash: hash,
      },
    ];
  });
}

/**
 * An address's transfers on a chain, newest first, one page of them: the ERC-20 transfers of `tokens`
 * from their logs, and the native ones from the local chain's blocks or the chain's explorer (or none,
 * with a note). Throws when the RPC cannot be read; an explorer that fails only leaves out native ones.
 */
export async function readActivity(
  source: ActivitySource,
  input: {
    address: `0x${string}`;
    tokens: readonly `0x${string}`[];
    search: string;
    page: number;
    pageSize: number;
  },
  onExplorerError: (error: unknown) => void,
): Promise<WalletActivity> {
  const { client, chainId } = source;
  // Not the client's cached block number (kept for seconds): a transfer just mined must be listed.
  const latest = await client.getBlockNumber({ cacheTime: 0 });
  const notes = [
    `Token transfers of the listed tokens over the last ${ERC20_ACTIVITY_BLOCKS.toLocaleString('en-US')} blocks.`,
  ];
  let nativeSource: WalletActivity['nativeSource'];
  let nativeNote: string | null = null;
  let native: Promise<Transfer[]>;
  if (chainId === LOCAL_CHAIN_ID) {
    nativeSource = 'chain';
    notes.push(
      `${source.nativeSymbol} transfers over the last ${LOCAL_NATIVE_SCAN_BLOCKS.toLocaleString('en-US')} blocks.`,
    );
    native = scannedNativeTransfers(source, input.address, latest);
  } else if (source.explorer) {
    nativeSource = 'explorer';
    notes.push(
      `Your latest ${EXPLORER_TXLIST_MAX} transactions in ${source.nativeSymbol}, from the block explorer.`,
    );
    native = explorerNativeTransfers({ ...source, explorer: source.explorer }, input.address).catch(
      (error: unknown) => {
        onExplorerError(error);
        nativeSource = 'none';
        nativeNote = EXPLORER_FAILED_NOTE;
        return [];
      },
    );
  } else {
    nativeSource = 'none';
    nativeNote = NO_EXPLORER_NOTE;
    native = Promise.resolve([]);
  }
  const [tokenRows, nativeRows] = await Promise.all([
    erc20Transfers(source, input.address, input.tokens, latest),
    native,
  ]);
  const text = input.search.toLowerCase();
  const all = [...tokenRows, ...nativeRows]
    .filter((row) => row.symbol.toLowerCase().includes(text))
    .sort((a, b) =>
      a.blockNumber === b.blockNumber ? b.id.localeCompare(a.id) : b.blockNumber - a.blockNumber,
    );
  const start = (input.page - 1) * input.pageSize;
  const page = all.slice(start, start + input.pageSize);
  // Token transfers get their block's time only for the page shown.
  const missing = [...new Set(page.filter((row) => row.timestamp === null).map((row) => row.blockNumber))];
  const times = new Map(
    await Promise.all(
      missing.map(async (blockNumber) => {
        const block = await client.getBlock({ blockNumber: BigInt(blockNumber) }).catch(() => null);
        return [blockNumber, block ? new Date(Number(block.timestamp) * 1000).toISOString() : null] as const;
      }),
    ),
  );
  return {
    items: page.map((row) => ({ ...row, timestamp: row.timestamp ?? times.get(row.blockNumber) ?? null })),
    page: input.page,
    pageSize: input.pageSize,
    total: all.length,
    nativeSource,
    notes,
    nativeNote,
  };
}
