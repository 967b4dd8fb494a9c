import { fakeApi } from '@suite/shared/testing';
import { siteAtThisHost } from './site-host';

const SITE = {
  id: 7,
  kit: 'Full',
  configParsed: { name: 'Shop', page: { title: 'Main', layout: { type: 'list' }, sections: [] } },
  updatedAt: '2026-01-01T00:00:00.000Z',
  showPoweredBy: true,
  signature: null,
};

describe('siteAtThisHost', () => {
  it('never asks for an address that cannot be a domain: the admin on localhost or an IP', async () => {
    const { calls } = fakeApi({});
    expect(await siteAtThisHost('localhost')).toBeNull();
    expect(await siteAtThisHost('127.0.0.1')).toBeNull();
    expect(calls).toEqual([]);
  });

  it("is the site the API serves on the page's host name, asked in lower case", async () => {
    const { calls } = fakeApi({
      'GET /api/widget/public/domain/shop.example.com': { status: 200, body: SITE },
    });
    expect(await siteAtThisHost('Shop.Example.com')).toEqual({ domain: 'shop.example.com', site: SITE });
    expect(calls).toEqual(['GET /api/widget/public/domain/shop.example.com']);
  });

  it("is an unserved site where a site's domain lapsed: its visitors are told, not shown the admin", async () => {
    fakeApi({
      'GET /api/widget/public/domain/lapsed.example.com': {
        status: 404,
        body: {
          defined: false,
          code: 'NOT_FOUND',
          status: 404,
          message: 'This site is not served on this domain right now.',
          data: { reason: 'siteNotServed' },
        },
      },
    });
    expect(await siteAtThisHost('lapsed.example.com')).toEqual({
      domain: 'lapsed.example.com',
      site: null,
    });
  });

  it('is the admin where no site has the host name (the admin’s own domain) or the API cannot say', async () => {
    fakeApi({});
    expect(await siteAtThisHost('admin.example.com')).toBeNull();
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      fakeApi({
        'GET /api/widget/public/domain/shop.example.com': {
          status: 503,
          body: { defined: false, code: 'SERVICE_UNAVAILABLE', status: 503, message: 'Restarting' },
        },
      });
      expect(await siteAtThisHost('shop.example.com')).toBeNull();
      expect(error).toHaveBeenCalledWith(
        'Whether a site is served on this host could not be read',
        expect.anything(),
      );
    } finally {
      error.mockRestore();
    }
  });
});
