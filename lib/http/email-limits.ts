/**
 * 254 characters at most (RFC 5321), and a ceiling on the raw value before any cleaning runs. Apart from the
 * address rule (email-address.ts) so that the contact form's field table can name them without loading zod.
 */
export const emailLimits = { max: 254, rawMax: 1_000 } as const;
