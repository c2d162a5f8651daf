import { trackEvent } from '@/lib/analytics';
import { pagePath } from './page';

/**
 * Content streamed in later is picked up after this pause (docs/behaviour/analytics.md#event-catalogue).
 * @public named in docs/behaviour/constants.md
 */
export const RESCAN_DEBOUNCE_MS = 250;

/**
 * Section views (`[data-section]`, once a section reaches the upper half of the viewport) and portfolio
 * views (`[data-portfolio-project]` with its `data-category`, half visible), each reported once per page.
 */
export function watchViews(): () => void {
  const sections = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        sections.unobserve(entry.target);
        trackEvent('section_view', {
          section_name: entry.target.getAttribute('data-section') ?? '',
          page_path: pagePath(),
        });
      }
    },
    { rootMargin: '0px 0px -50% 0px' },
  );
  const projects = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        projects.unobserve(entry.target);
        trackEvent('portfolio_view', {
          project_name: entry.target.getAttribute('data-portfolio-project') ?? '',
          project_category: entry.target.getAttribute('data-category') ?? undefined,
        });
      }
    },
    { threshold: 0.5 },
  );
  const seen = new WeakSet<Element>();
  const scan = () => {
    for (const element of document.querySelectorAll('[data-section], [data-portfolio-project]')) {
      if (seen.has(element)) continue;
      seen.add(element);
      if (element.hasAttribute('data-section')) sections.observe(element);
      else projects.observe(element);
    }
  };
  scan();
  let timer: number | undefined;
  const mutations = new MutationObserver(() => {
    window.clearTimeout(timer);
    timer = window.setTimeout(scan, RESCAN_DEBOUNCE_MS);
  });
  mutations.observe(document.body, { childList: true, subtree: true });
  return () => {
    window.clearTimeout(timer);
    mutations.disconnect();
    sections.disconnect();
    projects.disconnect();
  };
}
