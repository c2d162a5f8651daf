import { siteConfig, type PriceRange } from '@/site.config';

/**
 * The funnel's choice ids (docs/behaviour/contact.md#choices); their words live in messages (ContactFunnel.choices).
 */
export const projectTypes = ['website', 'website-edit', 'mobile-app', 'seo-marketing', 'other'] as const;

/** A budget band in euros; the last of a scale has no maximum ("25,000 € and more"). */
export type BudgetBand = { min: number; max?: number };
export type Budget = `${number}-${number}` | `${number}+`;

/**
 * The budgets of one scale, by id ("450-2200" … "25000+"): from the scale's lowest price to its open maximum
 * in site.config, cut where site.config says, so a new price moves the bands with it.
 */
function budgetBands(price: PriceRange, cuts: readonly number[]): [Budget, BudgetBand][] {
  const bounds = [price.min, ...cuts, price.max];
  return bounds.map((min, index): [Budget, BudgetBand] => {
    const max = bounds[index + 1];
    return max === undefined ? [`${min}+`, { min }] : [`${min}-${max}`, { min, max }];
  });
}

const websiteBands = budgetBands(siteConfig.prices.website, siteConfig.budgetCuts.website);
const appBands = budgetBands(siteConfig.prices.mobileApp, siteConfig.budgetCuts.mobileApp);
export const websiteBudgets = websiteBands.map(([id]) => id);
export const appBudgets = appBands.map(([id]) => id);
export const budgets = [...websiteBudgets, ...appBudgets] as [Budget, ...Budget[]];
/** Each budget's bounds, to write it in words. */
export const budgetBounds: Readonly<Record<Budget, BudgetBand>> = Object.fromEntries([...websiteBands, ...appBands]);

export const heardFromOptions = [
  'linkedin',
  'instagram',
  'facebook',
  'search-engine',
  'referral',
  'past-project',
] as const;

/** Durations named by the kind of project they belong to; their words quote site.config's timelines. */
const timelineKinds = ['showcase-website', 'online-shop', 'custom-project'] as const;
/** Plain spans of weeks, for projects that are not built from scratch. */
export const weekSpans = {
  '1-2-weeks': { min: 1, max: 2 },
  '2-4-weeks': { min: 2, max: 4 },
  '1-4-weeks': { min: 1, max: 4 },
  '4-8-weeks': { min: 4, max: 8 },
  '8-16-weeks': { min: 8, max: 16 },
} as const;
export type TimelineKind = (typeof timelineKinds)[number];
export type WeekSpan = keyof typeof weekSpans;
export type Timeline = TimelineKind | WeekSpan;
export const timelines = [...timelineKinds, ...(Object.keys(weekSpans) as WeekSpan[])] as [Timeline, ...Timeline[]];

export function isTimelineKind(timeline: Timeline): timeline is TimelineKind {
  return (timelineKinds as readonly string[]).includes(timeline);
}

export const methods = ['email', 'whatsapp'] as const;

export type ProjectType = (typeof projectTypes)[number];
export type Method = (typeof methods)[number];

const budgetScales = { website: websiteBudgets, app: appBudgets } as const;
export type BudgetScale = keyof typeof budgetScales;

/** An app is priced on the app scale (docs/behaviour/contact.md#choices); every other project on the website scale. */
export function budgetScale(projectType: ProjectType | undefined): BudgetScale {
  return projectType === 'mobile-app' ? 'app' : 'website';
}

export function budgetsFor(projectType: ProjectType | undefined): readonly Budget[] {
  return budgetScales[budgetScale(projectType)];
}

/**
 * The durations offered per project type: a new website by the kind of site, each with its timeline;
 * other projects in plain weeks. The field is optional: "No preference" is its empty choice
 * (docs/behaviour/contact.md#choices).
 */
const timelinesByType: Record<ProjectType, readonly Timeline[]> = {
  website: ['showcase-website', 'online-shop', 'custom-project'],
  'website-edit': ['1-2-weeks', '2-4-weeks'],
  'mobile-app': ['4-8-weeks', '8-16-weeks'],
  'seo-marketing': ['1-2-weeks', '4-8-weeks'],
  other: ['1-4-weeks', '4-8-weeks'],
};

export function timelinesFor(projectType: ProjectType | undefined): readonly Timeline[] {
  return projectType ? timelinesByType[projectType] : [];
}
