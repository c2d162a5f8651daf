import 'server-only';
import { createTranslator } from 'next-intl';
import { catalogue } from '@/i18n/catalogue';
import { figureFormatter } from '@/i18n/figures';
import { routing, type Locale } from '@/i18n/routing';
import { formRateRule } from '@/lib/http/rate-rules';
import { siteConfig } from '@/site.config';
import {
  budgetBounds,
  budgets,
  heardFromOptions,
  isTimelineKind,
  methods,
  projectTypes,
  timelines,
  weekSpans,
  type BudgetScale,
} from './choices';
import { errorCodes } from './schema';
import { limits, steps, type StepName } from './steps';

/**
 * next-intl's translators for the contact and newsletter namespaces of one language. The API route and the emails run
 * outside a page render, where next-intl has no request to read the catalogue from: they load it the way
 * next-intl documents for such code, and format every text with its ICU engine.
 */
export async function contactTranslators(locale: Locale) {
  const messages = await catalogue(locale);
  return {
    funnel: createTranslator({ locale, messages, namespace: 'ContactFunnel' }),
    errors: createTranslator({ locale, messages, namespace: 'ContactErrors' }),
    email: createTranslator({ locale, messages, namespace: 'ContactEmail' }),
    acknowledgement: createTranslator({ locale, messages, namespace: 'ContactAcknowledgement' }),
    newsletter: createTranslator({ locale, messages, namespace: 'Newsletter' }),
    newsletterEmail: createTranslator({ locale, messages, namespace: 'NewsletterEmail' }),
    figures: figureFormatter(locale, messages),
  };
}

export type ContactTranslators = Awaited<ReturnType<typeof contactTranslators>>;

const words = <Id extends string>(ids: readonly Id[], word: (id: Id) => string) =>
  Object.fromEntries(ids.map((id) => [id, word(id)])) as Record<Id, string>;

/**
 * Every choice in words, by field and id (docs/behaviour/contact.md#choices): the budgets and durations from their
 * bounds in site.config, the others from ContactFunnel.choices. What the funnel offers, the chat message and the
 * owner's email say.
 */
export function choiceWords({ funnel: t, figures }: ContactTranslators) {
  return {
    projectType: words(projectTypes, (id) => t(`choices.projectType.${id}`)),
    budget: words(budgets, (id) => figures.amounts(budgetBounds[id])),
    heardFrom: words(heardFromOptions, (id) => t(`choices.heardFrom.${id}`)),
    timeline: words(timelines, (id) =>
      isTimelineKind(id) ? t(`choices.timeline.${id}`) : figures.weeks(weekSpans[id]),
    ),
    method: words(methods, (id) => t(`choices.method.${id}`)),
    locale: words(routing.locales, (id) => t(`choices.locale.${id}`)),
  };
}

const actionNames = ['next', 'back', 'sendEmail', 'sending', 'checking', 'sendWhatsapp', 'newTab'] as const;
const fieldNames = steps[3].fields;
const hintNames = ['phone', 'companyRequired', 'companyOptional', 'deadlineWeeks', 'timeline', 'message'] as const;
const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/**
 * Every word the funnel shows, formatted on the server in the page's language; the contact page hands them to the
 * funnel, so the browser gets words and never a catalogue. Where a text holds a value known only in the browser, it
 * comes as the short list of its variants: one step counter per step, one wait per minute of the rate-limit window,
 * one duration per week.
 */
export async function funnelTexts(locale: Locale) {
  const translators = await contactTranslators(locale);
  const { funnel: t, errors } = translators;
  const question = (name: 'projectType' | 'heardFrom' | 'details') => ({
    title: t(`${name}.title`),
    hint: t(`${name}.hint`),
  });
  return {
    formLabel: t('formLabel'),
    progressLabel: t('progressLabel'),
    /** `stepCounters[step - 1]`: "Step 2 of 4". */
    stepCounters: range(steps.length).map((current) => t('stepCounter', { current, total: steps.length })),
    stepTitles: words(
      steps.map((step) => step.name),
      (name: StepName) => t(`steps.${name}`),
    ),
    questions: {
      projectType: question('projectType'),
      budget: {
        title: t('budget.title'),
        hint: { website: t('budget.websiteHint'), app: t('budget.appHint') } satisfies Record<BudgetScale, string>,
      },
      heardFrom: question('heardFrom'),
      details: question('details'),
    },
    choices: {
      ...choiceWords(translators),
      projectTypeHints: words(projectTypes, (id) => t(`choices.projectTypeHints.${id}`)),
    },
    fields: words(fieldNames, (field) => t(`fields.${field}`)),
    hints: words(hintNames, (hint) => t(`hints.${hint}`)),
    optional: t('optional'),
    timelineNone: t('timelineNone'),
    actions: words(actionNames, (action) => t(`actions.${action}`)),
    whatsappHint: t('whatsappHint'),
    errors: words([...errorCodes, 'requiredFields', 'sendFailed'] as const, (code) => errors(code)),
    /** `rateLimited[minutes - 1]`. */
    rateLimited: range(formRateRule.windowMs / 60_000).map((minutes) =>
      errors('rateLimited', { minutes, email: siteConfig.email }),
    ),
    summaryGreeting: t('summaryGreeting', { name: siteConfig.ownerName.split(' ')[0] }),
    /** Between a label and its value in the chat message: ": ", or " : " in French. */
    colon: t('colon'),
    /** `weeks[count - 1]`: "3 weeks". */
    weeks: range(limits.deadlineWeeks.max).map((count) => t('weeks', { count })),
  };
}

export type FunnelTexts = Awaited<ReturnType<typeof funnelTexts>>;
