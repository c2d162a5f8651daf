import { get } from 'node:http';
import { gunzipSync } from 'node:zlib';

export const kib = (bytes) => (bytes / 1024).toFixed(1);

/** A response as a browser that accepts gzip receives it: its status and its body's size, compressed and raw. */
export function bodySize(url) {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': 'gzip' } }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () => {
        const body = Buffer.concat(chunks);
        const gzipped = response.headers['content-encoding'] === 'gzip';
        resolve({
          status: response.statusCode,
          compressed: body.length,
          raw: gzipped ? gunzipSync(body).length : body.length,
        });
      });
      response.on('error', reject);
    }).on('error', reject);
  });
}

/**
 * The compressed bytes of scripts, bodies only. Lighthouse's transfer size also counts the response
 * headers, which are not JavaScript and which HTTP/2 compresses away in production.
 */
export async function scriptBytes(urls) {
  const sizes = await Promise.all(urls.map(bodySize));
  return sizes.reduce((sum, size) => sum + size.compressed, 0);
}
