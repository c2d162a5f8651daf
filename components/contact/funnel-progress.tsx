type FunnelProgressProps = { label: string; counter: string; steps: string[]; current: number };

/**
 * Where the visitor is: the counter and the named steps. The counter is a polite live region, as the ARIA Authoring
 * Practices do it: a screen reader says "Step 2 of 4" when the step changes, not when the page opens.
 */
export function FunnelProgress({ label, counter, steps, current }: FunnelProgressProps) {
  return (
    <div className="mb-8">
      <p aria-live="polite" aria-atomic="true" className="text-sm font-semibold text-brand">
        {counter}
      </p>
      <ol aria-label={label} className="mt-3 grid grid-cols-4 gap-2">
        {steps.map((step, index) => {
          const number = index + 1;
          return (
            <li
              key={step}
              aria-current={number === current ? 'step' : undefined}
              className="text-xs text-muted sm:text-sm"
            >
              <span
                aria-hidden="true"
                className={`mb-2 block h-1.5 rounded-full ${number <= current ? 'bg-brand' : 'bg-slate-200'}`}
              />
              <span className={number === current ? 'font-semibold text-ink' : undefined}>{step}</span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
