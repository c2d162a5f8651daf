const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);
const bareHost = (host: string) => host.replace(/^www\./, '');

/**
 * Where analytics runs (docs/behaviour/analytics.md#where-analytics-runs): on the production domain (the canonical
 * origin, with or without www) and on localhost, or anywhere in tag-manager preview mode.
 */
export function analyticsAllowed(hostname: string, search: string, productionUrl: string): boolean {
  if (localHosts.has(hostname) || bareHost(hostname) === bareHost(new URL(productionUrl).hostname)) return true;
  const params = new URLSearchParams(search);
  return params.has('gtm_debug') || params.has('gtm_preview');
}

/** The preview parameters the tag manager passes on to its script, when the URL carries them. */
export function tagManagerPreview(search: string): { auth?: string; preview?: string } {
  const params = new URLSearchParams(search);
  return { auth: params.get('gtm_auth') ?? undefined, preview: params.get('gtm_preview') ?? undefined };
}
