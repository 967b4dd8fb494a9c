import { getAddress, isHex, verifyMessage } from 'viem';
import { apiError, invalidInput } from '../errors';

const SIGNATURE_EXPIRED_MESSAGE = 'The signature is too old or ahead of time: sign again';

/**
 * Proves that a site's visitor holds `address` (no session on a site): the wallet's EIP-191
 * signature of `message`, made within `maxAgeMs` of now — else 400 on `signedAt` (`signatureExpired`),
 * a signature that is not hex 400 on `signature`, one by another key 401 `signatureRefused` with
 * `refused`. EOA signatures only: the message names no chain to ask a contract wallet (ERC-1271) on.
 * Answers when it was signed.
 */
export async function checkWalletSignature(input: {
  address: string;
  message: string;
  signature: string;
  signedAt: string;
  maxAgeMs: number;
  refused: string;
}): Promise<Date> {
  const signedAt = new Date(input.signedAt);
  if (Math.abs(Date.now() - signedAt.getTime()) > input.maxAgeMs) {
    throw invalidInput(
      { signedAt: SIGNATURE_EXPIRED_MESSAGE },
      { reason: 'signatureExpired', message: SIGNATURE_EXPIRED_MESSAGE },
    );
  }
  const { signature } = input;
  if (!isHex(signature)) throw invalidInput({ signature: 'Must be a hex signature' });
  const valid = await verifyMessage({
    address: getAddress(input.address),
    message: input.message,
    signature,
  }).catch(() => false);
  if (!valid) throw apiError('UNAUTHORIZED', 'signatureRefused', input.refused);
  return signedAt;
}
