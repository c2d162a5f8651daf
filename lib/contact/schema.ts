import { z } from 'zod';
import { emailAddress, firstErrors, localeField, plainTextField } from '@/lib/http/form-fields';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import { budgets, budgetsFor, heardFromOptions, methods, projectTypes, timelines, timelinesFor } from './choices';
import type { ProjectType } from './choices';
import { messageText } from './message-text';
import { messageHtml } from './sanitize';
import { companyRequiredFor, limits, steps, type ContactFormValues, type Step } from './steps';

// The CSP has no 'unsafe-eval': zod would probe `new Function` for its JIT and the browser would report a violation.
z.config({ jitless: true });

/**
 * Every way a field can be wrong; the words, in each language, are in messages (ContactErrors), so the browser and
 * the server share one schema.
 */
export const errorCodes = [
  'projectTypeRequired',
  'budgetRequired',
  'heardFromRequired',
  'firstNameRequired',
  'firstNameLength',
  'lastNameRequired',
  'lastNameLength',
  'emailRequired',
  'emailInvalid',
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

/** Left blank, an optional field is no answer; given, it follows its rule. */
const optional = <Rule extends z.ZodType>(rule: Rule) =>
  z.preprocess((value) => (typeof value === 'string' && value.trim() === '' ? undefined : value), rule.optional());

/** A name: markup stripped, then 2 to 100 characters, at least one kept once cleaned. */
const name = (required: ErrorCode, invalid: ErrorCode) =>
  plainTextField(required, invalid, limits.name.raw).pipe(
    z
      .string()
      .min(1, { error: required })
      .min(limits.name.min, { error: invalid })
      .max(limits.name.max, { error: invalid }),
  );

/** Phone: disallowed characters removed, then 7 to 20 digits, spaces, plus, dashes or parentheses. */
const phone = z
  .string({ error: 'phoneInvalid' })
  .max(limits.phone.raw, { error: 'phoneInvalid' })
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

/** A whole number of weeks, as a number or the text of one. */
const deadlineWeeks = z.preprocess(
  (value) => {
    if (typeof value !== 'string') return value ?? undefined;
    if (value.length > limits.deadlineWeeks.raw) return Number.NaN;
    return value.trim() === '' ? undefined : Number(value.trim());
  },
  z
    .number({ error: (issue) => (issue.input === undefined ? 'deadlineRequired' : 'deadlineRange') })
    .int({ error: 'deadlineRange' })
    .min(limits.deadlineWeeks.min, { error: 'deadlineRange' })
    .max(limits.deadlineWeeks.max, { error: 'deadlineRange' }),
);

/** The message: sanitised, then measured by the text a reader sees. */
const message = z
  .string({ error: 'messageRequired' })
  .max(limits.message.raw, { error: 'messageLength' })
  .transform(messageHtml)
  .superRefine((html, ctx) => {
    const { length } = messageText(html);
    if (length === 0) ctx.addIssue({ code: 'custom', message: 'messageRequired' });
    else if (length < limits.message.min || length > limits.message.max)
      ctx.addIssue({ code: 'custom', message: 'messageLength' });
  });

/** The checks that depend on the project type: a budget and a duration that fit it, a company it requires. */
function checkAgainstProjectType(data: Record<string, unknown>, ctx: z.RefinementCtx) {
  const type = data.projectType as ProjectType;
  if (!projectTypes.includes(type)) return;
  if (typeof data.budget === 'string' && !budgetsFor(type).includes(data.budget as never))
    ctx.addIssue({ code: 'custom', path: ['budget'], message: 'budgetRequired' });
  if (typeof data.timeline === 'string' && !timelinesFor(type).includes(data.timeline as never))
    ctx.addIssue({ code: 'custom', path: ['timeline'], message: 'timelineInvalid' });
  if (companyRequiredFor.includes(type) && !data.company)
    ctx.addIssue({ code: 'custom', path: ['company'], message: 'companyRequired' });
}

/** The one contact schema (docs/behaviour/contact.md#validation): the funnel validates with it, and so does `POST /api/contact`. */
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
      plainTextField('companyLength', 'companyLength', limits.company.raw).pipe(
        z.string().max(limits.company.max, { error: 'companyLength' }),
      ),
    ),
    deadlineWeeks,
    timeline: optional(z.enum(timelines, { error: 'timelineInvalid' })),
    message,
    locale: localeField,
    method: z.enum(methods, { error: 'invalid' }).default('email'),
    /** The browser's id for one filled form, so a retry is recognised as the same message. */
    submissionId: optional(z.string().regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'invalid' })),
    // People never see it: a bot's answer is turned away after the schema (lib/http/request-guards.ts).
    [HONEYPOT_FIELD]: z.string().max(200).optional(),
  })
  .superRefine(checkAgainstProjectType, {
    // Run even when other fields are wrong, so every message shows at once; skip input that is no object at all.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  });

export type ContactInput = z.input<typeof contactSchema>;
export type ContactSubmission = z.output<typeof contactSchema>;

/** Field -> error code, the first problem of each field. */
export const fieldErrors = (error: z.ZodError) => firstErrors(error, errorCodes);

/**
 * The first step with a missing or wrong answer: the furthest a visitor (or a URL) may go.
 * @public read through the lazily loaded module (lib/contact/lazy-schema.ts)
 */
export function reachableStep(values: ContactFormValues): Step {
  const result = contactSchema.safeParse(values);
  if (result.success) return 4;
  const problems = fieldErrors(result.error);
  for (const step of [1, 2, 3] as const) if (steps[step - 1].fields.some((field) => problems[field])) return step;
  return 4;
}
export type { ContactFormValues } from './steps';
