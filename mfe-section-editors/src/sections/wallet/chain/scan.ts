import { getAddress, isAddress } from 'viem';

export interface ScannedAddress {
  address: `0x${string}`;
  /** The chain an EIP-681 link names (`ethereum:0x…@137`), when it names one. */
  chainId?: number;
}

/**
 * The address in what a QR code or a paste holds: a plain address, or an EIP-681 payment link
 * (`ethereum:0x…`, `ethereum:pay-0x…@chainId?value=…`). Null when it holds none.
 */
export function parseScannedAddress(text: string): ScannedAddress | null {
  const value = text.trim();
  if (isAddress(value, { strict: false })) return { address: getAddress(value) };
  const link = /^ethereum:(?:pay-)?(0x[0-9a-fA-F]{40})(?:@(\d+))?(?:[/?].*)?$/i.exec(value);
  if (!link?.[1] || !isAddress(link[1], { strict: false })) return null;
  const chainId = link[2] ? Number(link[2]) : undefined;
  return { address: getAddress(link[1]), ...(chainId ? { chainId } : {}) };
}
