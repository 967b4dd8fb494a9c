import { ORPCError } from '@orpc/client';
import { apiErrorMessage } from '@suite/shared/client';
import {
  hasNftParameters,
  NFT_AUTH_FAILED_MESSAGE,
  NFT_MISSING_PARAMETERS_MESSAGE,
  NFT_NOT_OWNER_MESSAGE,
  NFT_UNKNOWN_ERROR_MESSAGE,
  nftErrorValidation,
  nftResultValidation,
} from './nft-messages';

describe('NFT validation messages (seed 001 §8)', () => {
  it('words them as the seed does', () => {
    expect(NFT_AUTH_FAILED_MESSAGE).toBe('Could not authenticate to validate NFT');
    expect(NFT_MISSING_PARAMETERS_MESSAGE).toBe('Missing required parameters to validate NFT');
    expect(NFT_NOT_OWNER_MESSAGE).toBe('You are not the owner of this NFT');
    expect(NFT_UNKNOWN_ERROR_MESSAGE).toBe('Unknown error validating NFT');
  });

  it('says "not the owner" when success is false without a message, and prefers the server message', () => {
    expect(nftResultValidation({ success: false })).toEqual({ ok: false, message: NFT_NOT_OWNER_MESSAGE });
    expect(nftResultValidation({ success: false, message: 'This NFT does not exist on chain 1' })).toEqual({
      ok: false,
      message: 'This NFT does not exist on chain 1',
    });
    expect(nftResultValidation({ success: true }).ok).toBe(true);
  });

  it('maps a 401 to the authentication message and a 400 to the missing parameters', () => {
    expect(
      nftErrorValidation(
        new ORPCError('UNAUTHORIZED', { status: 401, message: 'Not signed in' }),
        apiErrorMessage,
      ).message,
    ).toBe(NFT_AUTH_FAILED_MESSAGE);
    expect(
      nftErrorValidation(
        new ORPCError('BAD_REQUEST', { status: 400, message: 'Invalid input' }),
        apiErrorMessage,
      ).message,
    ).toBe(NFT_MISSING_PARAMETERS_MESSAGE);
  });

  it("shows a refusal's server message, and the fallback when there is no server answer or it crashed", () => {
    expect(
      nftErrorValidation(new ORPCError('FORBIDDEN', { status: 403, message: 'Nope' }), apiErrorMessage)
        .message,
    ).toBe('Nope');
    expect(nftErrorValidation(new TypeError('fetch failed'), apiErrorMessage).message).toBe(
      NFT_UNKNOWN_ERROR_MESSAGE,
    );
    expect(
      nftErrorValidation(new ORPCError('INTERNAL_SERVER_ERROR', { status: 500 }), apiErrorMessage).message,
    ).toBe(NFT_UNKNOWN_ERROR_MESSAGE);
  });

  it('needs the chain, the address and the token id', () => {
    expect(hasNftParameters({ nftChainId: 31337, nftAddress: '0xabc', nftId: '1' })).toBe(true);
    expect(hasNftParameters({ nftChainId: null, nftAddress: '0xabc', nftId: '1' })).toBe(false);
    expect(hasNftParameters({ nftChainId: 1, nftAddress: ' ', nftId: '1' })).toBe(false);
    expect(hasNftParameters({ nftChainId: 1, nftAddress: '0xabc', nftId: '' })).toBe(false);
  });
});
