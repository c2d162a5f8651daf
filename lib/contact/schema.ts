import { z } from 'zod';
import {
  budgetsFor,
  companyRequired,
  heardFromOptions,
  methods,
  projectTypes,
  budgets,
  timelines,
  timelinesFor,
} from './choices';
import { emailAddress, emailErrorCodes, emailLimits } from '@/lib/http/email-address';
import { firstErrors } from '@/lib/http/field-errors';
import { localeField, plainTextField } from '@/lib/http/form-fields';
import { messageText } from './message-text';
import { messageHtml } from './sanitize';

// The CSP has no 'unsafe-eval': zod would probe `new Function` for its JIT and the browser would report a violation.
z.config({ jitless: true });

/**
 * Every way a field can be wrong. The schema reports these codes; the words, in each language,
 * are in messages (ContactErrors), so the browser and the server share one schema.
 */
export const errorCodes = [
  'projectTypeRequired',
  'budgetRequired',
  'heardFromRequired',
  'firstNameRequired',
  'firstNameLength',
  'lastNameRequired',
  'lastNameLength',
  ...emailErrorCodes,
  'phoneInvalid',
  'companyRequired',
  'companyLength',
  'deadlineRequired',
  'deadlineRange',
  'timelineInvalid',
  'messageRequired',
  'messageLength',
  'invalid',
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const limits = {
  name: { min: 2, max: 100 },
  company: { max: 100 },
  email: { max: emailLimits.max },
  phone: { min: 7, max: 20 },
  message: { min: 10, max: 2000 },
  deadlineWeeks: { min: 1, max: 104 },
} as const;

/**
 * Raw lengths, checked before any cleaning runs (docs/behaviour/contact.md#raw-limits): room for markup and entities
 * around each visible limit, and a ceiling on the work a hostile value can cause (tests/unit/contact-hostile-input.test.ts).
 */
export const rawLimits = {
  name: 400,
  company: 400,
  email: emailLimits.rawMax,
  phone: 100,
  message: 8_000,
  deadlineWeeks: 20,
  submissionId: 64,
  honeypot: 200,
} as const;

/** Required one-line text: markup stripped, then 2 to 100 characters. */
const name = (required: ErrorCode, length: ErrorCode) =>
  plainTextField(required, length, rawLimits.name).pipe(
    z
      .string()
      .min(1, { error: required })
      .min(limits.name.min, { error: length })
      .max(limits.name.max, { error: length }),
  );

/** Optional text: blank becomes undefined. */
const optional = <T extends z.ZodType>(schema: T) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), schema.optional());

/**
 * Phone: disallowed characters removed, then 7 to 20 digits, spaces, plus, dashes or parentheses
 * (docs/behaviour/contact.md#validation).
 */
const phone = z
  .string({ error: 'phoneInvalid' })
  .max(rawLimits.phone, { error: 'phoneInvalid' })
  .transform((value) =>
    value
      .replace(/[^\d\s+()-]/g, '')
      .replace(/\s+/g, ' ')
      .trim(),
  )
  .pipe(
    z
      .string()
      .min(limits.phone.min, { error: 'phoneInvalid' })
      .max(limits.phone.max, { error: 'phoneInvalid' })
      .refine((value) => (value.match(/\d/g)?.length ?? 0) >= limits.phone.min, { error: 'phoneInvalid' }),
  );

const deadlineWeeks = z.preprocess(
  (value) => {
    if (value === undefined || value === null) return undefined;
    if (typeof value === 'string') {
      if (value.length > rawLimits.deadlineWeeks) return Number.NaN;
      return value.trim() === '' ? undefined : Number(value.trim());
    }
    return value;
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? 'deadlineRequired' : 'deadlineRange') })
    .int({ error: 'deadlineRange' })
    .min(limits.deadlineWeeks.min, { error: 'deadlineRange' })
    .max(limits.deadlineWeeks.max, { error: 'deadlineRange' }),
);

const message = z
  .string({ error: 'messageRequired' })
  .max(rawLimits.message, { error: 'messageLength' })
  .transform(messageHtml)
  .superRefine((html, ctx) => {
    const length = messageText(html).length;
    if (length === 0) ctx.addIssue({ code: 'custom', message: 'messageRequired' });
    else if (length < limits.message.min || length > limits.message.max) {
      ctx.addIssue({ code: 'custom', message: 'messageLength' });
    }
  });

/** The one contact schema: the funnel validates with it and so does `POST /api/contact`. */
export const contactSchema = z
  .object({
    projectType: z.enum(projectTypes, { error: 'projectTypeRequired' }),
    budget: z.enum(budgets, { error: 'budgetRequired' }),
    heardFrom: z.enum(heardFromOptions, { error: 'heardFromRequired' }),
    firstName: name('firstNameRequired', 'firstNameLength'),
    lastName: name('lastNameRequired', 'lastNameLength'),
    email: emailAddress,
    phone: optional(phone),
    company: optional(
      plainTextField<ErrorCode>('companyLength', 'companyLength', rawLimits.company).pipe(
        z.string().max(limits.company.max, { error: 'companyLength' }),
      ),
    ),
    deadlineWeeks,
    timeline: optional(z.enum(timelines, { error: 'timelineInvalid' })),
    message,
    method: z.enum(methods, { error: 'invalid' }).default('email'),
    locale: localeField,
    /** Set once per filled form by the browser, so a retry is recognised as the same message. */
    submissionId: optional(
      z
        .string()
        .max(rawLimits.submissionId, { error: 'invalid' })
        .regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'invalid' }),
    ),
    /** Honeypot: people never see it, so it stays empty. */
    website: z.string().max(rawLimits.honeypot).optional(),
  })
  .superRefine(
    (data, ctx) => {
      const type = data.projectType;
      if (!projectTypes.includes(type)) return;
      if (data.budget && !budgetsFor(type).includes(data.budget)) {
        ctx.addIssue({ code: 'custom', path: ['budget'], message: 'budgetRequired' });
      }
      if (data.timeline && !timelinesFor(type).includes(data.timeline)) {
        ctx.addIssue({ code: 'custom', path: ['timeline'], message: 'timelineInvalid' });
      }
      if (companyRequired(type) && !data.company) {
        ctx.addIssue({ code: 'custom', path: ['company'], message: 'companyRequired' });
      }
    },
    // Run even when other fields are wrong, so every message shows at once; skip input that is no object at all.
    { when: (payload) => typeof payload.value === 'object' && payload.value !== null },
  );

/** What the schema accepts, before it checks and cleans it. */
export type ContactInput = z.input<typeof contactSchema>;
/** A checked, cleaned submission. */
export type ContactSubmission = z.output<typeof contactSchema>;
/** What the funnel's form holds: every field the visitor fills in, as the string its control gives. */
export type ContactFormValues = Record<Exclude<keyof ContactInput, 'method' | 'locale' | 'submissionId'>, string>;

/** Field -> error code, the first problem of each field. */
export function fieldErrors(error: z.ZodError): Partial<Record<string, ErrorCode>> {
  return firstErrors(error, errorCodes);
}
