/** @jest-environment node */
import fc from 'fast-check';
import { plainText } from '@/lib/http/plain-text';
import { contactSchema } from '@/lib/contact/schema';
import { bodyFields, hostileBodies, hostileUnits, rawCaps, repeatTo, validContact } from '../fixtures/hostile-contact';

const raw = (field: keyof typeof rawCaps) => rawCaps[field];

// How long each takes is the bench's to say (`npm run bench:input`, docs/measurements.md#hostile-input): these
// tests hold what must be true of any answer, on any machine.

const allowedMarkup = /<\/?(b|i|em|strong|p)>|<br \/>/g;

/** What must hold of any accepted submission, whatever was sent. */
function expectClean(data: Record<string, unknown>) {
  for (const field of ['firstName', 'lastName', 'email', 'company'] as const) {
    const value = String(data[field] ?? '');
    expect(value).not.toMatch(/<[a-z/!?]/i);
    expect(value).not.toMatch(/[\r\n]/);
  }
  expect(String(data.message).replace(allowedMarkup, '')).not.toContain('<');
}

describe('hostile contact input', () => {
  it.each(hostileBodies().map(({ label, body }) => [label, body]))(
    '%s: answered without an exception, and clean if accepted',
    (_, body) => {
      const result = contactSchema.safeParse(JSON.parse(body));
      if (result.success) expectClean(result.data);
    },
  );

  it('refuses a field longer than its raw cap before cleaning it, with the field’s own message', () => {
    const tooLong = (field: string, length: number) =>
      contactSchema.safeParse({ ...validContact, [field]: repeatTo('<b>', length) }).error?.issues[0]?.message;
    expect(tooLong('firstName', raw('firstName') + 1)).toBe('firstNameLength');
    expect(tooLong('company', raw('company') + 1)).toBe('companyLength');
    expect(tooLong('email', raw('email') + 1)).toBe('emailInvalid');
    expect(tooLong('phone', raw('phone') + 1)).toBe('phoneInvalid');
    expect(tooLong('message', raw('message') + 1)).toBe('messageLength');
    expect(tooLong('deadlineWeeks', raw('deadlineWeeks') + 1)).toBe('deadlineRange');
  });

  it('keeps every field clean on adversarial strings drawn at random', () => {
    const hostileText = fc.oneof(
      fc.array(fc.constantFrom(...Object.values(hostileUnits), 'a', 'é', ' ', '>', '"', '&', ';'), { maxLength: 400 }),
      fc
        .tuple(fc.constantFrom(...Object.values(hostileUnits)), fc.integer({ min: 1, max: 12_000 }))
        .map(([unit, length]) => [repeatTo(unit, length)]),
    );
    fc.assert(
      fc.property(fc.constantFrom(...bodyFields), hostileText, (field, parts) => {
        const result = contactSchema.safeParse({ ...validContact, [field]: parts.join('') });
        if (result.success) expectClean(result.data);
      }),
      { numRuns: 300 },
    );
  });

  it('drops a run of tag openers in one pass, and the result is stable', () => {
    for (const run of [`${'<'.repeat(raw('firstName') - 1)}a`, `${'&lt;'.repeat(raw('firstName') / 4 - 1)}a`]) {
      expect(plainText(run)).not.toMatch(/<[a-z/!?]/i);
    }
    expect(plainText('Tom < Jerry <<<< 3')).toBe('Tom < Jerry <<<< 3');
    fc.assert(
      fc.property(fc.array(fc.constantFrom(...Object.values(hostileUnits), 'b', ' '), { maxLength: 60 }), (parts) => {
        const once = plainText(parts.join(''));
        expect(plainText(once)).toBe(once);
      }),
    );
  });
});
