import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { NATIVE_TOKEN_ADDRESS } from '@suite/shared/schemas';
import { SuiteProviders } from '@suite/shared/react';
import { WalletProviders } from '@suite/shared/wallet';
import { errorBody } from '@suite/shared/testing';
import { SectionScopeProvider } from '../section-kit/section-scope';

export const USDC = '0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48';
export const SPENDER = '0x0000000000001fF3684f28c67538d4D072C22734';

/** What the API answers for 100 USDC → ETH (0x's shape, as the proxy passes it on). */
export const USDC_TO_ETH_PRICE = {
  liquidityAvailable: true,
  sellToken: USDC.toLowerCase(),
  buyToken: NATIVE_TOKEN_ADDRESS.toLowerCase(),
  sellAmount: '100000000',
  buyAmount: '31250000000000000',
  minBuyAmount: '30937500000000000',
  totalNetworkFee: '420000000000000',
  fees: { zeroExFee: { amount: '150000', token: USDC.toLowerCase(), type: 'volume' } },
  issues: { allowance: { actual: '0', spender: SPENDER }, balance: null, simulationIncomplete: false },
  route: { fills: [{ source: 'Uniswap_V3', proportionBps: '10000' }] },
};

export type Answer = { status: number; body: unknown };
/** An answer, or a function of the request's URL giving one (a price that depends on the query). */
export type Answering = Answer | ((url: URL) => Answer);

/** A server with a 0x-compatible service: it quotes the main networks, not the local chain. */
export const QUOTES_CONFIGURED = {
  'GET /api/swap/status': {
    status: 200,
    body: { configured: true, chainIds: [1, 10, 56, 137, 8453, 42161] },
  },
};

let origin = 0;

export interface PageOptions {
  /** The site whose page holds the section (its trade settings apply); none: a section alone. */
  siteId?: string;
  /** Wraps the section inside the page's providers (a connected wallet's `WagmiProvider`). */
  wrap?: (node: ReactNode) => ReactNode;
}

/**
 * A trading section in the page's providers (no wallet connected unless `wrap` gives one), against an
 * API answering each `METHOD /path` from the table (404 otherwise); records every URL asked. Each
 * render gets its own API origin, so swr caches never mix.
 */
export function renderInPage(
  ui: ReactNode,
  answers: Record<string, Answering>,
  { siteId, wrap = (node) => node }: PageOptions = {},
): { urls: URL[]; user: UserEvent } {
  const urls: URL[] = [];
  globalThis.fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    urls.push(url);
    const entry = answers[`${request.method} ${url.pathname}`];
    const answer = typeof entry === 'function' ? entry(url) : (entry ?? errorBody(404, 'NOT_FOUND'));
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'content-type': 'application/json' },
    });
  };
  origin += 1;
  render(
    <SuiteProviders apiBaseUrl={`http://trade-${origin}.test`}>
      <WalletProviders>
        {wrap(<SectionScopeProvider siteId={siteId}>{ui}</SectionScopeProvider>)}
      </WalletProviders>
    </SuiteProviders>,
  );
  return { urls, user: userEvent.setup({ delay: null }) };
}

/** The query of each price request, in order. */
export function priceQueries(urls: readonly URL[]): Record<string, string>[] {
  return queriesOf(urls, '/api/swap/price');
}

/** The query of each request to `pathname`, in order. */
export function queriesOf(urls: readonly URL[], pathname: string): Record<string, string>[] {
  return urls.filter((url) => url.pathname === pathname).map((url) => Object.fromEntries(url.searchParams));
}

/** Opens an antd Select by its label and picks the option with this title. */
export async function pickOption(user: UserEvent, label: string, option: string): Promise<void> {
  await user.click(screen.getByLabelText(label));
  await user.click(await screen.findByTitle(option));
}

export { errorBody };
