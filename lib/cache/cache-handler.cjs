/**
 * Next's own file-system cache for prerendered and ISR pages (next.config `cacheHandler`), with three changes:
 * - each page's HTML is stored as ASCII (see ascii-html.cjs): same files, same memory cache, same revalidation;
 * - an answer with status 404 is never stored, in memory or on disk: an unknown article or any other unknown
 *   URL costs one render and leaves nothing behind (README, "Not-found pages");
 * - the prerendered not-found pages (app/[locale]/not-found-page), where next.config's fallback rewrites send
 *   every unknown path, are served with status 404.
 */
'use strict';

const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { asciiHtml } = require('./ascii-html.cjs');

const HTML_KINDS = new Set(['APP_PAGE', 'PAGES']);
/** The cache key ends with the page's path (`…/$/fr/not-found-page` or `/fr/not-found-page`). */
const NOT_FOUND_PAGE = /\/(en|fr)\/not-found-page$/;

/** Cache values whose HTML is ASCII already: get() answers from Next's memory cache with the same object. */
const asciiValues = new WeakSet();

function withAsciiHtml(value) {
  if (!value || !HTML_KINDS.has(value.kind) || typeof value.html !== 'string' || asciiValues.has(value)) return value;
  value.html = asciiHtml(value.html);
  asciiValues.add(value);
  return value;
}

module.exports = class AsciiHtmlCacheHandler extends FileSystemCache {
  async get(...args) {
    const entry = await super.get(...args);
    if (entry) withAsciiHtml(entry.value);
    if (entry?.value?.kind === 'APP_PAGE' && NOT_FOUND_PAGE.test(args[0])) entry.value.status = 404;
    return entry;
  }

  async set(key, data, ctx) {
    // The build writes its prerendered pages, `/_not-found` included, through set() too: those stay.
    if (data?.status === 404 && process.env.NEXT_PHASE !== 'phase-production-build') return;
    return super.set(key, withAsciiHtml(data), ctx);
  }
};
