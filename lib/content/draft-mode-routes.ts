/**
 * The routes that start and end draft mode (app/api/draft-mode), kept apart from draft-mode.ts, which every content
 * query reads: no page loads next-sanity's entry or builds its draft client.
 */
import 'server-only';
import { draftMode } from 'next/headers';
import { defineEnableDraftMode } from 'next-sanity/draft-mode';
import { env } from '@/lib/env';
import { serverEnv } from '@/lib/server-env';
import { sanityDraftClient } from './sanity-client';

const projectId = env.NEXT_PUBLIC_SANITY_PROJECT_ID;
const token = serverEnv.SANITY_API_READ_TOKEN;

/**
 * next-sanity's signed entry: the studio's Presentation tool opens `/api/draft-mode/enable` with a secret it
 * has just stored in the dataset; the secret is checked there (with the token) before draft mode starts, and
 * the visitor lands on the page the studio asked for. A wrong or expired secret gets 401.
 */
const enable =
  projectId && token ? defineEnableDraftMode({ client: sanityDraftClient(projectId, token) }).GET : undefined;

/** Why draft mode cannot start on this deployment, in words for the site's owner. */
const unavailable = !projectId
  ? 'Draft mode is unavailable: this site reads the embedded articles, not a Sanity project (NEXT_PUBLIC_SANITY_PROJECT_ID is not set).'
  : 'Draft mode is unavailable: SANITY_API_READ_TOKEN (a Viewer token of the Sanity project) is not set.';

export async function enableDraftMode(request: Request): Promise<Response> {
  if (enable) return enable(request);
  return new Response(unavailable, { status: 501, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
}

/**
 * The page to go back to, from the Referer: its path and query as a browser resolves them in a Location on this
 * site, or the home page when the header is no web address or that path would leave the site (`//host`, `/\host`).
 */
function returnPath(referer: string | null): string {
  const from = URL.canParse(referer ?? '') ? new URL(referer!) : undefined;
  if (!from || !['http:', 'https:'].includes(from.protocol)) return '/';
  const site = 'http://site.invalid';
  const to = new URL(from.pathname + from.search, site);
  return to.origin === site ? to.pathname + to.search : '/';
}

/** Leaves draft mode (the preview bar's button) and goes back to the page, now as every visitor sees it. */
export async function disableDraftMode(request: Request): Promise<Response> {
  (await draftMode()).disable();
  return new Response(null, { status: 303, headers: { Location: returnPath(request.headers.get('referer')) } });
}
