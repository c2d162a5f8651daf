import type { FigureFormatter } from '@/i18n/figures';
import { budgetBounds, budgets, isTimelineKind, timelines, weekSpans, type Budget, type Timeline } from './choices';
import { fieldRows, type ChoiceField, type FieldValue } from './fields';
import type { ContactTranslators } from './texts';

export type Labels<Id extends string> = Record<Id, string>;

export const labels = <Id extends string>(ids: readonly Id[], label: (id: Id) => string) =>
  Object.fromEntries(ids.map((id) => [id, label(id)])) as Labels<Id>;

/**
 * The budgets and durations in words, from their bounds in site.config: what the funnel offers, the chat message
 * and the owner's email say.
 */
export function figureChoiceLabels(
  t: ContactTranslators['funnel'],
  figures: FigureFormatter,
): { budget: Labels<Budget>; timeline: Labels<Timeline> } {
  return {
    budget: labels(budgets, (id) => figures.amounts(budgetBounds[id])),
    timeline: labels(timelines, (id) =>
      isTimelineKind(id) ? t(`choices.timeline.${id}`) : figures.weeks(weekSpans[id]),
    ),
  };
}

/** Every choice of the field table in words, by field and id. */
export type ChoiceLabels = { [Field in ChoiceField]: Labels<FieldValue<Field>> };

/**
 * The words of every choice field (lib/contact/fields.ts): the budgets and durations from site.config, any other
 * choice from ContactFunnel.choices.<field>.<id> of the messages.
 */
export function choiceLabels(t: ContactTranslators['funnel'], figures: FigureFormatter): ChoiceLabels {
  const fromFigures: Partial<Record<ChoiceField, Labels<string>>> = figureChoiceLabels(t, figures);
  const entries = fieldRows.flatMap(([name, row]) =>
    row.kind === 'choice'
      ? [[name, fromFigures[name as ChoiceField] ?? labels(row.choices, (id) => t(`choices.${name}.${id}` as never))]]
      : [],
  );
  return Object.fromEntries(entries) as ChoiceLabels;
}
