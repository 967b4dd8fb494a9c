import { ORPCError } from '@orpc/client';
import type { ApiErrorData } from '@suite/shared';
import { apiErrorMessage } from '@suite/shared/client';
import { englishCatalog } from '../../test/english';
import { hasNftParameters, nftErrorValidation, nftResultValidation } from './nft-messages';

// Seed 001 §8, word for word.
const NFT_AUTH_FAILED_MESSAGE = 'Could not authenticate to validate NFT';
const NFT_MISSING_PARAMETERS_MESSAGE = 'Missing required parameters to validate NFT';
const NFT_NOT_OWNER_MESSAGE = 'You are not the owner of this NFT';
const NFT_UNKNOWN_ERROR_MESSAGE = 'Unknown error validating NFT';

describe('NFT validation messages (seed 001 §8)', () => {
  const t = englishCatalog();

  it('says "not the owner" when success is false without a message, and prefers the server message', () => {
    // A stand-in for the page's wording of a reason, to see which answer is worded by it.
    const reasonText = ({ reason, values }: ApiErrorData) => `${reason} ${values?.chainId ?? ''}`.trim();
    expect(nftResultValidation({ success: false }, t, reasonText)).toEqual({
      ok: false,
      message: NFT_NOT_OWNER_MESSAGE,
    });
    expect(
      nftResultValidation({ success: false, message: 'This NFT does not exist on chain 1' }, t, reasonText),
    ).toEqual({ ok: false, message: 'This NFT does not exist on chain 1' });
    // With its reason, the page words it (in its language); a reason it does not know keeps the message.
    expect(
      nftResultValidation(
        {
          success: false,
          message: 'This NFT does not exist on chain 1',
          reason: 'nftMissing',
          values: { chainId: 1 },
        },
        t,
        reasonText,
      ),
    ).toEqual({ ok: false, message: 'nftMissing 1' });
    expect(
      nftResultValidation(
        { success: false, message: 'Something new', reason: 'somethingNew' },
        t,
        reasonText,
      ),
    ).toEqual({ ok: false, message: 'Something new' });
    expect(nftResultValidation({ success: true }, t, reasonText).ok).toBe(true);
  });

  it('maps a 401 to the authentication message and a 400 to the missing parameters', () => {
    expect(
      nftErrorValidation(
        new ORPCError('UNAUTHORIZED', { status: 401, message: 'Not signed in' }),
        apiErrorMessage,
        t,
      ).message,
    ).toBe(NFT_AUTH_FAILED_MESSAGE);
    expect(
      nftErrorValidation(
        new ORPCError('BAD_REQUEST', { status: 400, message: 'Invalid input' }),
        apiErrorMessage,
        t,
      ).message,
    ).toBe(NFT_MISSING_PARAMETERS_MESSAGE);
  });

  it("shows a refusal's server message, and the fallback when there is no server answer or it crashed", () => {
    expect(
      nftErrorValidation(new ORPCError('FORBIDDEN', { status: 403, message: 'Nope' }), apiErrorMessage, t)
        .message,
    ).toBe('Nope');
    expect(nftErrorValidation(new TypeError('fetch failed'), apiErrorMessage, t).message).toBe(
      NFT_UNKNOWN_ERROR_MESSAGE,
    );
    expect(
      nftErrorValidation(new ORPCError('INTERNAL_SERVER_ERROR', { status: 500 }), apiErrorMessage, t).message,
    ).toBe(NFT_UNKNOWN_ERROR_MESSAGE);
    expect(
      nftErrorValidation(
        new ORPCError('INTERNAL_SERVER_ERROR', {
          status: 500,
          message: 'Something went wrong',
          data: { reason: 'internal' },
        }),
        apiErrorMessage,
        t,
      ).message,
    ).toBe(NFT_UNKNOWN_ERROR_MESSAGE);
  });

  it('prefers the message of a failure the server explains, even a 5xx', () => {
    const busy = 'The database is busy: try again in a moment';
    expect(
      nftErrorValidation(
        new ORPCError('SERVICE_UNAVAILABLE', {
          status: 503,
          message: busy,
          data: { reason: 'databaseBusy' },
        }),
        apiErrorMessage,
        t,
      ).message,
    ).toBe(busy);
  });

  it('needs the chain, the address and the token id', () => {
    expect(hasNftParameters({ nftChainId: 31337, nftAddress: '0xabc', nftId: '1' })).toBe(true);
    expect(hasNftParameters({ nftChainId: null, nftAddress: '0xabc', nftId: '1' })).toBe(false);
    expect(hasNftParameters({ nftChainId: 1, nftAddress: ' ', nftId: '1' })).toBe(false);
    expect(hasNftParameters({ nftChainId: 1, nftAddress: '0xabc', nftId: '' })).toBe(false);
  });
});
