/**
 * Copies the embedded dataset (content/dataset.ndjson) into a Sanity dataset: uploads the images, points the
 * documents at the uploaded assets, then creates or replaces every document (safe to run twice).
 *
 *   NEXT_PUBLIC_SANITY_PROJECT_ID=abc123 NEXT_PUBLIC_SANITY_DATASET=production \
 *   SANITY_API_WRITE_TOKEN=sk... npm run content:import
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@sanity/client';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const documents = readFileSync(join(root, 'content', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));
const assets = documents.filter((document) => document._type === 'sanity.imageAsset');
const content = documents.filter((document) => document._type !== 'sanity.imageAsset');

const { NEXT_PUBLIC_SANITY_PROJECT_ID: projectId, SANITY_API_WRITE_TOKEN: token } = process.env;
if (!projectId || !token) {
  console.error(
    'Set NEXT_PUBLIC_SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN (a token with write access), see .env.example.',
  );
  process.exit(1);
}
const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET || 'production';
const client = createClient({ projectId, dataset, token, apiVersion: '2024-01-01', useCdn: false });

// Each embedded asset id -> the id of its uploaded twin, written into every reference to it.
const uploaded = new Map();
for (const asset of assets) {
  const file = readFileSync(join(root, 'public', asset.url));
  const filename = asset.url.split('/').pop();
  uploaded.set(asset._id, (await client.assets.upload('image', file, { filename, contentType: 'image/svg+xml' }))._id);
  console.log(`Uploaded public${asset.url}`);
}
const relinked = JSON.parse(JSON.stringify(content), (key, value) =>
  key === '_ref' && uploaded.has(value) ? uploaded.get(value) : value,
);

const transaction = client.transaction();
for (const document of relinked) transaction.createOrReplace(document);
await transaction.commit();
console.log(`Imported ${relinked.length} documents into ${projectId}/${dataset}.`);
