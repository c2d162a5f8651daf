import type { z } from 'zod';

/** Field -> error code, the first problem of each field; a message that is none of `codes` counts as `invalid`. */
export function firstErrors<Code extends string>(
  error: z.ZodError,
  codes: readonly Code[],
): Partial<Record<string, Code | 'invalid'>> {
  const result: Partial<Record<string, Code | 'invalid'>> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    if (result[field]) continue;
    result[field] = (codes as readonly string[]).includes(issue.message) ? (issue.message as Code) : 'invalid';
  }
  return result;
}
