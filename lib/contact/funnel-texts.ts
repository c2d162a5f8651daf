import 'server-only';
import type { Locale } from '@/i18n/routing';
import { siteConfig } from '@/site.config';
import { choiceLabels, labels, type ChoiceLabels, type Labels } from './choice-labels';
import { projectTypes, type BudgetScale, type ProjectType } from './choices';
import { contactFields, fieldRows, hintKey, type ErrorCode } from './fields';
import { formRateRule } from '@/lib/http/rate-rules';
import { errorCodes } from './schema';
import { fieldsOf, stepNames, type DetailsField, type StepName } from './steps';
import { contactTranslators } from './texts';

type Question = { title: string; hint: string };
/** The hints of the details step, as the field table asks for them. */
const hintNames = fieldRows.flatMap(([name, row]) =>
  [hintKey(name, row, true), hintKey(name, row, false)].filter(
    (key, index, keys) => key && keys.indexOf(key) === index,
  ),
) as string[];
const actionNames = ['next', 'back', 'sendEmail', 'sending', 'sendWhatsapp', 'newTab'] as const;

/**
 * Every word the funnel shows, formatted on the server in the page's language. Where a text holds a value
 * known only in the browser, it comes as the short list of its variants, indexed by that value: one
 * step counter per step, one waiting time per minute of the rate-limit window, one duration per week.
 */
export type FunnelTexts = {
  formLabel: string;
  progressLabel: string;
  /** `stepCounters[step - 1]`: "Step 2 of 4". */
  stepCounters: string[];
  stepTitles: Labels<StepName>;
  questions: {
    projectType: Question;
    budget: { title: string; hint: Labels<BudgetScale> };
    heardFrom: Question;
    details: Question;
  };
  /** Every choice of the field table in words, and a hint for each project type. */
  choices: ChoiceLabels & { projectTypeHints: Labels<ProjectType> };
  /** The details step's labels, its hidden field's included. */
  fields: Labels<DetailsField>;
  hints: Labels<string>;
  optional: string;
  timelineNone: string;
  actions: Labels<(typeof actionNames)[number]>;
  whatsappHint: string;
  errors: Labels<ErrorCode | 'requiredFields' | 'sendFailed'>;
  /** `rateLimited[minutes - 1]`. */
  rateLimited: string[];
  summaryGreeting: string;
  /** Between a label and its value in the chat message: ": ", or " : " in French. */
  colon: string;
  /** `weeks[count - 1]`: "3 weeks". */
  weeks: string[];
};

const range = (count: number) => Array.from({ length: count }, (_, index) => index + 1);

/** The contact page hands these to the funnel, so the browser gets words and never a catalogue. */
export async function funnelTexts(locale: Locale): Promise<FunnelTexts> {
  const { funnel: t, errors, figures } = await contactTranslators(locale);
  return {
    formLabel: t('formLabel'),
    progressLabel: t('progressLabel'),
    stepCounters: range(stepNames.length).map((current) => t('stepCounter', { current, total: stepNames.length })),
    stepTitles: labels(stepNames, (name) => t(`steps.${name}`)),
    questions: {
      projectType: { title: t('projectType.title'), hint: t('projectType.hint') },
      budget: {
        title: t('budget.title'),
        hint: {
          website: t('budget.websiteHint'),
          app: t('budget.appHint'),
        },
      },
      heardFrom: { title: t('heardFrom.title'), hint: t('heardFrom.hint') },
      details: { title: t('details.title'), hint: t('details.hint') },
    },
    choices: {
      ...choiceLabels(t, figures),
      projectTypeHints: labels(projectTypes, (id) => t(`choices.projectTypeHints.${id}`)),
    },
    fields: labels(fieldsOf(4) as DetailsField[], (field) => t(`fields.${field}`)),
    hints: labels(hintNames, (hint) => t(`hints.${hint}` as never)),
    optional: t('optional'),
    timelineNone: t('timelineNone'),
    actions: labels(actionNames, (action) => t(`actions.${action}`)),
    whatsappHint: t('whatsappHint'),
    errors: labels([...errorCodes, 'requiredFields', 'sendFailed'], (code) => errors(code)),
    rateLimited: range(formRateRule.windowMs / 60_000).map((minutes) =>
      errors('rateLimited', { minutes, email: siteConfig.email }),
    ),
    summaryGreeting: t('summaryGreeting', { name: siteConfig.ownerName.split(' ')[0] }),
    colon: t('colon'),
    weeks: range(contactFields.deadlineWeeks.limits.max).map((count) => t('weeks', { count })),
  };
}
