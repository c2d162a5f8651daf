/** Runs `run` once the browser is idle (at most `timeout` ms later), or after `fallback` ms without idle callbacks. */
export function whenIdle(run: () => void, timeout: number, fallback: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(run, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(run, fallback);
  return () => window.clearTimeout(timer);
}

/** Runs `run` once, on the visitor's first event among `events`; the returned function cancels it. */
export function onFirstInteraction(run: () => void, events = ['pointerdown', 'keydown', 'touchstart', 'scroll']) {
  const stop = () => events.forEach((name) => window.removeEventListener(name, handler, true));
  const handler = () => {
    stop();
    run();
  };
  events.forEach((name) => window.addEventListener(name, handler, { capture: true, passive: true }));
  return stop;
}

/** Runs `run` at most once per `waitMs`, and once more at the end so the last call is never lost. */
export function throttle(run: () => void, waitMs: number): { (): void; cancel: () => void } {
  let last = -Infinity;
  let timer: number | undefined;
  const runNow = () => {
    timer = undefined;
    last = Date.now();
    run();
  };
  const throttled = () => {
    if (timer !== undefined) return;
    const wait = last + waitMs - Date.now();
    if (wait <= 0) runNow();
    else timer = window.setTimeout(runNow, wait);
  };
  throttled.cancel = () => window.clearTimeout(timer);
  return throttled;
}

/**
 * Content that later navigations and streaming bring is looked for after this pause.
 * @public named in docs/behaviour/constants.md
 */
export const RESCAN_DEBOUNCE_MS = 250;

/**
 * Calls `onView` once for each element matching `selector` as it comes into view (`options` of an
 * IntersectionObserver), the elements the document gains later included. `accept` may leave an element out.
 */
export function whenInView(
  selector: string,
  options: IntersectionObserverInit,
  onView: (element: Element) => void,
  accept: (element: Element) => boolean = () => true,
): () => void {
  const seen = new WeakSet<Element>();
  const observer = new IntersectionObserver((entries) => {
    for (const { isIntersecting, target } of entries) {
      if (!isIntersecting) continue;
      observer.unobserve(target);
      onView(target);
    }
  }, options);
  const scan = () => {
    for (const element of document.querySelectorAll(selector)) {
      if (seen.has(element)) continue;
      seen.add(element);
      if (accept(element)) observer.observe(element);
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
    observer.disconnect();
  };
}
