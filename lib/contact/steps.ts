import { fieldRows, type ContactFormValues, type FieldOfStep, type FormField } from './fields';

/** The funnel's four steps (docs/behaviour/contact.md#funnel-steps), in order; the field table says what each asks. */
export const stepNames = ['projectType', 'budget', 'heardFrom', 'details'] as const;

export type Step = 1 | 2 | 3 | 4;
export type StepName = (typeof stepNames)[number];
/** The fields of the last step, its hidden field included. */
export type DetailsField = FieldOfStep<'details'>;

/** The fields a step asks for, in the table's order. */
export function fieldsOf(step: Step): FormField[] {
  return fieldRows.filter(([, row]) => row.step === stepNames[step - 1]).map(([name]) => name as FormField);
}

/** The first step with a missing or wrong answer: the furthest a visitor (or a URL) may go. */
export function reachableStep(
  { contactSchema, fieldErrors }: typeof import('./schema'),
  values: ContactFormValues,
): Step {
  const result = contactSchema.safeParse(values);
  if (result.success) return 4;
  const problems = fieldErrors(result.error);
  for (const step of [1, 2, 3] as const) if (fieldsOf(step).some((field) => problems[field])) return step;
  return 4;
}
