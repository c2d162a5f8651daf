'use client';

import { useSearchParams } from 'next/navigation';
import { useEffect, useState, type ReactNode } from 'react';
import { buttonClass } from '@/components/ui/button-class';
import { IntentLink } from '@/i18n/client-navigation';
import { getPathname } from '@/i18n/paths';
import type { Locale } from '@/i18n/routing';
import {
  matchingSlugs,
  parseBlogFilters,
  resolveFilters,
  type BlogFilters,
  type SearchEntry,
} from '@/lib/content/filters';
import {
  BlogFilterLinks,
  BlogSearchForm,
  CardGrid,
  PostsSection,
  type BlogTexts,
  type CategoryChip,
} from './blog-filters';

/** The filters of the address bar, read as the server reads them (first value of each, at most 100 characters). */
function useFilters(): BlogFilters {
  const query = useSearchParams();
  return parseBlogFilters(
    Object.fromEntries(['search', 'category', 'tag'].map((name) => [name, query.get(name) ?? undefined])),
  );
}

// One request per page load for each language's index; a failed one is tried again on the next visit of the view.
const indexes = new Map<string, Promise<SearchEntry[]>>();

function loadIndex(url: string): Promise<SearchEntry[]> {
  let loading = indexes.get(url);
  if (!loading) {
    loading = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${url} answered ${response.status}`);
      return response.json() as Promise<SearchEntry[]>;
    });
    loading.catch(() => indexes.delete(url));
    indexes.set(url, loading);
  }
  return loading;
}

/** The language's index: `undefined` while it loads, `null` when it cannot be loaded. */
function useSearchIndex(url: string): SearchEntry[] | null | undefined {
  const [index, setIndex] = useState<SearchEntry[] | null>();
  useEffect(() => {
    let current = true;
    loadIndex(url).then(
      (entries) => current && setIndex(entries),
      () => current && setIndex(null),
    );
    return () => {
      current = false;
    };
  }, [url]);
  return index;
}

/** The search form of the search view, holding the words of the address bar. */
export function SearchFormFromQuery({ locale, texts }: { locale: Locale; texts: BlogTexts }) {
  const filters = useFilters();
  return <BlogSearchForm key={filters.search ?? ''} locale={locale} filters={filters} texts={texts} />;
}

/**
 * The results of a search (and of filters no page was prerendered for), found in the browser: the view is one
 * prerendered page, its address bar says what to look for, and the language's prerendered index which of the
 * cards drawn on the server match (docs/architecture.md#blog-search).
 */
export function SearchResults({
  indexUrl,
  cards,
  categories,
  tags,
  ...props
}: {
  locale: Locale;
  texts: BlogTexts;
  indexUrl: string;
  cards: readonly { key: string; card: ReactNode }[];
  categories: readonly CategoryChip[];
  tags: readonly string[];
}) {
  const { locale, texts } = props;
  const index = useSearchIndex(indexUrl);
  const filters = resolveFilters(useFilters(), categories, tags);
  const found = index && new Set(matchingSlugs(index, filters));
  const shown = found ? cards.filter((card) => found.has(card.key)) : [];
  return (
    <>
      <BlogFilterLinks {...props} filters={filters} categories={categories} tags={tags} />
      {index === null ? (
        <div role="alert" className="mt-14 rounded-2xl border border-amber-300 bg-amber-50 px-6 py-10">
          <p className="text-xl font-semibold text-ink">{texts.unavailableTitle}</p>
          <p className="mt-2 max-w-2xl text-muted">{texts.unavailableText}</p>
          <IntentLink href={getPathname({ locale, href: '/contact' })} className={`${buttonClass('primary')} mt-6`}>
            {texts.unavailableAction}
          </IntentLink>
        </div>
      ) : (
        <PostsSection {...props} filters={filters} categories={categories} count={found ? shown.length : undefined}>
          {found ? <CardGrid cards={shown} /> : null}
        </PostsSection>
      )}
    </>
  );
}
