import type { Ref } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { timelinesFor, type ProjectType } from '@/lib/contact/choices';
import type { FunnelTexts } from '@/lib/contact/funnel-texts';
import { limits, type ContactFormValues } from '@/lib/contact/steps';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import { Field, inputClass } from './field';
import { StepLegend } from './step-legend';

type DetailsFieldsProps = {
  texts: FunnelTexts;
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
  errorText: (message: string | undefined) => string | undefined;
  projectType?: ProjectType;
  companyRequired: boolean;
  headingRef: Ref<HTMLHeadingElement>;
};

/** Step 4: who the visitor is and what the project needs (docs/behaviour/contact.md#fields). */
export function DetailsFields(props: DetailsFieldsProps) {
  const { texts, register, errors, errorText, projectType, companyRequired, headingRef } = props;
  const { fields, hints } = texts;
  const field = (
    name: Exclude<keyof ContactFormValues, 'projectType' | 'budget' | 'heardFrom' | typeof HONEYPOT_FIELD>,
  ) => ({
    id: name,
    label: fields[name],
    optionalLabel: texts.optional,
    error: errorText(errors[name]?.message),
  });
  const input = (aria: object, name: keyof ContactFormValues) => ({
    ...aria,
    ...register(name),
    className: inputClass,
  });
  return (
    <fieldset aria-describedby="details-hint">
      <StepLegend {...texts.questions.details} hintId="details-hint" headingRef={headingRef} />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        <Field {...field('firstName')} required>
          {(aria) => <input {...input(aria, 'firstName')} type="text" autoComplete="given-name" />}
        </Field>
        <Field {...field('lastName')} required>
          {(aria) => <input {...input(aria, 'lastName')} type="text" autoComplete="family-name" />}
        </Field>
        <Field {...field('email')} required>
          {(aria) => <input {...input(aria, 'email')} type="email" autoComplete="email" spellCheck={false} />}
        </Field>
        <Field {...field('phone')} hint={hints.phone}>
          {(aria) => <input {...input(aria, 'phone')} type="tel" autoComplete="tel" />}
        </Field>
        <Field
          {...field('company')}
          required={companyRequired}
          hint={companyRequired ? hints.companyRequired : hints.companyOptional}
          className="sm:col-span-2"
        >
          {(aria) => <input {...input(aria, 'company')} type="text" autoComplete="organization" />}
        </Field>
        <Field {...field('deadlineWeeks')} required hint={hints.deadlineWeeks}>
          {(aria) => (
            <input
              {...input(aria, 'deadlineWeeks')}
              type="number"
              inputMode="numeric"
              min={limits.deadlineWeeks.min}
              max={limits.deadlineWeeks.max}
              step={1}
            />
          )}
        </Field>
        <Field {...field('timeline')} hint={hints.timeline}>
          {(aria) => (
            <select {...input(aria, 'timeline')}>
              <option value="">{texts.timelineNone}</option>
              {timelinesFor(projectType).map((choice) => (
                <option key={choice} value={choice}>
                  {texts.choices.timeline[choice]}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field {...field('message')} required hint={hints.message} className="sm:col-span-2">
          {(aria) => <textarea {...input(aria, 'message')} rows={6} />}
        </Field>
      </div>
      {/* Honeypot: off-screen and out of the tab order; people leave it empty, bots fill it. */}
      <div aria-hidden="true" className="absolute -left-[9999px] size-px overflow-hidden">
        <label htmlFor={HONEYPOT_FIELD}>{fields[HONEYPOT_FIELD]}</label>
        <input {...register(HONEYPOT_FIELD)} id={HONEYPOT_FIELD} type="text" tabIndex={-1} autoComplete="off" />
      </div>
    </fieldset>
  );
}
