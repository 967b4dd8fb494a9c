import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

function isLoopback(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.');
}

/**
 * The client's IP address. A request from this machine itself is trusted to come through one of the
 * suite's own proxies (the apps' static servers forward `/api`), which append the address they saw to
 * `x-forwarded-for`: the last entry is that address, whatever a client put before it. From anywhere
 * else, the header could be made up, so the peer's address is taken.
 */
export function clientIpOf(request: IncomingMessage): string {
  const peer = request.socket.remoteAddress ?? 'unknown';
  if (!isLoopback(peer)) return peer;
  const header = request.headers['x-forwarded-for'];
  const forwarded = (Array.isArray(header) ? header.join(',') : (header ?? '')).split(',');
  const last = forwarded[forwarded.length - 1]?.trim() ?? '';
  return isIP(last) ? last : peer;
}
