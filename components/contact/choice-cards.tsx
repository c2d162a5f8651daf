import type { Ref } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { StepLegend } from './step-legend';

type Choice = { id: string; label: string; hint?: string };

type ChoiceCardsProps = {
  name: string;
  title: string;
  hint?: string;
  choices: Choice[];
  register: UseFormRegisterReturn;
  error?: string;
  headingRef: Ref<HTMLHeadingElement>;
};

/**
 * One question of the funnel as radio cards: a fieldset whose legend is the step heading,
 * native radios (arrow keys move between them), the error tied to the group and announced.
 */
export function ChoiceCards({ name, title, hint, choices, register, error, headingRef }: ChoiceCardsProps) {
  const hintId = `${name}-hint`;
  const errorId = `${name}-error`;
  return (
    <fieldset aria-describedby={`${hint ? hintId : ''} ${errorId}`.trim()} aria-invalid={error ? true : undefined}>
      <StepLegend title={title} hint={hint} hintId={hintId} headingRef={headingRef} />
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {choices.map((choice) => {
          const id = `${name}-${choice.id}`;
          return (
            <label
              key={choice.id}
              htmlFor={id}
              className="flex cursor-pointer items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand has-checked:border-brand has-checked:bg-brand-soft has-checked:ring-1 has-checked:ring-brand has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
            >
              <input
                {...register}
                id={id}
                type="radio"
                value={choice.id}
                className="mt-1 size-4 shrink-0 accent-brand focus:outline-none"
              />
              <span className="flex flex-col">
                <span className="font-semibold text-ink">{choice.label}</span>
                {choice.hint ? <span className="mt-1 text-sm text-muted">{choice.hint}</span> : null}
              </span>
            </label>
          );
        })}
      </div>
      <p id={errorId} role="alert" className="mt-3 text-sm font-medium text-red-700 empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
