'use client';

import { ThemeProvider as NextThemesProvider, useTheme } from 'next-themes';
import { createContext, useContext, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/lib/consent/storage-keys';

const themes = ['blue', 'red'] as const;
export type Theme = (typeof themes)[number];

// next-themes answers with silent defaults outside its provider; ours says so instead
// (docs/behaviour/experience.md#used-outside-their-provider).
const InsideThemeProvider = createContext(false);

/** next-themes writes `data-theme` from an inline script before first paint: no flash. */
export function ThemeProvider({ children }: { children: ReactNode }) {
  return (
    <InsideThemeProvider.Provider value={true}>
      <NextThemesProvider
        attribute="data-theme"
        themes={[...themes]}
        defaultTheme="blue"
        enableSystem={false}
        storageKey={STORAGE_KEYS.theme.name}
        disableTransitionOnChange
      >
        {children}
      </NextThemesProvider>
    </InsideThemeProvider.Provider>
  );
}

/** The current theme and a toggle; throws when used outside <ThemeProvider>. */
export function useSiteTheme(): { theme: Theme; toggleTheme: () => void } {
  if (!useContext(InsideThemeProvider)) {
    throw new Error('useSiteTheme must be used inside <ThemeProvider> (components/layout/theme-provider.tsx).');
  }
  const { resolvedTheme, setTheme } = useTheme();
  const theme: Theme = resolvedTheme === 'red' ? 'red' : 'blue';
  return { theme, toggleTheme: () => setTheme(theme === 'red' ? 'blue' : 'red') };
}
