import type { Locale } from '@/i18n/routing';
import { getArticlePairs } from '@/lib/content';
import { LanguageSwitchLink } from './language-switch-link';

/**
 * The header's language switch. The layout does not know the page, so the server hands the link the articles
 * published in both languages: from its URL, the link then finds the page's twin with the same function as
 * the hreflang links (i18n/twins.ts), already in the server HTML.
 */
export async function LanguageSwitch(props: { target: Locale; label: string; short: string }) {
  return <LanguageSwitchLink {...props} articlePairs={await getArticlePairs()} />;
}
