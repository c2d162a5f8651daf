import type { ContactFormValues } from './schema';

/** The funnel's four steps (docs/behaviour/contact.md#funnel-steps), in order, with the fields each one asks for. */
export const funnelSteps = [
  { name: 'projectType', fields: ['projectType'] },
  { name: 'budget', fields: ['budget'] },
  { name: 'heardFrom', fields: ['heardFrom'] },
  {
    name: 'details',
    fields: ['firstName', 'lastName', 'email', 'phone', 'company', 'deadlineWeeks', 'timeline', 'message'],
  },
] as const satisfies readonly { name: string; fields: readonly (keyof ContactFormValues)[] }[];

export type Step = 1 | 2 | 3 | 4;
export type StepName = (typeof funnelSteps)[number]['name'];
export type DetailsField = (typeof funnelSteps)[3]['fields'][number];

export const stepNames = funnelSteps.map((step) => step.name);

export function fieldsOf(step: Step): (keyof ContactFormValues)[] {
  return [...funnelSteps[step - 1].fields];
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
