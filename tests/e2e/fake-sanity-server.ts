import { startFakeSanity } from './fake-sanity';

/** Runs the content service's stand-in as its own process: the content-service build queries it while it builds. */
const port = Number(process.env.FAKE_SANITY_PORT);
const projectId = process.env.NEXT_PUBLIC_SANITY_PROJECT_ID ?? '';
const dataset = process.env.NEXT_PUBLIC_SANITY_DATASET ?? 'production';
const token = process.env.SANITY_API_READ_TOKEN ?? '';

startFakeSanity(port, { projectId, dataset, token }).then(() =>
  console.info(`[fake-sanity] project ${projectId}, dataset ${dataset}, on http://127.0.0.1:${port}`),
);
