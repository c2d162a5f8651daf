/** The funnel's form state: every control gives a string; the shared schema turns it into a submission. */
export type FunnelValues = {
  projectType: string;
  budget: string;
  heardFrom: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string;
  deadlineWeeks: string;
  timeline: string;
  message: string;
  website: string;
};

export const emptyValues: FunnelValues = {
  projectType: '',
  budget: '',
  heardFrom: '',
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  company: '',
  deadlineWeeks: '',
  timeline: '',
  message: '',
  website: '',
};

export type Step = 1 | 2 | 3 | 4;

/** The fields each step asks for. */
const stepFields: Record<Step, (keyof FunnelValues)[]> = {
  1: ['projectType'],
  2: ['budget'],
  3: ['heardFrom'],
  4: ['firstName', 'lastName', 'email', 'phone', 'company', 'deadlineWeeks', 'timeline', 'message'],
};
export const stepNames = ['projectType', 'budget', 'heardFrom', 'details'] as const;

export function fieldsOf(step: Step): (keyof FunnelValues)[] {
  return [...stepFields[step]];
}

/** Keeps only known string fields from what storage returned. */
export function restoreValues(stored: Record<string, unknown>): FunnelValues {
  const values = { ...emptyValues };
  for (const key of Object.keys(emptyValues) as (keyof FunnelValues)[]) {
    const value = stored[key];
    if (typeof value === 'string' && key !== 'website') values[key] = value.slice(0, 5000);
  }
  return values;
}

export function stepFromUrl(search: string): Step {
  const step = Number(new URLSearchParams(search).get('step'));
  return step === 2 || step === 3 || step === 4 ? step : 1;
}
