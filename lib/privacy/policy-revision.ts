/**
 * The privacy policy's revision: the day its words last changed, which the policy shows as "Last updated", and a
 * fingerprint of those words (both languages and the durations it states). tests/unit/policy-revision.test.ts
 * fails when the words change and the fingerprint does not: a new text gets a new date, a rebuild does not
 * (docs/behaviour/privacy-and-consent.md#privacy-policy).
 */
export const policyRevision = { updated: '2026-11-28', fingerprint: '25b74abda20de1a7' };
