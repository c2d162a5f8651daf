import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { plainText } from './plain-text';

/** A one-line text: at most `rawMax` characters as typed (`tooLong` past them), then stripped of markup. */
export const plainTextField = <Code extends string>(required: Code, tooLong: Code, rawMax: number) =>
  z.string({ error: required }).max(rawMax, { error: tooLong }).transform(plainText);

/** The language a form was filled in: one of the site's, the default one when the body names none. */
export const localeField = z.enum(routing.locales, { error: 'invalid' }).default(routing.defaultLocale);

/** 254 characters at most (RFC 5321), and a ceiling on the raw value before any cleaning runs. */
export const emailLimits = { max: 254, raw: 1_000 } as const;

/** An email address: markup stripped, then required, within `emailLimits`, one plain address. */
export const emailAddress = plainTextField('emailRequired', 'emailInvalid', emailLimits.raw).pipe(
  z
    .string()
    .min(1, { error: 'emailRequired' })
    .max(emailLimits.max, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' })),
);

/** Field -> error code, the first problem of each field; a message that is none of `codes` counts as `invalid`. */
export function firstErrors<Code extends string>(error: z.ZodError, codes: readonly Code[]) {
  const result: Partial<Record<string, Code | 'invalid'>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    result[field] ??= (codes as readonly string[]).includes(issue.message) ? (issue.message as Code) : 'invalid';
  }
  return result;
}
