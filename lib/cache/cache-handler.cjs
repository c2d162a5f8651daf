/**
 * Next's own file-system cache for prerendered and ISR pages (next.config `cacheHandler`), storing each
 * page's HTML as ASCII (see ascii-html.cjs): same files, same memory cache, same revalidation.
 */
'use strict';

const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache').default;
const { asciiHtml } = require('./ascii-html.cjs');

const HTML_KINDS = new Set(['APP_PAGE', 'PAGES']);

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
    return entry;
  }

  async set(key, data, ctx) {
    return super.set(key, withAsciiHtml(data), ctx);
  }
};
