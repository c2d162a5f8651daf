import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { plainText } from './plain-text';

/** A one-line text: at most `rawMax` characters as typed (`tooLong` past them), then stripped of markup. */
export const plainTextField = <Code extends string>(required: Code, tooLong: Code, rawMax: number) =>
  z.string({ error: required }).max(rawMax, { error: tooLong }).transform(plainText);

/** The language a form was filled in: one of the site's, the default one when the body names none. */
export const localeField = z.enum(routing.locales, { error: 'invalid' }).default(routing.defaultLocale);

/** An email address: markup stripped, then required, at most 254 characters (RFC 5321), one plain address. */
export const emailAddress = plainTextField('emailRequired', 'emailInvalid', 1_000).pipe(
  z
    .string()
    .min(1, { error: 'emailRequired' })
    .max(254, { error: 'emailInvalid' })
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
