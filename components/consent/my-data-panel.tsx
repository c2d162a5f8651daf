'use client';

import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { onMyDataPanelRequest } from '@/lib/privacy/panel';
import type { MyDataTexts } from './my-data-texts';

// The panel's code (export, erase, withdraw) is downloaded the first time a visitor asks for it.
const MyDataDialog = lazy(() => import('./my-data-dialog'));

type MyDataPanelProps = {
  triggerLabel: string;
  texts: MyDataTexts;
  /** Server-rendered: where contact requests live, and links to the privacy policy and cookie settings. */
  footer: ReactNode;
};

/** The footer's My Data button; it, or any page through `openMyDataPanel`, opens the GDPR panel. */
export function MyDataPanel({ triggerLabel, texts, footer }: MyDataPanelProps) {
  const [openRequests, setOpenRequests] = useState(0);
  useEffect(() => onMyDataPanelRequest(() => setOpenRequests((count) => count + 1)), []);
  return (
    <>
      <button
        type="button"
        aria-haspopup="dialog"
        onClick={() => setOpenRequests((count) => count + 1)}
        className="underline-offset-4 hover:text-white hover:underline focus-visible:outline-2 focus-visible:outline-white"
      >
        {triggerLabel}
      </button>
      {openRequests > 0 ? (
        <Suspense>
          <MyDataDialog texts={texts} footer={footer} openRequests={openRequests} />
        </Suspense>
      ) : null}
    </>
  );
}
