import { z } from 'zod';
import { emailAddress } from '@/lib/http/email-address';
import { firstErrors } from '@/lib/http/field-errors';
import { plainTextField } from '@/lib/http/form-fields';
import { projectTypes, type ProjectType } from './choices';
import {
  choicesOf,
  fieldRows,
  isRequired,
  type ContactSubmission,
  type ErrorCode,
  type FieldName,
  type FieldRow,
} from './fields';
import { messageText } from './message-text';
import { messageHtml } from './sanitize';

// The CSP has no 'unsafe-eval': zod would probe `new Function` for its JIT and the browser would report a violation.
z.config({ jitless: true });

/**
 * Every way a field can be wrong: the codes of the field table (lib/contact/fields.ts). The words, in each
 * language, are in messages (ContactErrors), so the browser and the server share one schema.
 */
export const errorCodes = [
  ...new Set(fieldRows.flatMap(([, row]) => [row.errors.required, row.errors.invalid])),
  'invalid',
].filter((code): code is ErrorCode => code !== undefined);

type Limits = Extract<FieldRow, { limits: unknown }>['limits'];
type Codes = { required: ErrorCode; invalid: ErrorCode };

/** Blank becomes undefined. */
const blankToUndefined = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? undefined : value);

/**
 * A one-line text: markup stripped, then within its limits; a required one must keep a character once cleaned
 * (an optional one cleaned to nothing is an empty answer).
 */
const oneLine = ({ required, invalid }: Codes, limits: Limits, mustKeepText: boolean) =>
  plainTextField(required, invalid, limits.raw).pipe(
    (mustKeepText ? z.string().min(1, { error: required }) : z.string())
      .min(limits.min ?? 0, { error: invalid })
      .max(limits.max ?? limits.raw, { error: invalid }),
  );

/**
 * Phone: disallowed characters removed, then 7 to 20 digits, spaces, plus, dashes or parentheses
 * (docs/behaviour/contact.md#validation).
 */
const phone = ({ invalid }: Codes, limits: Limits) =>
  z
    .string({ error: invalid })
    .max(limits.raw, { error: invalid })
    .transform((value) =>
      value
        .replace(/[^\d\s+()-]/g, '')
        .replace(/\s+/g, ' ')
        .trim(),
    )
    .pipe(
      z
        .string()
        .min(limits.min ?? 0, { error: invalid })
        .max(limits.max ?? limits.raw, { error: invalid })
        .refine((value) => (value.match(/\d/g)?.length ?? 0) >= (limits.min ?? 0), { error: invalid }),
    );

/** A whole number of weeks, as a number or the text of one. */
const weeks = ({ required, invalid }: Codes, limits: Limits) =>
  z.preprocess(
    (value) => {
      if (value === undefined || value === null) return undefined;
      if (typeof value === 'string') {
        if (value.length > limits.raw) return Number.NaN;
        return value.trim() === '' ? undefined : Number(value.trim());
      }
      return value;
    },
    z
      .number({ error: (issue) => (issue.input === undefined ? required : invalid) })
      .int({ error: invalid })
      .min(limits.min ?? 0, { error: invalid })
      .max(limits.max ?? Number.MAX_SAFE_INTEGER, { error: invalid }),
  );

/** The message: sanitised, then measured by the text a reader sees. */
const message = ({ required, invalid }: Codes, limits: Limits) =>
  z
    .string({ error: required })
    .max(limits.raw, { error: invalid })
    .transform(messageHtml)
    .superRefine((html, ctx) => {
      const length = messageText(html).length;
      if (length === 0) ctx.addIssue({ code: 'custom', message: required });
      else if (length < (limits.min ?? 0) || length > (limits.max ?? limits.raw)) {
        ctx.addIssue({ code: 'custom', message: invalid });
      }
    });

/** The browser's id for one filled form, so a retry is recognised as the same message. */
const id = ({ invalid }: Codes, limits: Limits) =>
  z
    .string()
    .max(limits.raw, { error: invalid })
    .regex(new RegExp(`^[A-Za-z0-9-]{${limits.min ?? 1},${limits.max ?? limits.raw}}$`), { error: invalid });

/** A field's own rule; one that is not always required accepts it left blank (`fieldSchema`). */
function rule(row: FieldRow, codes: Codes): z.ZodType {
  switch (row.kind) {
    case 'choice': {
      const choice = z.enum(row.choices as [string, ...string[]], { error: codes.required });
      return row.default === undefined ? choice : choice.default(row.default);
    }
    case 'name':
    case 'text':
      return oneLine(codes, row.limits, row.requirement === 'always');
    case 'email':
      return emailAddress;
    case 'phone':
      return phone(codes, row.limits);
    case 'weeks':
      return weeks(codes, row.limits);
    case 'message':
      return message(codes, row.limits);
    case 'id':
      return id(codes, row.limits);
    case 'honeypot':
      // People never see it: a bot's answer is turned away before the schema (lib/http/request-guards.ts).
      return z.string().max(row.limits.raw);
  }
}

function fieldSchema(row: FieldRow): z.ZodType {
  const codes = { required: row.errors.required ?? row.errors.invalid, invalid: row.errors.invalid };
  if (row.requirement === 'always') return rule(row, codes);
  if (row.kind === 'honeypot') return rule(row, codes).optional();
  // Left blank, an optional field is no answer; given, it follows its rule and reports its `invalid` code.
  return z.preprocess(blankToUndefined, rule(row, { required: codes.invalid, invalid: codes.invalid }).optional());
}

/** The checks that depend on the project type: a choice that fits it, a field it requires. */
function checkAgainstProjectType(data: Record<string, unknown>, ctx: z.RefinementCtx) {
  const type = data.projectType as ProjectType;
  if (!projectTypes.includes(type)) return;
  for (const [name, row] of fieldRows) {
    const value = data[name];
    if (
      row.kind === 'choice' &&
      row.choicesFor &&
      typeof value === 'string' &&
      value &&
      !choicesOf(row, type).includes(value)
    ) {
      ctx.addIssue({ code: 'custom', path: [name], message: row.errors.invalid });
    }
    const missing = value === undefined || value === '';
    if (typeof row.requirement === 'object' && missing && isRequired(row, type, data.method as never)) {
      ctx.addIssue({ code: 'custom', path: [name], message: row.errors.required ?? row.errors.invalid });
    }
  }
}

/** The one contact schema, built from the field table: the funnel validates with it and so does `POST /api/contact`. */
export const contactSchema = z
  .object(Object.fromEntries(fieldRows.map(([name, row]) => [name, fieldSchema(row)])))
  .superRefine(checkAgainstProjectType, {
    // Run even when other fields are wrong, so every message shows at once; skip input that is no object at all.
    when: (payload) => typeof payload.value === 'object' && payload.value !== null,
  }) as unknown as z.ZodType<ContactSubmission, ContactInput>;

/** What the schema accepts, before it checks and cleans it. */
export type ContactInput = { [Name in FieldName]?: unknown };
export type { ContactFormValues, ContactSubmission } from './fields';

/** Field -> error code, the first problem of each field. */
export function fieldErrors(error: z.ZodError): Partial<Record<string, ErrorCode>> {
  return firstErrors(error, errorCodes);
}
