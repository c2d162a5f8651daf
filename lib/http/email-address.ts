import { z } from 'zod';
import { firstErrors } from './field-errors';
import { emailLimits } from './email-limits';
import { plainTextField } from './form-fields';

/** What an address field can be wrong with; the words are in messages (ContactErrors). */
const emailErrorCodes = ['emailRequired', 'emailInvalid'] as const;
type EmailErrorCode = (typeof emailErrorCodes)[number];

/** An email address: markup stripped, then required, at most 254 characters, one plain address. */
export const emailAddress = plainTextField('emailRequired', 'emailInvalid', emailLimits.rawMax).pipe(
  z
    .string()
    .min(1, { error: 'emailRequired' })
    .max(emailLimits.max, { error: 'emailInvalid' })
    .pipe(z.email({ error: 'emailInvalid' })),
);

/** The first problem of the `email` field, if it has one. */
export function emailError(error: z.ZodError): EmailErrorCode | 'invalid' | undefined {
  return firstErrors(error, emailErrorCodes).email;
}
