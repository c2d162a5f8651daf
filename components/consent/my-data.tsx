'use client';

import { lazy, Suspense, useState, type ComponentProps } from 'react';

// The panel's code (export, erase, withdraw) is downloaded the first time a visitor opens it.
const MyDataDialog = lazy(() => import('./my-data-dialog'));

type MyDataProps = { label: string; className: string } & Omit<ComponentProps<typeof MyDataDialog>, 'onClose'>;

/** A My Data button and the GDPR panel it opens, while it is open. */
export function MyData({ label, className, ...panel }: MyDataProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" aria-haspopup="dialog" onClick={() => setOpen(true)} className={className}>
        {label}
      </button>
      {open ? (
        <Suspense>
          <MyDataDialog {...panel} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
