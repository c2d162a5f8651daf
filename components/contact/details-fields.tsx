import type { Ref } from 'react';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ProjectType } from '@/lib/contact/choices';
import {
  choicesOf,
  fieldRows,
  hintKey,
  isRequired,
  type ChoiceField,
  type FieldRow,
  type FormField,
} from '@/lib/contact/fields';
import type { FunnelTexts } from '@/lib/contact/funnel-texts';
import type { ContactFormValues } from '@/lib/contact/schema';
import type { DetailsField } from '@/lib/contact/steps';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import { Field, inputClass } from './field';
import { StepLegend } from './step-legend';

type DetailsFieldsProps = {
  texts: FunnelTexts;
  register: UseFormRegister<ContactFormValues>;
  errors: FieldErrors<ContactFormValues>;
  errorText: (message: string | undefined) => string | undefined;
  projectType?: ProjectType;
  headingRef: Ref<HTMLHeadingElement>;
};

/** The visible fields of the details step, in the field table's order; the hidden one is drawn apart. */
const visibleRows = fieldRows.filter(([, row]) => row.step === 'details' && row.control) as [
  DetailsField,
  FieldRow & { control: NonNullable<FieldRow['control']> },
][];

type ControlProps = {
  name: FormField;
  row: (typeof visibleRows)[number][1];
  aria: Record<string, unknown>;
  register: UseFormRegister<ContactFormValues>;
  texts: FunnelTexts;
  projectType?: ProjectType;
};

/** A field's control, as its row describes it. */
function Control({ name, row, aria, register, texts, projectType }: ControlProps) {
  const { type, autoComplete, inputMode, spellCheck } = row.control;
  if (type === 'textarea') return <textarea {...aria} {...register(name)} rows={6} className={inputClass} />;
  if (type === 'select') {
    const words = texts.choices[name as ChoiceField] as Record<string, string>;
    return (
      <select {...aria} {...register(name)} className={inputClass}>
        <option value="">{texts.timelineNone}</option>
        {choicesOf(row, projectType).map((choice) => (
          <option key={choice} value={choice}>
            {words[choice]}
          </option>
        ))}
      </select>
    );
  }
  const bounds = type === 'number' && 'limits' in row ? { min: row.limits.min, max: row.limits.max, step: 1 } : {};
  return (
    <input
      {...aria}
      {...register(name)}
      type={type}
      autoComplete={autoComplete}
      inputMode={inputMode}
      spellCheck={spellCheck}
      {...bounds}
      className={inputClass}
    />
  );
}

/** Step 4: who the visitor is and what the project needs, drawn from the field table (lib/contact/fields.ts). */
export function DetailsFields({ texts, register, errors, errorText, projectType, headingRef }: DetailsFieldsProps) {
  const { fields, hints } = texts;
  const { title, hint } = texts.questions.details;
  return (
    <fieldset aria-describedby="details-hint">
      <StepLegend title={title} hint={hint} hintId="details-hint" headingRef={headingRef} />
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {visibleRows.map(([name, row]) => {
          const required = isRequired(row, projectType);
          const hintName = hintKey(name, row, required);
          return (
            <Field
              key={name}
              id={name}
              label={fields[name]}
              required={required}
              optionalLabel={texts.optional}
              hint={hintName ? hints[hintName] : undefined}
              error={errorText(errors[name]?.message)}
              className={row.control.wide ? 'sm:col-span-2' : undefined}
            >
              {(aria) => (
                <Control
                  name={name}
                  row={row}
                  aria={aria}
                  register={register}
                  texts={texts}
                  projectType={projectType}
                />
              )}
            </Field>
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
