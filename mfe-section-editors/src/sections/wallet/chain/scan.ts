import { getAddress, isAddress } from 'viem';

export interface ScannedAddress {
  /** Where to send: the address itself, or the recipient of an ERC-20 `transfer` link. */
  address: `0x${string}`;
  /** The token an EIP-681 `transfer` link pays in (`ethereum:<token>/transfer?address=<recipient>`). */
  token?: `0x${string}`;
  /** The chain an EIP-681 link names (`ethereum:0x…@137`), when it names one. */
  chainId?: number;
  /**
   * The amount the link asks for, in base units of what it pays in: its `uint256` for a token,
   * its `value` (wei) for the native currency.
   */
  amount?: bigint;
}

/** uint256 has at most 78 digits: a larger exponent is no amount. */
const MAX_EXPONENT = 78;

/**
 * An EIP-681 number (`1000000`, `2.014e18`) as the whole number it writes, or undefined when it
 * writes none (a fraction of a base unit, a sign, garbage).
 */
function linkNumber(text: string | null): bigint | undefined {
  const match = /^(\d*)(?:\.(\d+))?(?:e(\d+))?$/i.exec(text ?? '');
  if (!match) return undefined;
  const [, whole = '', rawFraction = '', rawExponent = '0'] = match;
  const fraction = rawFraction.replace(/0+$/, '');
  const exponent = Number(rawExponent);
  if ((whole === '' && rawFraction === '') || exponent > MAX_EXPONENT || fraction.length > exponent)
    return undefined;
  return BigInt(`${whole}${fraction.padEnd(exponent, '0')}`);
}

/** `{ amount }` when the link's parameter holds one, nothing otherwise. */
function amountOf(parameter: string | null): { amount?: bigint } {
  const amount = linkNumber(parameter);
  return amount === undefined ? {} : { amount };
}

const EIP_681 = /^ethereum:(?:pay-)?(0x[0-9a-fA-F]{40})(?:@(\d+))?(?:\/([A-Za-z_]\w*))?(?:\?(.*))?$/i;

/**
 * The address to pay in what a QR code or a paste holds: a plain address, or an EIP-681 payment link
 * (`ethereum:0x…`, `ethereum:pay-0x…@chainId?value=…`); for an ERC-20 `transfer` link the recipient
 * in its `address` parameter, with the token the link is to; the amount asked, when it asks one. Null when it holds none, or a call of
 * another contract function (its address is a contract, not someone to pay).
 */
export function parseScannedAddress(text: string): ScannedAddress | null {
  const value = text.trim();
  if (isAddress(value, { strict: false })) return { address: getAddress(value) };
  const link = EIP_681.exec(value);
  const target = link?.[1];
  if (!link || !target || !isAddress(target, { strict: false })) return null;
  const chain = link[2] ? { chainId: Number(link[2]) } : {};
  const call = link[3];
  const parameters = new URLSearchParams(link[4] ?? '');
  if (call === undefined)
    return { address: getAddress(target), ...chain, ...amountOf(parameters.get('value')) };
  if (call !== 'transfer') return null;
  const recipient = parameters.get('address');
  if (!recipient || !isAddress(recipient, { strict: false })) return null;
  return {
    address: getAddress(recipient),
    token: getAddress(target),
    ...chain,
    ...amountOf(parameters.get('uint256')),
  };
}
