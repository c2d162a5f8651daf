import type { ReactNode } from 'react';

type FieldProps = {
  id: string;
  label: string;
  required?: boolean;
  optionalLabel: string;
  hint?: string;
  error?: string;
  className?: string;
  children: (aria: {
    id: string;
    'aria-describedby'?: string;
    'aria-invalid'?: true;
    'aria-required'?: true;
  }) => ReactNode;
};

export const inputClass =
  'mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-ink shadow-sm focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand aria-invalid:border-red-600';

/** A labelled control with its hint and its error, wired with aria-describedby and aria-invalid. */
export function Field({ id, label, required, optionalLabel, hint, error, className = '', children }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={id} className="font-medium text-ink">
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        ) : (
          <>
            {' '}
            <span className="text-sm font-normal text-muted">({optionalLabel})</span>
          </>
        )}
      </label>
      {children({
        id,
        'aria-describedby': describedBy,
        'aria-invalid': error ? true : undefined,
        'aria-required': required ? true : undefined,
      })}
      {hint ? (
        <p id={hintId} className="mt-1 text-sm text-muted">
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
