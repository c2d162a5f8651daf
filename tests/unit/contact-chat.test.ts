/** @jest-environment node */
import { failureAlert } from '@/components/contact/funnel-messages';
import { figureFormatter } from '@/i18n/figures';
import { budgetBounds, websiteBudgets, type Budget } from '@/lib/contact/choices';
import { limits } from '@/lib/contact/steps';
import { formRateRule } from '@/lib/http/rate-rules';
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { siteConfig } from '@/site.config';
import { chatLink, chatSummary } from '@/lib/contact/chat';
import { funnelTexts } from '@/lib/contact/texts';
import { contactSchema } from '@/lib/contact/schema';

const minute = 60_000;

/** A budget in words as the funnel offers it, written from its bounds in site.config. */
const budgetWords = (id: Budget, locale: 'en' | 'fr') =>
  figureFormatter(locale, locale === 'en' ? en : fr).amounts(budgetBounds[id]);
/** A whole amount in euros as each language writes it ("€5,000", "5 000 €"). */
const euros = (amount: number, locale: 'en' | 'fr') =>
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR', maximumFractionDigits: 0 }).format(amount);

describe('the chat hand-off', () => {
  it('writes every answer, one per line, then the message, in English', async () => {
    const data = contactSchema.parse({
      projectType: 'seo-marketing',
      budget: websiteBudgets[1],
      heardFrom: 'referral',
      firstName: 'Marc',
      lastName: 'Petit',
      email: 'marc@example.org',
      phone: '',
      company: 'Petit & Fils',
      deadlineWeeks: '1',
      timeline: '',
      message: '<p>Better local rankings</p><p>for our <b>two</b> shops &amp; more.</p>',
      method: 'whatsapp',
      locale: 'en',
    });
    expect(chatSummary(data, await funnelTexts('en'))).toBe(
      [
        'Hello Camille, here is my project request:',
        '',
        'Project: SEO / marketing consulting',
        `Budget: ${budgetWords(websiteBudgets[1], 'en')}`,
        'How you found me: Recommended by someone',
        'Deadline in weeks: 1\u00a0week',
        '',
        'Marc Petit (Petit & Fils)',
        'marc@example.org',
        '',
        'Better local rankings',
        '',
        'for our two shops & more.',
      ].join('\n'),
    );
  });

  it('writes the same in French, with the duration and the phone when given', async () => {
    const data = contactSchema.parse({
      projectType: 'website',
      budget: websiteBudgets[0],
      heardFrom: 'search-engine',
      firstName: 'Jeanne',
      lastName: 'Dupont',
      email: 'jeanne@example.fr',
      phone: '06 12 34 56 78',
      company: '',
      deadlineWeeks: '12',
      timeline: 'showcase-website',
      message: 'Un site vitrine pour ma boulangerie, avec les horaires.',
      method: 'whatsapp',
      locale: 'fr',
    });
    expect(chatSummary(data, await funnelTexts('fr'))).toBe(
      [
        'Bonjour Camille, voici ma demande de projet\u00a0:',
        '',
        'Projet\u00a0: Site web complet',
        `Budget\u00a0: ${budgetWords(websiteBudgets[0], 'fr')}`,
        "Comment vous m'avez connu\u00a0: Moteur de recherche",
        'Délai en semaines\u00a0: 12\u00a0semaines',
        'Durée estimée des travaux\u00a0: 1 à 4\u00a0semaines (site vitrine)',
        '',
        'Jeanne Dupont',
        'jeanne@example.fr',
        '06 12 34 56 78',
        '',
        'Un site vitrine pour ma boulangerie, avec les horaires.',
      ].join('\n'),
    );
  });

  it('links to the owner’s chat, with the message written in when there is one', () => {
    expect(chatLink()).toBe('https://wa.me/33612345678');
    expect(chatLink('Hello & bye\nnow')).toBe('https://wa.me/33612345678?text=Hello%20%26%20bye%0Anow');
  });
});

describe('texts formatted on the server for values the browser knows', () => {
  it('has one variant per step, per week of deadline and per minute of waiting', async () => {
    const [en, fr] = await Promise.all([funnelTexts('en'), funnelTexts('fr')]);
    expect(en.stepCounters).toEqual(['Step 1 of 4', 'Step 2 of 4', 'Step 3 of 4', 'Step 4 of 4']);
    expect(fr.stepCounters[2]).toBe('Étape 3 sur 4');
    const weeks = limits.deadlineWeeks.max;
    expect(en.weeks).toHaveLength(weeks);
    expect([en.weeks[0], en.weeks[1], fr.weeks[0], fr.weeks[weeks - 1]]).toEqual([
      '1\u00a0week',
      '2\u00a0weeks',
      '1\u00a0semaine',
      `${weeks}\u00a0semaines`,
    ]);
    expect(en.rateLimited).toHaveLength(formRateRule.windowMs / minute);
    expect(failureAlert(fr, { kind: 'rateLimited', retryAfterMs: 13 * minute + 1 })).toBe(
      'Vous avez envoyé plusieurs demandes en peu de temps. Veuillez patienter 14 min avant de réessayer, ou écrivez-moi directement à hello@camille-laurent.dev.',
    );
    expect(failureAlert(en, { kind: 'rateLimited', retryAfterMs: 1 })).toContain('Please wait 1 min before');
    expect(failureAlert(en, { kind: 'failed' })).toBe(en.errors.sendFailed);
  });

  it('gives the budget hint with the starting price of each scale', async () => {
    const [english, french] = await Promise.all([funnelTexts('en'), funnelTexts('fr')]);
    const { website, mobileApp } = siteConfig.prices;
    expect(english.questions.budget.hint).toEqual({
      website: `Websites start at ${euros(website.min, 'en')}. A rough range is enough: the quote will be exact.`,
      app: `Mobile apps start at ${euros(mobileApp.min, 'en')}. A rough range is enough: the quote will be exact.`,
    });
    expect(french.questions.budget.hint.website).toContain(`Les sites web démarrent à ${euros(website.min, 'fr')}.`);
    expect(french.questions.budget.hint.app).toContain(
      `Les applications mobiles démarrent à ${euros(mobileApp.min, 'fr')}.`,
    );
  });
});
