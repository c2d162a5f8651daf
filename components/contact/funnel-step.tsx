import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import {
  budgetScale,
  budgetsFor,
  heardFromOptions,
  projectTypes,
  timelinesFor,
  type ProjectType,
} from '@/lib/contact/choices';
import type { FunnelTexts } from '@/lib/contact/texts';
import { companyRequiredFor, limits, steps, type ContactFormValues, type Step } from '@/lib/contact/steps';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import { errorText } from './funnel-messages';

type StepProps = {
  step: Step;
  texts: FunnelTexts;
  projectType?: ProjectType;
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
};

/** A step's question: the fieldset's legend is its heading, which takes the focus when the step opens. */
function StepLegend({ title, hint, hintId }: { title: string; hint?: string; hintId: string }) {
  return (
    <>
      <legend className="contents">
        <h2 tabIndex={-1} className="text-2xl font-bold tracking-tight text-ink focus:outline-none md:text-3xl">
          {title}
        </h2>
      </legend>
      {hint ? (
        <p id={hintId} className="mt-2 text-muted">
          {hint}
        </p>
      ) : null}
    </>
  );
}

/** One step of the funnel (docs/behaviour/contact.md#funnel-steps): a question answered with one choice, or the details. */
export function FunnelStep({ step, texts, projectType, register, errors }: StepProps) {
  const name = steps[step - 1].name;
  if (name === 'details') return <DetailsFields {...{ texts, projectType, register, errors }} />;
  const { questions, choices } = texts;
  const { title, hint, options } = {
    projectType: {
      ...questions.projectType,
      options: projectTypes.map((id) => ({ id, label: choices.projectType[id], hint: choices.projectTypeHints[id] })),
    },
    budget: {
      title: questions.budget.title,
      hint: questions.budget.hint[budgetScale(projectType)],
      options: budgetsFor(projectType).map((id) => ({ id, label: choices.budget[id], hint: undefined })),
    },
    heardFrom: {
      ...questions.heardFrom,
      options: heardFromOptions.map((id) => ({ id, label: choices.heardFrom[id], hint: undefined })),
    },
  }[name];
  const error = errorText(texts, errors[name]?.message);
  // Native radios (arrow keys move between them); the group's error keeps its line: a late first check moves nothing.
  return (
    <fieldset aria-describedby={`${hint ? `${name}-hint ` : ''}${name}-error`} aria-invalid={error ? true : undefined}>
      <StepLegend title={title} hint={hint} hintId={`${name}-hint`} />
      <div className="mt-6 grid gap-3 sm:grid-cols-2">
        {options.map((option) => (
          <label
            key={option.id}
            htmlFor={`${name}-${option.id}`}
            className="flex cursor-pointer items-start gap-3 rounded-2xl border border-slate-200 bg-white p-4 transition-colors hover:border-brand has-checked:border-brand has-checked:bg-brand-soft has-checked:ring-1 has-checked:ring-brand has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-brand"
          >
            <input
              {...register(name)}
              id={`${name}-${option.id}`}
              type="radio"
              value={option.id}
              className="mt-1 size-4 shrink-0 accent-brand focus:outline-none"
            />
            <span className="flex flex-col">
              <span className="font-semibold text-ink">{option.label}</span>
              {option.hint ? <span className="mt-1 text-sm text-muted">{option.hint}</span> : null}
            </span>
          </label>
        ))}
      </div>
      <p id={`${name}-error`} role="alert" className="mt-3 min-h-5 text-sm font-medium text-red-700">
        {error}
      </p>
    </fieldset>
  );
}

const inputClass =
  'mt-2 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-ink shadow-sm focus:border-brand focus:outline-2 focus:outline-offset-0 focus:outline-brand aria-invalid:border-red-600';

/** The details in their order, with their controls' attributes; the duration is a list, the message a text area. */
const details = {
  firstName: { type: 'text', autoComplete: 'given-name' },
  lastName: { type: 'text', autoComplete: 'family-name' },
  email: { type: 'email', autoComplete: 'email', spellCheck: false },
  phone: { type: 'tel', autoComplete: 'tel' },
  company: { type: 'text', autoComplete: 'organization' },
  deadlineWeeks: {
    type: 'number',
    inputMode: 'numeric',
    min: limits.deadlineWeeks.min,
    max: limits.deadlineWeeks.max,
    step: 1,
  },
  timeline: {},
  message: {},
} as const;
const required = ['firstName', 'lastName', 'email', 'deadlineWeeks', 'message'];

/**
 * Step 4: who the visitor is and what the project needs (docs/behaviour/contact.md#fields), each control labelled and
 * wired to its hint and its error with aria-describedby and aria-invalid.
 */
function DetailsFields({ texts, projectType, register, errors }: Omit<StepProps, 'step'>) {
  const { fields, hints } = texts;
  const companyRequired = projectType !== undefined && companyRequiredFor.includes(projectType);
  return (
    <fieldset aria-describedby="details-hint">
      <StepLegend {...texts.questions.details} hintId="details-hint" />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {(Object.keys(details) as (keyof typeof details)[]).map((name) => {
          const company = name === 'company';
          const needed = company ? companyRequired : required.includes(name);
          const hint = company
            ? hints[companyRequired ? 'companyRequired' : 'companyOptional']
            : (hints as Partial<Record<string, string>>)[name];
          const error = errorText(texts, errors[name]?.message);
          const props = {
            ...register(name),
            id: name,
            className: inputClass,
            'aria-describedby':
              [hint && `${name}-hint`, error && `${name}-error`].filter(Boolean).join(' ') || undefined,
            'aria-invalid': error ? true : undefined,
            'aria-required': needed || undefined,
          };
          return (
            <div key={name} className={company || name === 'message' ? 'sm:col-span-2' : undefined}>
              <label htmlFor={name} className="font-medium text-ink">
                {fields[name]}
                {needed ? (
                  <span aria-hidden="true" className="ml-0.5 text-red-700">
                    *
                  </span>
                ) : (
                  <span className="text-sm font-normal text-muted"> ({texts.optional})</span>
                )}
              </label>
              {name === 'timeline' ? (
                <select {...props}>
                  <option value="">{texts.timelineNone}</option>
                  {timelinesFor(projectType).map((choice) => (
                    <option key={choice} value={choice}>
                      {texts.choices.timeline[choice]}
                    </option>
                  ))}
                </select>
              ) : name === 'message' ? (
                <textarea {...props} rows={6} />
              ) : (
                <input {...props} {...details[name]} />
              )}
              {hint ? (
                <p id={`${name}-hint`} className="mt-1 text-sm text-muted">
                  {hint}
                </p>
              ) : null}
              {error ? (
                <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
                  {error}
                </p>
              ) : null}
            </div>
          );
        })}
      </div>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>{fields[HONEYPOT_FIELD]}</label>
        <input {...register(HONEYPOT_FIELD)} id={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </fieldset>
  );
}
