import type { FigureFormatter } from '@/i18n/figures';
import { budgetBounds, budgets, isTimelineKind, timelines, weekSpans, type Budget, type Timeline } from './choices';
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
