/**
 * Renders server components (async ones included) to HTML in Jest, as the build prerenders them: next-intl's
 * server API reads the site's own catalogues (site.config's figures written in), the router is a stand-in.
 * A test file mocks `next-intl`, `next-intl/server` and `next/navigation` with the factories below (jest.mock is
 * hoisted).
 */
import { setImmediate } from 'node:timers';
import type { ReactNode } from 'react';

// React's Node renderer schedules its work with setImmediate, which the jsdom environment leaves out.
globalThis.setImmediate ??= setImmediate;

type Locale = 'en' | 'fr';

// Kept on the global object: a sandbox of `jest.isolateModules` loads its own copy of this module for the mock.
const state = globalThis as typeof globalThis & { renderLocale?: Locale };

/** The language `getLocale()` answers until the next call. */
export function renderIn(locale: Locale) {
  state.renderLocale = locale;
}

const currentLocale = (): Locale => state.renderLocale ?? 'en';

type TranslationsArgument = string | { locale?: Locale; namespace?: string } | undefined;

export function nextIntlServerMock() {
  const { catalogue } = jest.requireActual('@/i18n/catalogue');
  const { createTranslator, createFormatter } = jest.requireActual('next-intl');
  return {
    getLocale: async () => currentLocale(),
    getMessages: async (options?: { locale?: Locale }) => catalogue(options?.locale ?? currentLocale()),
    setRequestLocale: () => {},
    getTranslations: async (argument: TranslationsArgument) => {
      const options = typeof argument === 'string' ? { namespace: argument } : (argument ?? {});
      const locale = options.locale ?? currentLocale();
      return createTranslator({ locale, messages: await catalogue(locale), namespace: options.namespace });
    },
    getFormatter: async (options?: { locale?: Locale }) =>
      createFormatter({ locale: options?.locale ?? currentLocale(), timeZone: 'Europe/Paris' }),
  };
}

/** next-intl's hooks as a server component calls them (the links read their language with `useLocale`). */
export function nextIntlMock() {
  return { ...jest.requireActual('next-intl'), useLocale: currentLocale };
}

export function nextNavigationMock() {
  return {
    ...jest.requireActual('next/navigation'),
    useRouter: () => ({ prefetch: () => {}, push: () => {}, replace: () => {}, refresh: () => {} }),
    usePathname: () => '/',
    useParams: () => ({}),
    useSearchParams: () => new URLSearchParams(),
  };
}

/**
 * The HTML of an element tree, once every async component has resolved. The renderer is loaded at the call, so
 * inside `jest.isolateModules` it shares the sandbox's copy of React with the components.
 */
export async function renderToHtml(element: ReactNode): Promise<string> {
  const { prerenderToNodeStream } = await import('react-dom/static.node');
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/** The HTML as a document fragment, to query like a page. */
export async function renderToFragment(element: ReactNode): Promise<HTMLElement> {
  const root = document.createElement('div');
  root.innerHTML = await renderToHtml(element);
  return root;
}
