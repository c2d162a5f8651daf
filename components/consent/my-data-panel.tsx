'use client';

import { lazy, Suspense, useEffect, useState, type ComponentProps } from 'react';
import { OPEN_MY_DATA } from './open-my-data-button';

// The panel's code (export, erase, withdraw) is downloaded the first time a visitor asks for it.
const MyDataDialog = lazy(() => import('./my-data-dialog'));

/** The GDPR panel, opened by any OpenMyDataButton (the footer's, the cookie settings and privacy pages'). */
export function MyDataPanel(props: Omit<ComponentProps<typeof MyDataDialog>, 'openRequests'>) {
  const [openRequests, setOpenRequests] = useState(0);
  useEffect(() => {
    const open = () => setOpenRequests((count) => count + 1);
    window.addEventListener(OPEN_MY_DATA, open);
    return () => window.removeEventListener(OPEN_MY_DATA, open);
  }, []);
  return openRequests > 0 ? (
    <Suspense>
      <MyDataDialog {...props} openRequests={openRequests} />
    </Suspense>
  ) : null;
}
