/**
 * Copies the embedded dataset (content/dataset.ndjson) into a real Sanity dataset: uploads the images,
 * points the documents at the uploaded assets, then creates or replaces every document (safe to run twice).
 *
 *   NEXT_PUBLIC_SANITY_PROJECT_ID=abc123 NEXT_PUBLIC_SANITY_DATASET=production \
 *   SANITY_API_WRITE_TOKEN=sk... npm run content:import
 *
 * `npm run content:import -- --dry-run` lists what would be sent, without any variable or network access.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createClient } from '@sanity/client';

const root = join(fileURLToPath(import.meta.url), '..', '..');
const dryRun = process.argv.includes('--dry-run');

const documents = readFileSync(join(root, 'content', 'dataset.ndjson'), 'utf8')
  .split('\n')
  .filter((line) => line.trim())
  .map((line) => JSON.parse(line));
const assets = documents.filter((document) => document._type === 'sanity.imageAsset');
const content = documents.filter((document) => document._type !== 'sanity.imageAsset');

/** A copy of `value` where every reference to an embedded asset points at its uploaded twin. */
function relink(value, assetIds) {
  if (Array.isArray(value)) return value.map((item) => relink(item, assetIds));
  if (value && typeof value === 'object') {
    const copy = Object.fromEntries(Object.entries(value).map(([key, item]) => [key, relink(item, assetIds)]));
    if (typeof copy._ref === 'string' && assetIds.has(copy._ref)) copy._ref = assetIds.get(copy._ref);
    return copy;
  }
  return value;
}

if (dryRun) {
  console.log(`Would upload ${assets.length} images:`);
  for (const asset of assets) console.log(`  public${asset.path}`);
  console.log(`Would create or replace ${content.length} documents:`);
  for (const document of content) console.log(`  ${document._type.padEnd(9)} ${document._id}`);
  process.exit(0);
}

const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID;
const token = process.env.SANITY_API_WRITE_TOKEN;
const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET || 'production';
if (!projectId || !token) {
  console.error(
    'Set NEXT_PUBLIC_SANITY_PROJECT_ID and SANITY_API_WRITE_TOKEN (a token with write access), see .env.example.',
  );
  process.exit(1);
}

const client = createClient({ projectId, dataset, token, apiVersion: '2024-01-01', useCdn: false });

const assetIds = new Map();
for (const asset of assets) {
  const uploaded = await client.assets.upload('image', readFileSync(join(root, 'public', asset.path)), {
    filename: asset.originalFilename,
    contentType: asset.mimeType,
  });
  assetIds.set(asset._id, uploaded._id);
  console.log(`Uploaded public${asset.path}`);
}

const transaction = client.transaction();
for (const document of content) transaction.createOrReplace(relink(document, assetIds));
await transaction.commit();
console.log(`Imported ${content.length} documents into ${projectId}/${dataset}.`);
