import { embedUrl, iframeCode, snippetCode } from './embed-code';

const target = {
  origin: 'https://admin.example.com',
  widgetId: '42',
  apiKey: '1b4e28ba-2fa1-11d2-883f-0016d3cca427',
  title: 'My "shop"',
};

describe('embed code', () => {
  it('frames the embed page with the widget id and the API key', () => {
    expect(embedUrl(target)).toBe(
      'https://admin.example.com/embed/42?apiKey=1b4e28ba-2fa1-11d2-883f-0016d3cca427',
    );
    expect(embedUrl({ ...target, index: 2 })).toContain('&index=2');
    expect(iframeCode(target)).toBe(
      '<iframe src="https://admin.example.com/embed/42?apiKey=1b4e28ba-2fa1-11d2-883f-0016d3cca427" title="My &quot;shop&quot;" style="width:100%;height:600px;border:0" allow="camera; clipboard-write" loading="lazy"></iframe>',
    );
  });

  it('gives a snippet that inserts the frame and resizes it from the admin origin only', () => {
    const code = snippetCode(target);
    expect(code).toContain('<div id="suite-widget-42"></div>');
    expect(code).toContain(
      '"https://admin.example.com/embed/42?apiKey=1b4e28ba-2fa1-11d2-883f-0016d3cca427"',
    );
    expect(code).toContain('event.origin !== origin || event.source !== frame.contentWindow');
    expect(code).toContain('"suite:widget-height"');
  });

  it('cannot be broken out of by a title', () => {
    expect(snippetCode({ ...target, title: '</script><script>alert(1)</script>' })).not.toContain(
      '</script><script>',
    );
  });

  it("passes the page's ?ref= and its address to the frame", () => {
    window.history.replaceState(null, '', '/shop?x=1&ref=0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
    document.body.innerHTML = '<div id="suite-widget-42"></div>';
    const script = /<script>([\s\S]*)<\/script>/.exec(snippetCode(target))?.[1] ?? '';
    new Function(script)();
    const frame = document.querySelector('iframe');
    const src = new URL(frame?.src ?? '');
    expect(src.origin + src.pathname).toBe('https://admin.example.com/embed/42');
    expect(src.searchParams.get('apiKey')).toBe(target.apiKey);
    expect(src.searchParams.get('ref')).toBe('0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC');
    expect(src.searchParams.get('page')).toBe('http://localhost/shop?x=1');
    window.history.replaceState(null, '', '/');
  });

  it('lets both frames use the camera (a wallet section scans a QR code) and copy to the clipboard', () => {
    expect(iframeCode(target)).toContain(' allow="camera; clipboard-write" ');
    document.body.innerHTML = '<div id="suite-widget-42"></div>';
    const script = /<script>([\s\S]*)<\/script>/.exec(snippetCode(target))?.[1] ?? '';
    new Function(script)();
    expect(document.querySelector('iframe')?.getAttribute('allow')).toBe('camera; clipboard-write');
  });
});
