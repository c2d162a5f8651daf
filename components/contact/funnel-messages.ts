import type { FunnelTexts } from '@/lib/contact/texts';
import { waitMinutes } from '@/lib/http/rate-rules';
import type { SubmitOutcome } from '@/lib/contact/submit';

type Texts = Pick<FunnelTexts, 'errors' | 'rateLimited'>;

/** A field's message in words: the schema gives error codes, the server's answers are already words. */
export function errorText(texts: Texts, message: string | undefined): string | undefined {
  return message !== undefined && Object.hasOwn(texts.errors, message)
    ? texts.errors[message as keyof Texts['errors']]
    : message;
}

/** One sentence for the live region when answers are missing or wrong; each field shows its own message too. */
export function invalidAlert(texts: Texts, problems: (string | undefined)[]): string {
  const missing = problems.some((message) => message?.endsWith('Required'));
  return missing ? texts.errors.requiredFields : (errorText(texts, problems[0]) ?? texts.errors.requiredFields);
}

/** What the visitor reads when a send did not go through. */
export function failureAlert(texts: Texts, outcome: Exclude<SubmitOutcome, { kind: 'sent' | 'received' }>): string {
  if (outcome.kind === 'invalid') return texts.errors.requiredFields;
  if (outcome.kind === 'failed') return texts.errors.sendFailed;
  // The window is 15 minutes: one text per minute, the last one for anything longer.
  const minutes = Math.min(waitMinutes(outcome.retryAfterMs), texts.rateLimited.length);
  return texts.rateLimited[minutes - 1];
}
