// Without zod: the pages that word these reasons (the pay page, a site's Buy buttons) load no schema for them.

/** Why a checkout cannot be paid, shown to the customer before any transaction (issue 7). */
export const PUBLIC_CHECKOUT_MESSAGES = {
  notFound: 'This checkout does not exist or was deleted.',
  receiverMissing:
    'This store has not set up where to receive payments yet, so it cannot take payments. Please contact the seller.',
  noCredits: 'This store cannot take orders right now. Please contact the seller.',
  noNetwork: 'This store has not enabled a payment network that can be used here. Please contact the seller.',
  itemsUnavailable: 'Some items of this checkout are no longer for sale.',
  nftSold: 'This NFT has been sold.',
} as const;
