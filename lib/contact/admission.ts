import 'server-only';
import { createChallenge, randomInt, verifySolution, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { z } from 'zod';
import { claimOnce, rateLimit, windowFull } from '@/lib/rate-limit';
import { serverEnv, siteSecret } from '@/lib/server-env';

const HOUR_MS = 3_600_000;
/**
 * Proven leads an hour, as a multiple of LEADS_HOURLY_CAP.
 * @public named in docs/behaviour/constants.md
 */
export const PROVEN_CEILING_FACTOR = 5;
/**
 * PBKDF2-SHA-256 iterations per try: a proof costs a browser and a bot the same second or so of one core.
 * @public named in docs/behaviour/constants.md
 */
export const PROOF_COST = 5_000;
const PROOF_TRIES = { min: 100, max: 300 };
/** A challenge works this long: the funnel solves it at once. */
const PROOF_VALIDITY_MS = 10 * 60_000;

const unproven = () => ({ attempts: serverEnv.LEADS_HOURLY_CAP, windowMs: HOUR_MS });
const proven = () => ({ attempts: PROVEN_CEILING_FACTOR * serverEnv.LEADS_HOURLY_CAP, windowMs: HOUR_MS });

export type Admission = { admitted: true } | { admitted: false; challenge?: Challenge; retryAfterMs: number };

const proofShape = z.object({
  challenge: z.object({
    parameters: z.looseObject({ algorithm: z.literal('PBKDF2/SHA-256'), expiresAt: z.number() }),
    signature: z.string().max(200),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(200) }),
});

/** The proofs' keys, from the site's secret; none in production without NEWSLETTER_SECRET. */
function secrets() {
  const secret = siteSecret();
  return secret && { hmacSignatureSecret: `${secret}:proof`, hmacKeySignatureSecret: `${secret}:proof-key` };
}

async function newChallenge(): Promise<Challenge | undefined> {
  const keys = secrets();
  if (!keys) return undefined;
  return createChallenge({
    algorithm: 'PBKDF2/SHA-256',
    cost: PROOF_COST,
    counter: randomInt(PROOF_TRIES.max, PROOF_TRIES.min),
    deriveKey,
    expiresAt: new Date(Date.now() + PROOF_VALIDITY_MS),
    ...keys,
  });
}

/** A proof this site signed, solved, not expired, and never used before (one lead per proof). */
async function validProof(value: unknown): Promise<boolean> {
  const proof = proofShape.safeParse(value);
  const keys = secrets();
  if (!proof.success || !keys) return false;
  const { challenge, solution } = proof.data;
  const { verified } = await verifySolution({
    challenge: challenge as unknown as Challenge,
    solution,
    deriveKey,
    ...keys,
  });
  return verified && (await claimOnce('used-proofs', challenge.signature, PROOF_VALIDITY_MS));
}

let ceilingToldAt = 0;

/**
 * Whether a new lead may be kept (docs/architecture.md#flood): an unproven one while the hour has room, a proven one
 * within its own ceiling; otherwise a challenge to solve, or the wait until the hour has room. The owner is told once
 * an hour at most, in the log.
 */
export async function admitNewLead(proof: unknown): Promise<Admission> {
  if (proof !== undefined && (await validProof(proof))) {
    const decision = await rateLimit('proven-leads', 'all', proven());
    return decision.allowed ? { admitted: true } : { admitted: false, retryAfterMs: decision.retryAfterMs };
  }
  const decision = await rateLimit('new-leads', 'all', unproven());
  if (decision.allowed) return { admitted: true };
  if (Date.now() - ceilingToldAt > HOUR_MS && (await claimOnce('new-leads-ceiling-told', 'all', HOUR_MS))) {
    ceilingToldAt = Date.now();
    console.warn(
      `[leads] ${serverEnv.LEADS_HOURLY_CAP} new contact requests in the last hour (LEADS_HOURLY_CAP): the next ones must come with a proof of work, which browsers solve by themselves (docs/architecture.md#flood)`,
    );
  }
  return { admitted: false, challenge: await newChallenge(), retryAfterMs: decision.retryAfterMs };
}

/** What /api/health's details say of the ceilings. */
export async function leadCeilings() {
  return {
    hourlyCap: serverEnv.LEADS_HOURLY_CAP,
    hourlyCapReached: await windowFull('new-leads', 'all', unproven()),
    provenHourlyCap: proven().attempts,
    provenHourlyCapReached: await windowFull('proven-leads', 'all', proven()),
  };
}
