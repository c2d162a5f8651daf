import fc from 'fast-check';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { appBudgets, heardFromOptions, projectTypes, timelines, websiteBudgets } from '@/lib/contact/choices';
import { choiceWords, contactTranslators, funnelTexts } from '@/lib/contact/texts';
import { plainText } from '@/lib/http/plain-text';
import { limits, steps } from '@/lib/contact/steps';
import { contactSchema, errorCodes, fieldErrors, type ContactInput } from '@/lib/contact/schema';
import { HONEYPOT_FIELD } from '@/lib/http/honeypot';
import { siteConfig } from '@/site.config';

const messageMax = limits.message.max;

const valid: ContactInput = {
  projectType: 'website',
  budget: websiteBudgets[1],
  heardFrom: 'linkedin',
  firstName: 'Jeanne',
  lastName: 'Dupont',
  email: 'jeanne@example.fr',
  phone: '',
  company: '',
  deadlineWeeks: '6',
  timeline: '',
  message: 'A showcase site for my bakery, with opening hours and a map.',
  method: 'email',
  locale: 'fr',
  [HONEYPOT_FIELD]: '',
};

function errorsOf(input: Partial<Record<keyof ContactInput, unknown>>) {
  const result = contactSchema.safeParse({ ...valid, ...input });
  return result.success ? {} : fieldErrors(result.error);
}

describe('contact schema', () => {
  it('accepts a complete request and cleans it', () => {
    const result = contactSchema.parse({ ...valid, firstName: '  <b>Jeanne</b> ', phone: '06.12.34.56.78' });
    expect(result).toMatchObject({ firstName: 'Jeanne', phone: '0612345678', deadlineWeeks: 6, locale: 'fr' });
    expect(result.company).toBeUndefined();
    expect(result.timeline).toBeUndefined();
  });

  it('names every missing required field', () => {
    expect(fieldErrors(contactSchema.safeParse({}).error!)).toEqual({
      projectType: 'projectTypeRequired',
      budget: 'budgetRequired',
      heardFrom: 'heardFromRequired',
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
      email: 'emailRequired',
      deadlineWeeks: 'deadlineRequired',
      message: 'messageRequired',
    });
    expect(errorsOf({ firstName: '   ', lastName: '<i></i>' })).toEqual({
      firstName: 'firstNameRequired',
      lastName: 'lastNameRequired',
    });
  });

  it('keeps names between 2 and 100 characters', () => {
    expect(errorsOf({ firstName: 'J', lastName: 'x'.repeat(101) })).toEqual({
      firstName: 'firstNameLength',
      lastName: 'lastNameLength',
    });
    expect(errorsOf({ firstName: 'Jo', lastName: 'x'.repeat(100) })).toEqual({});
  });

  it('checks the email format', () => {
    for (const email of ['jeanne', 'jeanne@', 'a b@c.fr', 'x@y.z\r\nBcc: z@z.z']) {
      expect(errorsOf({ email })).toEqual({ email: 'emailInvalid' });
    }
    expect(errorsOf({ email: '' })).toEqual({ email: 'emailRequired' });
    expect(contactSchema.parse({ ...valid, email: ' jeanne@example.fr ' }).email).toBe('jeanne@example.fr');
  });

  it('accepts an optional phone of 7 to 20 allowed characters once others are removed', () => {
    expect(contactSchema.parse({ ...valid, phone: '+33 (0)6 12-34-56-78' }).phone).toBe('+33 (0)6 12-34-56-78');
    expect(contactSchema.parse({ ...valid, phone: 'tel: 0612345678' }).phone).toBe('0612345678');
    expect(contactSchema.parse({ ...valid, phone: '   ' }).phone).toBeUndefined();
    for (const phone of ['123456', 'call me', '1'.repeat(21), '+33 (0)6 12 34 56 78 9']) {
      expect(errorsOf({ phone })).toEqual({ phone: 'phoneInvalid' });
    }
  });

  it('requires the company for mobile app and SEO projects only', () => {
    expect(errorsOf({ projectType: 'mobile-app', budget: appBudgets[0] })).toEqual({ company: 'companyRequired' });
    expect(errorsOf({ projectType: 'seo-marketing' })).toEqual({ company: 'companyRequired' });
    expect(errorsOf({ projectType: 'seo-marketing', company: 'Boulangerie Dupont' })).toEqual({});
    for (const projectType of ['website', 'website-edit', 'other']) expect(errorsOf({ projectType })).toEqual({});
    expect(errorsOf({ company: 'x'.repeat(101) })).toEqual({ company: 'companyLength' });
  });

  it('takes the deadline as a whole number of weeks from 1 to 104', () => {
    expect(errorsOf({ deadlineWeeks: '' })).toEqual({ deadlineWeeks: 'deadlineRequired' });
    for (const deadlineWeeks of ['0', '105', '2.5', 'soon', -3, Number.NaN]) {
      expect(errorsOf({ deadlineWeeks })).toEqual({ deadlineWeeks: 'deadlineRange' });
    }
    expect(contactSchema.parse({ ...valid, deadlineWeeks: '104' }).deadlineWeeks).toBe(104);
    expect(contactSchema.parse({ ...valid, deadlineWeeks: 1 }).deadlineWeeks).toBe(1);
  });

  it('offers budgets and timelines that match the project type', () => {
    for (const budget of appBudgets) expect(errorsOf({ budget })).toEqual({ budget: 'budgetRequired' });
    for (const budget of websiteBudgets) {
      expect(errorsOf({ projectType: 'mobile-app', company: 'ACME', budget })).toEqual({ budget: 'budgetRequired' });
    }
    expect(errorsOf({ timeline: 'online-shop' })).toEqual({});
    expect(errorsOf({ timeline: '8-16-weeks' })).toEqual({ timeline: 'timelineInvalid' });
    expect(
      errorsOf({ projectType: 'mobile-app', company: 'ACME', budget: appBudgets[1], timeline: '8-16-weeks' }),
    ).toEqual({});
    // "No preference" is the field left empty: no choice says it a second time.
    expect(errorsOf({ timeline: 'flexible' })).toEqual({ timeline: 'timelineInvalid' });
    expect(errorsOf({ timeline: 'tomorrow' })).toEqual({ timeline: 'timelineInvalid' });
    expect(errorsOf({ projectType: 'rocket' })).toEqual({ projectType: 'projectTypeRequired' });
    expect(errorsOf({ heardFrom: 'tv' })).toEqual({ heardFrom: 'heardFromRequired' });
  });

  it('keeps only b, i, em, strong, p and br in the message, and counts what a reader sees', () => {
    const result = contactSchema.parse({
      ...valid,
      message:
        '<p class="x" onclick="steal()">Hello <strong>Camille</strong><script>alert(1)</script><a href="https://evil.example">link</a></p><img src=x onerror=alert(1)><br>Thanks',
    });
    expect(result.message).toBe('<p>Hello <strong>Camille</strong>link</p><br />Thanks');
    expect(errorsOf({ message: '<b>Long enough</b>' })).toEqual({});
    expect(errorsOf({ message: '<b>Short</b>' })).toEqual({ message: 'messageLength' });
    expect(errorsOf({ message: '<script>a long script that is removed</script>' })).toEqual({
      message: 'messageRequired',
    });
    expect(errorsOf({ message: 'x'.repeat(messageMax) })).toEqual({});
    expect(errorsOf({ message: 'x'.repeat(messageMax + 1) })).toEqual({ message: 'messageLength' });
    expect(errorsOf({ message: '&'.repeat(messageMax) })).toEqual({});
  });

  it('strips markup hidden as entities from one-line fields and removes line breaks', () => {
    expect(plainText('&lt;b&gt;Bold&lt;/b&gt;')).toBe('Bold');
    expect(plainText('<<b>b>Jeanne')).toBe('Jeanne');
    expect(plainText('Tom & Jerry < Co')).toBe('Tom & Jerry < Co');
    expect(plainText('Dupont\r\nBcc: someone@example.com')).toBe('Dupont Bcc: someone@example.com');
  });

  it('removes bidi and zero-width controls from every text field, so nothing reads reversed or hidden', () => {
    const invisible = ['\u200B', '\u200D', '\u200F', '\u202A', '\u202E', '\u2066', '\u2069'];
    const hide = (text: string) => invisible.join('') + [...text].join(invisible[text.length % invisible.length]);
    const result = contactSchema.parse({
      ...valid,
      firstName: hide('Jeanne'),
      lastName: `\u202Egpj.exe`,
      email: hide('jeanne@example.fr'),
      company: hide('Boulangerie'),
      phone: hide('0612345678'),
      message: `<p>${hide('A showcase site for my bakery')}</p>`,
    });
    expect(result).toMatchObject({
      firstName: 'Jeanne',
      lastName: 'gpj.exe',
      email: 'jeanne@example.fr',
      company: 'Boulangerie',
      phone: '0612345678',
      message: '<p>A showcase site for my bakery</p>',
    });
    // A name made only of them is no name.
    expect(errorsOf({ firstName: invisible.join('') })).toEqual({ firstName: 'firstNameRequired' });
  });

  it('defaults the method and the language, and refuses unknown ones', () => {
    const { method: _method, locale: _locale, ...rest } = valid;
    void _method;
    void _locale;
    expect(contactSchema.parse(rest)).toMatchObject({ method: 'email', locale: 'en' });
    expect(errorsOf({ method: 'pigeon', locale: 'de' })).toEqual({ method: 'invalid', locale: 'invalid' });
  });

  // docs/behaviour/contact.md#messages
  it('has every message in English and French, with the documented texts', () => {
    for (const code of errorCodes) {
      expect(en.ContactErrors[code]).toEqual(expect.any(String));
      expect(fr.ContactErrors[code]).toEqual(expect.any(String));
      expect(fr.ContactErrors[code]).not.toBe(en.ContactErrors[code]);
    }
    expect(en.ContactErrors.emailInvalid).toBe('Please enter a valid email address.');
    expect(en.ContactErrors.phoneInvalid).toBe('Please enter a valid phone number.');
    expect(en.ContactErrors.requiredFields).toBe('Please fill in all required fields.');
    expect(en.ContactErrors.messageLength).toBe('Message must be between 10 and 2000 characters');
    // The send-failure text, in the first person the whole site speaks in.
    expect(en.ContactErrors.sendFailed).toBe(
      'Sorry, there was an error sending your message. Please try again or contact me directly.',
    );
    expect(fr.ContactErrors.sendFailed).toBe(
      "Désolé, une erreur s'est produite lors de l'envoi de votre message. Veuillez réessayer ou me contacter directement.",
    );
  });

  it('has the labels and hints of every field in both languages', async () => {
    const ownerRows = [
      'projectType',
      'budget',
      'deadlineWeeks',
      'timeline',
      'heardFrom',
      'name',
      'email',
      'phone',
    ] as const;
    for (const messages of [en, fr]) {
      const { fields, hints } = messages.ContactFunnel;
      for (const name of steps[3].fields) expect([name, fields[name]]).toEqual([name, expect.any(String)]);
      for (const row of [...ownerRows, 'company', 'language', 'method'] as const)
        expect([row, messages.ContactEmail.labels[row]]).toEqual([row, expect.any(String)]);
      for (const hint of [
        'phone',
        'companyRequired',
        'companyOptional',
        'deadlineWeeks',
        'timeline',
        'message',
      ] as const)
        expect([hint, hints[hint]]).toEqual([hint, expect.any(String)]);
    }
    // Every text the funnel shows exists, in both languages.
    for (const locale of ['en', 'fr'] as const)
      expect(JSON.stringify(await funnelTexts(locale))).not.toMatch(/ContactFunnel\./);
  });

  it('has a label for every choice in both languages, the budgets and durations written from site.config', async () => {
    for (const locale of ['en', 'fr'] as const) {
      const translators = await contactTranslators(locale);
      const { funnel } = translators;
      for (const id of projectTypes) expect(funnel(`choices.projectType.${id}`)).toBeTruthy();
      for (const id of heardFromOptions) expect(funnel(`choices.heardFrom.${id}`)).toBeTruthy();
      const labels = choiceWords(translators);
      for (const id of timelines) expect(labels.timeline[id]).toMatch(/\d/);
      const budgetLabels = [...websiteBudgets, ...appBudgets].map((id) => labels.budget[id]);
      expect(new Set(budgetLabels).size).toBe(budgetLabels.length);
    }
    const labels = choiceWords(await contactTranslators('en'));
    // Each band between two of site.config's bounds, the last one open: "€450 – €2,200" … "€25,000 and more".
    const { min, max } = siteConfig.prices.website;
    const bounds = [min, ...siteConfig.budgetCuts.website, max];
    const euros = (amount: number) => `€${amount.toLocaleString('en')}`;
    expect(websiteBudgets.map((id) => labels.budget[id])).toEqual(
      bounds.map((low, index) =>
        index + 1 < bounds.length ? `${euros(low)} – ${euros(bounds[index + 1])}` : `${euros(low)} and more`,
      ),
    );
    expect(labels.timeline['showcase-website']).toBe('1 to 4\u00a0weeks (showcase website)');
  });

  it('keeps the budget ids of the contract, from the lowest price of each scale to its open top', () => {
    // "450-2200" … "25000+": each band's bounds in euros, the last one open.
    const ids = (price: { min: number; max: number }, cuts: readonly number[]) => {
      const bounds = [price.min, ...cuts, price.max];
      return bounds.map((low, index) => (index + 1 < bounds.length ? `${low}-${bounds[index + 1]}` : `${low}+`));
    };
    expect(websiteBudgets).toEqual(ids(siteConfig.prices.website, siteConfig.budgetCuts.website));
    expect(appBudgets).toEqual(ids(siteConfig.prices.mobileApp, siteConfig.budgetCuts.mobileApp));
    for (const id of [...websiteBudgets, ...appBudgets]) expect(id).toMatch(/^\d+(-\d+|\+)$/);
  });
});

describe('contact schema, fuzzed', () => {
  const allowedMarkup = /<\/?(b|i|em|strong|p)>|<br \/>/g;
  const markupish = fc.oneof(
    fc.string({ unit: 'grapheme', maxLength: 60 }),
    fc
      .array(
        fc.constantFrom(
          '<',
          '>',
          '&lt;',
          '&gt;',
          '&amp;',
          'script',
          'b',
          '/',
          ' ',
          'a',
          '"',
          '=',
          'onerror',
          '\n',
          '\r',
          'é',
          '<p>',
          '<img src=x>',
        ),
        { maxLength: 30 },
      )
      .map((parts) => parts.join('')),
  );

  it('never throws, whatever arrives', () => {
    fc.assert(
      fc.property(fc.anything(), (input) => {
        expect(() => contactSchema.safeParse(input)).not.toThrow();
      }),
      { numRuns: 500 },
    );
    fc.assert(
      fc.property(fc.dictionary(fc.constantFrom(...Object.keys(valid)), fc.anything()), (patch) => {
        expect(() => contactSchema.safeParse({ ...valid, ...patch })).not.toThrow();
      }),
      { numRuns: 500 },
    );
  });

  it('never lets markup or line breaks through', () => {
    fc.assert(
      fc.property(markupish, markupish, markupish, (name, company, body) => {
        const result = contactSchema.safeParse({
          ...valid,
          firstName: `J${name}`,
          company,
          message: `A long enough message ${body}`,
        });
        if (!result.success) return;
        for (const value of [result.data.firstName, result.data.company ?? '']) {
          expect(plainText(value)).toBe(value);
          expect(value).not.toMatch(/[\r\n]/);
          expect(value).not.toMatch(/<[a-z/!]/i);
        }
        expect(result.data.message.replace(allowedMarkup, '')).not.toContain('<');
      }),
      { numRuns: 1000 },
    );
  });
});
