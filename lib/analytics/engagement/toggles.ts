import { trackEvent } from '@/lib/analytics';
import { FAQ_QUESTION_MAX } from '../events';
import { labelOf, pagePath } from './page';

function videoTitle(video: HTMLVideoElement): string {
  return (
    video.dataset.videoTitle ||
    video.title ||
    video.getAttribute('aria-label') ||
    video.currentSrc.split('/').pop() ||
    'video'
  );
}

/**
 * FAQ openings, video plays, the theme switch and the mobile menu, all observed from the document:
 * `toggle` and `play` do not bubble, so they are caught on the way down.
 */
export function watchToggles(): () => void {
  const onToggle = (event: Event) => {
    const details = event.target;
    if (!(details instanceof HTMLDetailsElement) || !details.open || !details.hasAttribute('data-faq-question')) return;
    const summary = details.querySelector('summary');
    const question = details.getAttribute('data-faq-question') || (summary ? labelOf(summary) : '');
    trackEvent('faq_open', { question: question.slice(0, FAQ_QUESTION_MAX), page_path: pagePath() });
  };
  const onPlay = (event: Event) => {
    if (event.target instanceof HTMLVideoElement)
      trackEvent('video_play', { video_title: videoTitle(event.target), page_path: pagePath() });
  };
  const root = document.documentElement;
  const mutations = new MutationObserver((records) => {
    for (const record of records) {
      const target = record.target as Element;
      if (record.attributeName === 'data-theme' && target === root) {
        const theme = root.getAttribute('data-theme');
        if (theme && record.oldValue && theme !== record.oldValue) trackEvent('theme_toggle', { theme });
      } else if (
        record.attributeName === 'open' &&
        target.tagName === 'DIALOG' &&
        target.closest('header') &&
        target.hasAttribute('open')
      ) {
        trackEvent('mobile_menu_open', { page_path: pagePath() });
      }
    }
  });
  mutations.observe(root, {
    attributes: true,
    attributeFilter: ['data-theme', 'open'],
    attributeOldValue: true,
    subtree: true,
  });
  document.addEventListener('toggle', onToggle, true);
  document.addEventListener('play', onPlay, true);
  return () => {
    mutations.disconnect();
    document.removeEventListener('toggle', onToggle, true);
    document.removeEventListener('play', onPlay, true);
  };
}
