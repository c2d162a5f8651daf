type ConsentSwitchProps = {
  id: string;
  label: string;
  description?: string;
  checked: boolean;
  /** Necessary storage cannot be switched off. */
  disabled?: boolean;
  onChange?: (checked: boolean) => void;
};

/** One consent category as an on/off switch: a real checkbox, so it works with keyboard and screen readers. */
export function ConsentSwitch({ id, label, description, checked, disabled, onChange }: ConsentSwitchProps) {
  const descriptionId = description ? `${id}-description` : undefined;
  return (
    <div className="flex items-start justify-between gap-4">
      <div>
        <label htmlFor={id} className="font-semibold text-ink">
          {label}
        </label>
        {description ? (
          <p id={descriptionId} className="mt-1 text-sm text-muted">
            {description}
          </p>
        ) : null}
      </div>
      <input
        id={id}
        type="checkbox"
        role="switch"
        checked={checked}
        disabled={disabled}
        aria-describedby={descriptionId}
        onChange={(event) => onChange?.(event.target.checked)}
        className="relative mt-0.5 h-6 w-11 shrink-0 cursor-pointer appearance-none rounded-full bg-slate-300 transition-colors before:absolute before:left-0.5 before:top-0.5 before:size-5 before:rounded-full before:bg-white before:shadow before:transition-transform checked:bg-brand checked:before:translate-x-5 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand disabled:cursor-not-allowed disabled:opacity-60"
      />
    </div>
  );
}
