import { notFound } from 'next/navigation';

/** Any path no page claims: the localized not-found page (the French catch-all of spec §2 under /fr). */
export default function CatchAll() {
  notFound();
}
