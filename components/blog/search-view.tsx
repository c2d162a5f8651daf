'use client';

import { useSearchParams } from 'next/navigation';
import type { ComponentProps, ReactNode } from 'react';
import type { Locale } from '@/i18n/routing';
import { matchingSlugs, parseBlogFilters, resolveFilters, type SearchEntry } from '@/lib/content/filters';
import { BlogFilterLinks, BlogSearchForm, CardGrid, PostsSection, type BlogTexts } from './blog-filters';

/** The search form of the search view, holding the words of the address bar. */
export function SearchFormFromQuery(props: { locale: Locale; texts: BlogTexts }) {
  const filters = parseBlogFilters(useSearchParams());
  return <BlogSearchForm key={filters.search ?? ''} {...props} filters={filters} />;
}

/**
 * The results of a search (and of filters no page was prerendered for), found in the browser: the view is one
 * prerendered page, its address bar says what to look for, and the language's index, drawn into the page with the
 * cards, which of them match (docs/architecture.md#blog-search).
 */
export function SearchResults({
  index,
  cards,
  ...props
}: ComponentProps<typeof BlogFilterLinks> & {
  index: readonly SearchEntry[];
  cards: readonly { key: string; card: ReactNode }[];
}) {
  const filters = resolveFilters(parseBlogFilters(useSearchParams()), props.categories, props.tags);
  const found = new Set(matchingSlugs(index, filters));
  const shown = cards.filter((card) => found.has(card.key));
  return (
    <>
      <BlogFilterLinks {...props} filters={filters} />
      <PostsSection {...props} filters={filters} count={shown.length}>
        <CardGrid cards={shown} />
      </PostsSection>
    </>
  );
}
