import type { Ref } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { Timeline } from '@/lib/contact/choices';
import type { FunnelTexts } from '@/lib/contact/funnel-texts';
import type { ContactFormValues } from '@/lib/contact/schema';
import { Field, inputClass } from './field';
import { StepLegend } from './step-legend';

type DetailsFieldsProps = {
  texts: FunnelTexts;
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
  errorText: (message: string | undefined) => string | undefined;
  companyRequired: boolean;
  timelines: readonly Timeline[];
  headingRef: Ref<HTMLHeadingElement>;
};

/** Step 4: who the visitor is and what the project needs. */
export function DetailsFields({
  texts,
  register,
  errors,
  errorText,
  companyRequired,
  timelines,
  headingRef,
}: DetailsFieldsProps) {
  const { fields, hints } = texts;
  const { title, hint } = texts.questions.details;
  const error = (name: keyof ContactFormValues) => errorText(errors[name]?.message);
  const common = { optionalLabel: texts.optional };
  return (
    <fieldset aria-describedby="details-hint">
      <StepLegend title={title} hint={hint} hintId="details-hint" headingRef={headingRef} />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field {...common} id="firstName" label={fields.firstName} required error={error('firstName')}>
          {(aria) => (
            <input {...aria} {...register('firstName')} type="text" autoComplete="given-name" className={inputClass} />
          )}
        </Field>
        <Field {...common} id="lastName" label={fields.lastName} required error={error('lastName')}>
          {(aria) => (
            <input {...aria} {...register('lastName')} type="text" autoComplete="family-name" className={inputClass} />
          )}
        </Field>
        <Field {...common} id="email" label={fields.email} required error={error('email')}>
          {(aria) => (
            <input
              {...aria}
              {...register('email')}
              type="email"
              autoComplete="email"
              spellCheck={false}
              className={inputClass}
            />
          )}
        </Field>
        <Field {...common} id="phone" label={fields.phone} hint={hints.phone} error={error('phone')}>
          {(aria) => <input {...aria} {...register('phone')} type="tel" autoComplete="tel" className={inputClass} />}
        </Field>
        <Field
          {...common}
          id="company"
          label={fields.company}
          required={companyRequired}
          hint={companyRequired ? hints.companyRequired : hints.companyOptional}
          error={error('company')}
          className="sm:col-span-2"
        >
          {(aria) => (
            <input {...aria} {...register('company')} type="text" autoComplete="organization" className={inputClass} />
          )}
        </Field>
        <Field
          {...common}
          id="deadlineWeeks"
          label={fields.deadlineWeeks}
          required
          hint={hints.deadlineWeeks}
          error={error('deadlineWeeks')}
        >
          {(aria) => (
            <input
              {...aria}
              {...register('deadlineWeeks')}
              type="number"
              inputMode="numeric"
              min={1}
              max={104}
              step={1}
              className={inputClass}
            />
          )}
        </Field>
        <Field {...common} id="timeline" label={fields.timeline} hint={hints.timeline} error={error('timeline')}>
          {(aria) => (
            <select {...aria} {...register('timeline')} className={inputClass}>
              <option value="">{texts.timelineNone}</option>
              {timelines.map((timeline) => (
                <option key={timeline} value={timeline}>
                  {texts.choices.timeline[timeline]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          {...common}
          id="message"
          label={fields.message}
          required
          hint={hints.message}
          error={error('message')}
          className="sm:col-span-2"
        >
          {(aria) => <textarea {...aria} {...register('message')} rows={6} className={inputClass} />}
        </Field>
      </div>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor="website">{fields.website}</label>
        <input {...register('website')} id="website" type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </fieldset>
  );
}
