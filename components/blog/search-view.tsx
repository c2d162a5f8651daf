'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { IntentLink } from '@/i18n/client-navigation';
import { getPathname } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import { hasFilters, parseBlogFilters, resolveFilters, type BlogFilters } from '@/lib/content/filters';
import { matchingSlugs, type SearchEntry } from '@/lib/content/search';
import {
  ActiveFilters,
  BlogFilterLinks,
  BlogSearchForm,
  NoResults,
  PostsSection,
  type BlogFilterTexts,
  type CategoryChip,
} from './blog-filters';
import { CardGrid, type GridCard } from './card-grid';

export type SearchTexts = BlogFilterTexts & {
  allTitle: string;
  /** The results heading for 0, 1, 2… articles, up to every article of the language. */
  resultTitles: string[];
  searching: string;
  noResultsTitle: string;
  noResultsHint: string;
  unavailableTitle: string;
  unavailableText: string;
  unavailableAction: string;
};

/** The filters of the address bar, read as the server reads them (first value of each, at most 100 characters). */
function useFilters(): BlogFilters {
  const query = useSearchParams();
  const first = (name: string) => query.get(name) ?? undefined;
  return parseBlogFilters({ search: first('search'), category: first('category'), tag: first('tag') });
}

// One request per page load for each language's index, however many times the view renders.
const indexes = new Map<string, Promise<SearchEntry[]>>();

function loadIndex(url: string): Promise<SearchEntry[]> {
  let loading = indexes.get(url);
  if (!loading) {
    loading = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<SearchEntry[]>;
    });
    // A failed load is tried again on the next visit of the view.
    loading.catch(() => indexes.delete(url));
    indexes.set(url, loading);
  }
  return loading;
}

type IndexState = { kind: 'loading' } | { kind: 'ready'; entries: SearchEntry[] } | { kind: 'failed' };

function useSearchIndex(url: string): IndexState {
  const [state, setState] = useState<IndexState>({ kind: 'loading' });
  useEffect(() => {
    let current = true;
    loadIndex(url).then(
      (entries) => current && setState({ kind: 'ready', entries }),
      () => current && setState({ kind: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return state;
}

/** The search form of the search view, holding the words of the address bar. */
export function SearchFormFromQuery({ locale, texts }: { locale: Locale; texts: BlogFilterTexts }) {
  const filters = useFilters();
  return <BlogSearchForm key={filters.search ?? ''} locale={locale} filters={filters} texts={texts} />;
}

/**
 * The results of a search (and of filters no page was prerendered for), found in the browser: the view is one
 * prerendered page, its address bar says what to look for, and the language's prerendered index says which of
 * the cards drawn on the server match. Without JavaScript, the server HTML of the view stands instead.
 */
export function SearchResults({
  locale,
  indexUrl,
  cards,
  categories,
  tags,
  texts,
}: {
  locale: Locale;
  indexUrl: string;
  cards: readonly GridCard[];
  categories: readonly CategoryChip[];
  tags: readonly string[];
  texts: SearchTexts;
}) {
  const requested = useFilters();
  const index = useSearchIndex(indexUrl);
  const filters = resolveFilters(requested, categories, tags);
  const chips = <BlogFilterLinks locale={locale} filters={filters} categories={categories} tags={tags} texts={texts} />;

  if (index.kind === 'failed') {
    return (
      <>
        {chips}
        <div role="alert" className="mt-14 rounded-2xl border border-amber-300 bg-amber-50 px-6 py-10">
          <p className="text-xl font-semibold text-ink">{texts.unavailableTitle}</p>
          <p className="mt-2 max-w-2xl text-muted">{texts.unavailableText}</p>
          <IntentLink href={getPathname({ locale, href: '/contact' })} className={`${buttonClass('primary')} mt-6`}>
            {texts.unavailableAction}
          </IntentLink>
        </div>
      </>
    );
  }

  const filtered = hasFilters(filters);
  const found =
    index.kind === 'ready' ? new Set(matchingSlugs(index.entries, filters, { categories, tags })) : undefined;
  const shown = found ? cards.filter((card) => found.has(card.key)) : [];
  const title = !found
    ? texts.searching
    : filtered
      ? texts.resultTitles[Math.min(shown.length, texts.resultTitles.length - 1)]
      : texts.allTitle;
  return (
    <>
      {chips}
      <PostsSection
        title={title}
        active={
          filtered ? <ActiveFilters locale={locale} filters={filters} categories={categories} texts={texts} /> : null
        }
      >
        {!found ? null : shown.length > 0 ? (
          <CardGrid cards={shown} />
        ) : (
          <NoResults title={texts.noResultsTitle} hint={texts.noResultsHint} />
        )}
      </PostsSection>
    </>
  );
}
