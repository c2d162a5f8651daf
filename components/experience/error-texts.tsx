'use client';

import { createContext, useContext, type ReactNode } from 'react';

export type ErrorTexts = { heading: string; retry: string; home: string; noMessage: string };

const ErrorTextsContext = createContext<ErrorTexts | null>(null);

/** The error boundary is a client component with no message catalogue: the layout hands it its words. */
export function ErrorTextsProvider({ texts, children }: { texts: ErrorTexts; children: ReactNode }) {
  return <ErrorTextsContext.Provider value={texts}>{children}</ErrorTextsContext.Provider>;
}

export function useErrorTexts(): ErrorTexts {
  const texts = useContext(ErrorTextsContext);
  if (!texts)
    throw new Error('useErrorTexts must be used inside <ErrorTextsProvider> (components/experience/error-texts.tsx).');
  return texts;
}
