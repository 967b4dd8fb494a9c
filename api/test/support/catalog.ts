import type { ApiClient } from '@suite/shared/client';
import type { WidgetKit } from '@suite/shared/widget';
import { TestBrowser } from './browser';
import { newWallet, signIn } from './accounts';
import type { TestServer } from './server';

/** A browser signed in as a brand-new user, with a shorthand to call the API as that user. */
export async function newSeller(server: TestServer) {
  const browser = new TestBrowser(server.url);
  const account = await signIn(browser, newWallet());
  const call = <T>(run: (client: ApiClient) => Promise<T>): Promise<T> => browser.call(run);
  return { browser, call, userId: account.user.id };
}

export type Seller = Awaited<ReturnType<typeof newSeller>>;

/** A widget (site) of `seller`, for the by-site pickers; returns its id. */
export async function newSite(seller: Seller, name = 'My store'): Promise<number> {
  const config = JSON.stringify({ name, currency: 'USD', page: { title: 'Home' } });
  const widget = await seller.call((client) => client.widget.upsert({ config, kit: 'Commerce' }));
  return widget.id;
}

/** A site of `seller` whose swap fee (Fees → swap) is `amountPercentage` % to `recipient`; returns its id. */
export async function newSiteWithSwapFee(
  seller: Seller,
  swapFee: { recipient: string; amountPercentage: number },
  name = 'Trading site',
  kit: WidgetKit = 'Full',
): Promise<number> {
  const config = JSON.stringify({
    name,
    currency: 'USD',
    page: { title: 'Home', layout: { type: 'list' }, sections: [] },
    fees: { marketplaceFees: [], swapFee },
  });
  const widget = await seller.call((client) => client.widget.upsert({ config, kit }));
  return widget.id;
}

/** A browser with no session, for the 401 answers. */
export function anonymous(server: TestServer) {
  const browser = new TestBrowser(server.url);
  return <T>(run: (client: ApiClient) => Promise<T>): Promise<T> => browser.call(run);
}

/** An id no row has. */
export const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

/** A minimal widget config (a list page) holding `sections`, for the tests of saved sections. */
export function widgetConfigWith(sections: unknown[], name = 'Sections') {
  return { name, currency: 'USD', page: { title: 'Home', layout: { type: 'list' }, sections } };
}
