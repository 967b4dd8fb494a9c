#!/usr/bin/env node
// Usage: suite-serve <dist folder> <port>   (API_URL overrides where /api is proxied)
import { serveApp } from './serve.mjs';

const [dir, port] = process.argv.slice(2);
if (!dir || !port) {
  console.error('Usage: suite-serve <dist folder> <port>');
  process.exit(2);
}
await serveApp({ dir, port: Number(port), apiUrl: process.env.API_URL });
console.log(`Serving ${dir} on http://localhost:${port}`);
