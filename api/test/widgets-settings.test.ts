import type { WidgetConfig } from '@suite/shared/widget';
import { apiErrorStatus, apiFieldErrors } from '@suite/shared/client';
import { grantCredits } from '../src/domain/credits-ledger';
import { failure } from './support/accounts';
import { TestBrowser } from './support/browser';
import { signedInUser } from './support/commerce';
import { startTestServer, type TestServer } from './support/server';

let server: TestServer;
const db = () => server.testDatabase.database.db;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const RECIPIENT = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8';
const CONTRACT = '0x5FbDB2315678afecb367f032d93F642f64180aa3';

function config(overrides: Partial<WidgetConfig> = {}): WidgetConfig {
  return {
    name: 'Settings',
    currency: 'USD',
    page: { title: 'Main', layout: { type: 'list' }, sections: [] },
    ...overrides,
  };
}

const settings: Partial<WidgetConfig> = {
  theme: 'custom',
  customThemeLight: { colorPrimary: '#112233' },
  customThemeDark: { colorPrimary: '#aabbcc', colorBgBase: '#000000' },
  fees: {
    marketplaceFees: [{ recipient: RECIPIENT, amountPercentage: 2.5 }],
    swapFee: { recipient: RECIPIENT, amountPercentage: 0.3 },
  },
  collections: [
    {
      chainId: 31337,
      contractAddress: CONTRACT,
      name: 'Apes',
      description: 'Some apes',
      image: 'https://example.com/a.png',
      backgroundImage: 'https://example.com/b.png',
      uri: '',
    },
  ],
  tokens: [{ chainId: 31337, address: CONTRACT, name: 'Test USD Coin', symbol: 'tUSDC', decimals: 6 }],
  networks: { chainIds: [1, 31337] },
  contracts: [
    {
      kind: 'token',
      chainId: 31337,
      address: CONTRACT,
      name: 'My token',
      symbol: 'MTK',
      txHash: `0x${'ab'.repeat(32)}`,
      createdAt: '2025-01-01T00:00:00.000Z',
    },
  ],
  domain: 'shop.example.com',
};

describe('widget settings in the config', () => {
  it('saves theme, fees, data, contracts and domain, and reads them back', async () => {
    const { browser, userId } = await signedInUser(server);
    // A domain is taken only with the custom-domain feature (custom-domain.test.ts).
    await grantCredits(db(), userId, '100', 'test');
    await browser.call((client) => client.credits.unlockFeature({ feature: 'custom-domain' }));
    const created = await browser.call((client) =>
      client.widget.upsert({ config: JSON.stringify(config(settings)), kit: 'Full' }),
    );
    expect(created.configParsed).toEqual(config(settings));
  });

  it('answers 400 naming each bad setting, and writes nothing', async () => {
    const { browser } = await signedInUser(server);
    const error = await failure(
      browser.call((client) =>
        client.widget.upsert({
          kit: 'Full',
          config: JSON.stringify(
            config({
              customThemeLight: { colorPrimary: 'blue' },
              fees: {
                marketplaceFees: [{ recipient: '0x123', amountPercentage: 0 }],
                swapFee: { recipient: RECIPIENT, amountPercentage: 11 },
              },
              collections: [
                {
                  chainId: 999_999,
                  contractAddress: CONTRACT,
                  name: '',
                  image: 'javascript:alert(1)',
                  backgroundImage: 'https://example.com/b.png',
                },
              ],
              networks: { chainIds: [1, 1] },
              domain: 'not a domain',
            }),
          ),
        }),
      ),
    );
    expect(apiErrorStatus(error)).toBe(400);
    expect(apiFieldErrors(error)).toEqual({
      'config.customThemeLight.colorPrimary': 'Must be a colour such as #1677ff',
      'config.fees.marketplaceFees.0.recipient': 'Must be a valid address (0x followed by 40 hex characters)',
      'config.fees.marketplaceFees.0.amountPercentage': 'Must be greater than zero',
      'config.fees.swapFee.amountPercentage': 'Must be at most 10%',
      'config.collections.0.chainId': 'Must be a network of the list',
      'config.collections.0.name': 'Required',
      'config.collections.0.image': 'Must be a URL',
      'config.networks.chainIds': 'Each network only once',
      'config.domain': expect.any(String),
    });
    expect((await browser.call((client) => client.widget.list({}))).totalItems).toBe(0);
  });
});

describe('the public footer follows the premium features', () => {
  it('hides powered-by and shows the signature only while their features are active', async () => {
    const { browser, userId } = await signedInUser(server);
    const { uuid } = await browser.call((client) => client.apiKey.create());
    const signature = {
      enabled: true,
      text: 'My shop',
      link: 'https://example.com',
      showAppName: false,
      showLoveBy: true,
    };
    const widget = await browser.call((client) =>
      client.widget.upsert({
        kit: 'NFT',
        config: JSON.stringify(config({ footer: { hide_powered_by: true, customSignature: signature } })),
      }),
    );
    const visitor = new TestBrowser(server.url);
    // The embed and the site's other pages (its collection pages, by the site's look) get one footer.
    const read = async () => {
      const embed = await visitor.call((client) => client.widget.public({ id: widget.id, apiKey: uuid }));
      const look = await visitor.call((client) => client.siteContent.look({ siteId: widget.id }));
      expect({ showPoweredBy: look.showPoweredBy, signature: look.signature }).toEqual({
        showPoweredBy: embed.showPoweredBy,
        signature: embed.signature,
      });
      return embed;
    };

    // Saved, but not paid for: the visitor still sees "powered by" and no signature.
    expect(await read()).toMatchObject({ showPoweredBy: true, signature: null });

    await grantCredits(db(), userId, '200', 'test');
    await browser.call((client) => client.credits.unlockFeature({ feature: 'powered-by' }));
    expect(await read()).toMatchObject({ showPoweredBy: false, signature: null });

    await browser.call((client) => client.credits.unlockFeature({ feature: 'widget-signature' }));
    expect(await read()).toMatchObject({ showPoweredBy: false, signature });

    await browser.call((client) => client.credits.disableFeature({ feature: 'powered-by' }));
    expect(await read()).toMatchObject({ showPoweredBy: true, signature });
  });
});
