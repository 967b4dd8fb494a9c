export interface TransferLog {
  address: `0x${string}`;
  args: { from?: `0x${string}`; to?: `0x${string}`; value?: bigint };
  blockNumber: bigint | null;
  transactionHash: `0x${string}` | null;
  logIndex: number | null;
}

export interface ActivityRow {
  key: string;
  direction: 'sent' | 'received' | 'self';
  token: `0x${string}`;
  counterparty: `0x${string}`;
  value: bigint;
  blockNumber: bigint;
  transactionHash: `0x${string}`;
}

/** How far back the activity looks: public RPCs cap a log query's range near this many blocks. */
export const ACTIVITY_BLOCK_RANGE = 5_000n;

/** The first block of the activity window ending at `latest`. */
export function activityFromBlock(latest: bigint, range = ACTIVITY_BLOCK_RANGE): bigint {
  return latest > range ? latest - range + 1n : 0n;
}

/**
 * The Transfer logs sent from and to the owner as one list, newest first, each transfer once (a
 * transfer to oneself is in both queries).
 */
export function activityRows(logs: readonly TransferLog[], owner: string): ActivityRow[] {
  const me = owner.toLowerCase();
  const rows = new Map<string, ActivityRow>();
  for (const log of logs) {
    const { from, to, value } = log.args;
    if (!from || !to || value === undefined || log.blockNumber === null || !log.transactionHash) continue;
    const key = `${log.transactionHash}:${log.logIndex ?? 0}`;
    const sent = from.toLowerCase() === me;
    const received = to.toLowerCase() === me;
    if (!sent && !received) continue;
    rows.set(key, {
      key,
      direction: sent && received ? 'self' : sent ? 'sent' : 'received',
      token: log.address,
      counterparty: sent ? to : from,
      value,
      blockNumber: log.blockNumber,
      transactionHash: log.transactionHash,
    });
  }
  return [...rows.values()].sort((a, b) =>
    a.blockNumber === b.blockNumber ? b.key.localeCompare(a.key) : a.blockNumber > b.blockNumber ? -1 : 1,
  );
}
