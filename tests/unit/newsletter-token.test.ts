/** @jest-environment node */
import {
  confirmationLinkName,
  createConfirmationToken,
  LINK_VALIDITY_HOURS,
  readConfirmationToken,
} from '@/lib/newsletter/token';

const secret = 'a-newsletter-secret-of-at-least-32-characters';
const now = Date.UTC(2026, 10, 24, 10, 15);
const hour = 3_600_000;
const subscription = { email: 'jeanne@example.fr', locale: 'fr' } as const;

describe('newsletter confirmation tokens', () => {
  it('give back the address and the language they sealed', () => {
    const token = createConfirmationToken(subscription, secret, now);
    expect(readConfirmationToken(token, secret, now)).toEqual({
      ok: true,
      ...subscription,
      link: confirmationLinkName(token),
    });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('have one spelling: a character appended, or a last character that decodes to the same bytes, is invalid', () => {
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    // Three lengths of address, so the tokens end on each boundary base64 can end on.
    const tokens = ['jo@example.fr', 'joe@example.fr', 'joey@example.fr'].map((email) =>
      createConfirmationToken({ ...subscription, email }, secret, now),
    );
    expect(new Set(tokens.map((token) => token.length % 4)).size).toBe(3);
    const variants = tokens.flatMap((token) =>
      [
        ...[...alphabet].map((extra) => token + extra),
        ...[...alphabet].map((last) => token.slice(0, -1) + last),
      ].filter(
        (variant) => variant !== token && Buffer.from(variant, 'base64url').equals(Buffer.from(token, 'base64url')),
      ),
    );
    // A token whose length is a multiple of four takes any character appended; the others, some last characters.
    expect(variants.length).toBeGreaterThan(alphabet.length);
    for (const variant of variants)
      expect([variant, readConfirmationToken(variant, secret, now)]).toEqual([
        variant,
        { ok: false, reason: 'invalid' },
      ]);
    for (const token of tokens) expect(readConfirmationToken(token, secret, now).ok).toBe(true);
  });

  it('name a link by its bytes, the same whatever reads it, and another for another link', () => {
    const token = createConfirmationToken(subscription, secret, now);
    const reading = readConfirmationToken(token, secret, now);
    expect(reading.ok && reading.link).toMatch(/^[0-9a-f]{48}$/);
    expect(confirmationLinkName(createConfirmationToken({ ...subscription, locale: 'en' }, secret, now))).not.toBe(
      confirmationLinkName(token),
    );
  });

  it('never show the address in the link', () => {
    const token = createConfirmationToken(subscription, secret, now);
    expect(token).not.toContain('jeanne');
    expect(Buffer.from(token, 'base64url').toString('latin1')).not.toContain('jeanne');
  });

  it(`work for ${LINK_VALIDITY_HOURS} hours, then say they expired`, () => {
    const token = createConfirmationToken(subscription, secret, now);
    expect(readConfirmationToken(token, secret, now + (LINK_VALIDITY_HOURS - 1) * hour).ok).toBe(true);
    expect(readConfirmationToken(token, secret, now + (LINK_VALIDITY_HOURS + 1) * hour)).toEqual({
      ok: false,
      reason: 'expired',
    });
  });

  it('are the same for the same request within the hour, so the email is sent once', () => {
    const first = createConfirmationToken(subscription, secret, now);
    expect(createConfirmationToken(subscription, secret, now + 20 * 60_000)).toBe(first);
    expect(createConfirmationToken({ ...subscription, locale: 'en' }, secret, now)).not.toBe(first);
    expect(createConfirmationToken({ ...subscription, email: 'paul@example.fr' }, secret, now)).not.toBe(first);
  });

  it('cannot be forged, altered or read with another secret', () => {
    const token = createConfirmationToken(subscription, secret, now);
    const bytes = Buffer.from(token, 'base64url');
    for (const index of [0, 14, bytes.length - 1]) {
      const altered = Buffer.from(bytes);
      altered[index] ^= 1;
      expect(readConfirmationToken(altered.toString('base64url'), secret, now)).toEqual({
        ok: false,
        reason: 'invalid',
      });
    }
    expect(readConfirmationToken(token, 'another-secret-of-at-least-32-characters', now).ok).toBe(false);
  });

  it('refuse garbage, short and oversized input before decoding it', () => {
    for (const input of ['', 'abc', 'not a token!', `${'A'.repeat(600)}`, '../../etc/passwd'])
      expect(readConfirmationToken(input, secret, now)).toEqual({ ok: false, reason: 'invalid' });
  });
});
