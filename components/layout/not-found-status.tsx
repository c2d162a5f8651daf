import { notFound } from 'next/navigation';
import { Suspense } from 'react';

async function Missing(): Promise<never> {
  notFound();
}

/**
 * Makes the page around it answer 404 while its HTML stays whole. Thrown inside a Suspense boundary, `notFound()`
 * sets the status of a prerender without replacing what was rendered around it; Next stores that status with the
 * page, and both `next start` and Vercel's edge (the prerender's `initialStatus`) serve it. Thrown outside one, it
 * would replace the whole document with Next's empty error shell (docs/architecture.md#not-found-pages).
 */
export function NotFoundStatus() {
  return (
    <Suspense fallback={null}>
      <Missing />
    </Suspense>
  );
}
