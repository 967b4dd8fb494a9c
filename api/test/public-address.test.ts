import { nonPublicAddress, webhookUrlRefusal, type ResolveAll } from '../src/payments/public-address';

// The one classifier behind both refusals of a webhook address: at save (Settings) and at each attempt.

describe('addresses a webhook is never sent to', () => {
  it.each([
    ['0.0.0.0', 'the unspecified address'],
    ['0.1.2.3', 'an unspecified ("this network") address'],
    ['127.0.0.1', 'a loopback address'],
    ['127.255.0.9', 'a loopback address'],
    ['10.1.2.3', 'a private address'],
    ['172.16.0.1', 'a private address'],
    ['172.31.255.254', 'a private address'],
    ['192.168.1.1', 'a private address'],
    ['100.64.0.1', 'a shared (carrier-grade NAT) address'],
    ['100.127.255.254', 'a shared (carrier-grade NAT) address'],
    ['169.254.169.254', 'a link-local address'],
    ['192.0.0.8', 'a reserved (IETF protocol) address'],
    ['192.0.2.10', 'a documentation address'],
    ['198.51.100.7', 'a documentation address'],
    ['203.0.113.99', 'a documentation address'],
    ['198.18.0.1', 'a benchmarking address'],
    ['198.19.255.1', 'a benchmarking address'],
    ['224.0.0.1', 'a multicast address'],
    ['239.255.255.250', 'a multicast address'],
    ['240.0.0.1', 'a reserved address'],
    ['255.255.255.255', 'the broadcast address'],
    ['::', 'the unspecified address'],
    ['::1', 'a loopback address'],
    ['::ffff:127.0.0.1', 'an IPv4-mapped address (of 127.0.0.1)'],
    ['::ffff:7f00:1', 'an IPv4-mapped address (of 127.0.0.1)'],
    ['::ffff:8.8.8.8', 'an IPv4-mapped address (of 8.8.8.8)'],
    ['64:ff9b::a00:1', 'a NAT64 address of 10.0.0.1, a private address'],
    ['64:ff9b::169.254.169.254', 'a NAT64 address of 169.254.169.254, a link-local address'],
    ['64:ff9b:1::8.8.8.8', 'a local-use NAT64 address'],
    ['2002:7f00:1::1', 'a 6to4 address of 127.0.0.1, a loopback address'],
    ['fc00::1', 'a private (unique local) address'],
    ['fd12:3456::1', 'a private (unique local) address'],
    ['fe80::1', 'a link-local address'],
    ['ff02::1', 'a multicast address'],
    ['2001:db8::1', 'a documentation address'],
    ['100::1', 'a discard-only address'],
    ['::a00:1', 'a reserved (IPv4-compatible) address'],
    ['4000::1', 'a reserved address'],
    ['not-an-address', 'not an IP address'],
  ])('%s is %s', (address, description) => {
    expect(nonPublicAddress(address)).toBe(description);
  });

  it.each([
    '8.8.8.8',
    '1.1.1.1',
    '93.184.215.14',
    '172.32.0.1',
    '100.128.0.1',
    '192.0.3.1',
    '2606:4700:4700::1111',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('%s is public', (address) => {
    expect(nonPublicAddress(address)).toBeUndefined();
  });
});

describe('webhookUrlRefusal (what Settings answers on webhookUrl)', () => {
  /** A resolver answering from a table, recording what it was asked. */
  function resolver(table: Record<string, string[]>): ResolveAll & { asked: string[] } {
    const asked: string[] = [];
    const resolve = async (hostname: string) => {
      asked.push(hostname);
      const answer = table[hostname];
      if (!answer) throw Object.assign(new Error(`getaddrinfo ENOTFOUND ${hostname}`), { code: 'ENOTFOUND' });
      return answer;
    };
    return Object.assign(resolve, { asked });
  }

  it('names the address of an IP URL, in whatever form the URL wrote it', async () => {
    const resolve = resolver({});
    for (const [url, refusal] of [
      ['http://127.0.0.1:8080/hooks', '127.0.0.1 is a loopback address, which webhooks are never sent to'],
      ['http://2130706433/hooks', '127.0.0.1 is a loopback address, which webhooks are never sent to'],
      ['http://0x7f.1/hooks', '127.0.0.1 is a loopback address, which webhooks are never sent to'],
      ['https://[::1]/hooks', '::1 is a loopback address, which webhooks are never sent to'],
      [
        'http://[::ffff:10.0.0.1]/',
        '::ffff:a00:1 is an IPv4-mapped address (of 10.0.0.1), which webhooks are never sent to',
      ],
      [
        'http://[64:ff9b::192.168.0.1]/',
        '64:ff9b::c0a8:1 is a NAT64 address of 192.168.0.1, a private address, which webhooks are never sent to',
      ],
      [
        'http://169.254.169.254/latest/meta-data',
        '169.254.169.254 is a link-local address, which webhooks are never sent to',
      ],
      [
        'https://203.0.113.5/hooks',
        '203.0.113.5 is a documentation address, which webhooks are never sent to',
      ],
    ]) {
      expect(await webhookUrlRefusal(url as string, resolve)).toBe(refusal);
    }
    expect(await webhookUrlRefusal('https://93.184.215.14/hooks', resolve)).toBeUndefined();
    // An IP needs no resolving.
    expect(resolve.asked).toEqual([]);
  });

  it('refuses localhost names without asking DNS', async () => {
    const resolve = resolver({ 'localhost.': ['93.184.215.14'], 'shop.localhost': ['93.184.215.14'] });
    expect(await webhookUrlRefusal('http://localhost:3000/hooks', resolve)).toBe(
      'localhost names this server itself, which webhooks are never sent to',
    );
    expect(await webhookUrlRefusal('http://LOCALHOST./hooks', resolve)).toBe(
      'localhost. names this server itself, which webhooks are never sent to',
    );
    expect(await webhookUrlRefusal('http://shop.localhost/hooks', resolve)).toBe(
      'shop.localhost names this server itself, which webhooks are never sent to',
    );
    expect(resolve.asked).toEqual([]);
  });

  it('resolves a host name and refuses it when any of its addresses is not public, saying which', async () => {
    const resolve = resolver({
      'shop.example.com': ['93.184.215.14', '2606:2800:21f:cb07:6820:80da:af6b:8b2c'],
      'sneaky.example.com': ['93.184.215.14', '10.0.0.7', 'fd00::7'],
      'metadata.example.com': ['169.254.169.254'],
    });
    expect(await webhookUrlRefusal('https://shop.example.com/hooks', resolve)).toBeUndefined();
    expect(await webhookUrlRefusal('https://sneaky.example.com/hooks', resolve)).toBe(
      'sneaky.example.com resolves to 10.0.0.7 (a private address), fd00::7 (a private (unique local) address), which webhooks are never sent to',
    );
    expect(await webhookUrlRefusal('http://metadata.example.com/', resolve)).toBe(
      'metadata.example.com resolves to 169.254.169.254 (a link-local address), which webhooks are never sent to',
    );
    expect(await webhookUrlRefusal('https://nowhere.example.com/hooks', resolve)).toBe(
      'nowhere.example.com could not be resolved to an address (ENOTFOUND)',
    );
  });

  it('asks the system resolver by default', async () => {
    // `.invalid` never resolves (RFC 6761), with or without a network.
    expect(await webhookUrlRefusal('https://no-such-host.invalid/hooks')).toMatch(
      /^no-such-host\.invalid could not be resolved to an address \(\w+\)$/,
    );
  });
});
