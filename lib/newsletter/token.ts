import { createCipheriv, createDecipheriv, createHash, createHmac, hkdfSync } from 'node:crypto';
import { isLocale, type Locale } from '@/i18n/routing';

/**
 * The newsletter's confirmation link carries the address itself, sealed (AES-256-GCM): nothing is stored
 * before the visitor confirms, nobody can forge a link or read the address in a URL log, and the link
 * expires. The nonce is derived from the content (a synthetic IV), so the same request within the same
 * hour gives the same link, and the same email with the same idempotency key.
 */

/** How long a confirmation link works. */
export const LINK_VALIDITY_HOURS = 48;
const HOUR_MS = 3_600_000;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/**
 * Sealed addresses are at most 254 characters: anything longer is not one of our tokens (checked before decoding).
 * @public named in docs/behaviour/constants.md
 */
export const MAX_TOKEN_LENGTH = 512;

export type Subscription = { email: string; locale: Locale };
/** `link` names the token's bytes: the same link, however it reached us. */
export type TokenReading = ({ ok: true; link: string } & Subscription) | { ok: false; reason: 'invalid' | 'expired' };

/** A short name of a token's bytes, for keys (the used links, the email's idempotency key), not the token itself. */
const linkName = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex').slice(0, 48);

/** The name of a link this server sealed (`createConfirmationToken`), as `readConfirmationToken` gives it. */
export const confirmationLinkName = (token: string) => linkName(Buffer.from(token, 'base64url'));

function keys(secret: string) {
  const derive = (purpose: string) => Buffer.from(hkdfSync('sha256', secret, '', `newsletter-${purpose}`, 32));
  return { seal: derive('seal'), nonce: derive('nonce') };
}

export function createConfirmationToken({ email, locale }: Subscription, secret: string, now = Date.now()): string {
  // Rounded up to the hour, so repeated requests within an hour seal the very same content.
  const expiresAt = Math.ceil((now + LINK_VALIDITY_HOURS * HOUR_MS) / HOUR_MS) * HOUR_MS;
  const plain = Buffer.from(JSON.stringify([email, locale, expiresAt]));
  const { seal, nonce } = keys(secret);
  const iv = createHmac('sha256', nonce).update(plain).digest().subarray(0, IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', seal, iv);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString('base64url');
}

/**
 * Opens a token. Only the spelling this server writes is read: base64url decoding ignores the bits past the last
 * byte, so a character appended or a last character changed in those bits would name the same bytes under another
 * text (docs/architecture.md#newsletter-api).
 */
export function readConfirmationToken(token: string, secret: string, now = Date.now()): TokenReading {
  if (token.length > MAX_TOKEN_LENGTH || !/^[A-Za-z0-9_-]+$/.test(token)) return { ok: false, reason: 'invalid' };
  const bytes = Buffer.from(token, 'base64url');
  if (bytes.length <= IV_BYTES + TAG_BYTES || bytes.toString('base64url') !== token)
    return { ok: false, reason: 'invalid' };
  let content: unknown;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keys(secret).seal, bytes.subarray(0, IV_BYTES));
    decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
    const plain = Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]);
    content = JSON.parse(plain.toString('utf8'));
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (!Array.isArray(content) || content.length !== 3) return { ok: false, reason: 'invalid' };
  const [email, locale, expiresAt] = content as unknown[];
  if (typeof email !== 'string' || typeof locale !== 'string' || !isLocale(locale) || typeof expiresAt !== 'number')
    return { ok: false, reason: 'invalid' };
  if (now >= expiresAt) return { ok: false, reason: 'expired' };
  return { ok: true, email, locale, link: linkName(bytes) };
}
