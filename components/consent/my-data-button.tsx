'use client';

/** Opens the GDPR panel (issue "Consent" wires the panel). */
export function MyDataButton({ label }: { label: string }) {
  return (
    <button type="button" className="underline-offset-4 hover:underline focus-visible:outline-2 focus-visible:outline-brand">
      {label}
    </button>
  );
}
