// Static serving of one app's dist/ as its own origin, with the cache rules of
// docs/integration.md. Node's http only: the stack needs no extra dependency.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import { gzipSync } from 'node:zlib';

const MIME = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.txt', '.svg']);
// webpack names hashed files `<name>.<12 hex>.<ext>` (output.filename in webpack.base.mjs).
const HASHED_NAME = /\.[0-9a-f]{12}\.[a-z0-9]+$/;

/** Cache-Control for a served path: hashed chunks are immutable, everything else revalidates. */
export function cacheControlFor(path) {
  return HASHED_NAME.test(path) ? 'public, max-age=31536000, immutable' : 'no-cache';
}

function wantsHtml(request, pathname) {
  // Client-side routes have no extension; asset requests that miss must stay 404s.
  return extname(pathname) === '' && (request.headers.accept ?? '*/*').match(/text\/html|\*\/\*/) !== null;
}

/**
 * An http.Server serving `distDir`. `fallbacks` lists `[pathPrefix, indexFile]` tried in order for
 * unknown extensionless paths (client-side routing); `overrides` maps a path to a function
 * returning a JSON value served instead of the file (the stack's in-memory config.json);
 * `pageHeaders(pathname)` gives the extra headers of an HTML page (security-headers.mjs).
 */
export function createStaticServer({ distDir, fallbacks = [['/', 'index.html']], overrides = {}, pageHeaders = () => ({}) }) {
  const gzipCache = new Map();

  async function body(file, stat, acceptsGzip) {
    if (!acceptsGzip || !COMPRESSIBLE.has(extname(file)) || stat.size < 1024) return null;
    const key = `${file}:${stat.mtimeMs}:${stat.size}`;
    let gz = gzipCache.get(key);
    if (!gz) {
      gz = gzipSync(await readFile(file));
      gzipCache.set(key, gz);
    }
    return gz;
  }

  function resolveFile(pathname) {
    const file = normalize(join(distDir, pathname));
    if (file !== distDir && !file.startsWith(distDir + sep)) return null;
    if (existsSync(file) && statSync(file).isFile()) return file;
    if (existsSync(file) && statSync(file).isDirectory() && existsSync(join(file, 'index.html'))) return join(file, 'index.html');
    return null;
  }

  return createServer(async (request, response) => {
    try {
      // Remote origins serve manifests and chunks to the shell's origin.
      response.setHeader('Access-Control-Allow-Origin', '*');
      if (request.method === 'OPTIONS') {
        response.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS', 'Access-Control-Allow-Headers': '*' });
        response.end();
        return;
      }
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        response.writeHead(405, { Allow: 'GET, HEAD, OPTIONS' });
        response.end();
        return;
      }
      const pathname = decodeURIComponent(new URL(request.url ?? '/', 'http://localhost').pathname);
      const override = overrides[pathname];
      if (override) {
        const json = Buffer.from(JSON.stringify(override(), null, 2));
        response.writeHead(200, { 'Content-Type': MIME['.json'], 'Cache-Control': 'no-cache', 'Content-Length': json.length });
        response.end(request.method === 'HEAD' ? undefined : json);
        return;
      }
      let file = resolveFile(pathname);
      if (!file && wantsHtml(request, pathname)) {
        const fallback = fallbacks.find(([prefix]) => pathname.startsWith(prefix) && existsSync(join(distDir, prefix, 'index.html')));
        if (fallback) file = join(distDir, fallback[0], fallback[1]);
      }
      if (!file) {
        response.writeHead(404, { 'Content-Type': MIME['.txt'], 'Cache-Control': 'no-cache' });
        response.end(request.method === 'HEAD' ? undefined : 'Not found');
        return;
      }
      const stat = statSync(file);
      const etag = `"${stat.size.toString(16)}-${Math.floor(stat.mtimeMs).toString(16)}"`;
      const headers = {
        'Content-Type': MIME[extname(file)] ?? 'application/octet-stream',
        'Cache-Control': cacheControlFor(file),
        ETag: etag,
        Vary: 'Accept-Encoding',
        'X-Content-Type-Options': 'nosniff',
        ...(extname(file) === '.html' ? pageHeaders(pathname) : {}),
      };
      if (request.headers['if-none-match'] === etag) {
        response.writeHead(304, headers);
        response.end();
        return;
      }
      const gz = await body(file, stat, /\bgzip\b/.test(request.headers['accept-encoding'] ?? ''));
      if (gz) {
        response.writeHead(200, { ...headers, 'Content-Encoding': 'gzip', 'Content-Length': gz.length });
        response.end(request.method === 'HEAD' ? undefined : gz);
        return;
      }
      response.writeHead(200, { ...headers, 'Content-Length': stat.size });
      if (request.method === 'HEAD') response.end();
      else createReadStream(file).pipe(response);
    } catch (error) {
      const status = error instanceof URIError ? 400 : 500;
      if (!response.headersSent) response.writeHead(status, { 'Content-Type': MIME['.txt'] });
      response.end(status === 400 ? 'Bad request' : 'Server error');
    }
  });
}
