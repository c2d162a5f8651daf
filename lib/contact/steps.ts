import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import type { ProjectType } from './choices';

/** The funnel's four steps (docs/behaviour/contact.md#funnel-steps) and the fields each asks, the hidden one included. */
export const steps = [
  { name: 'projectType', fields: ['projectType'] },
  { name: 'budget', fields: ['budget'] },
  { name: 'heardFrom', fields: ['heardFrom'] },
  {
    name: 'details',
    fields: [
      'firstName',
      'lastName',
      'email',
      'phone',
      'company',
      'deadlineWeeks',
      'timeline',
      'message',
      HONEYPOT_FIELD,
    ],
  },
] as const;
export type Step = 1 | 2 | 3 | 4;
export type StepName = (typeof steps)[number]['name'];
type FormField = (typeof steps)[number]['fields'][number];
/** What the funnel's form holds: every field a step asks, as the string its control gives. */
export type ContactFormValues = Record<FormField, string>;

/** Visible limits of the cleaned values, and caps on the raw ones before any cleaning runs. */
export const limits = {
  name: { min: 2, max: 100, raw: 400 },
  company: { max: 100, raw: 400 },
  phone: { min: 7, max: 20, raw: 100 },
  deadlineWeeks: { min: 1, max: 104, raw: 20 },
  message: { min: 10, max: 2000, raw: 8_000 },
} as const;

/** The project types whose quote is made out to a company: the company is required for them. */
export const companyRequiredFor: readonly ProjectType[] = ['mobile-app', 'seo-marketing'];
