/**
 * The funnel's choice ids (docs/behaviour/contact.md#choices); their words live in messages (ContactFunnel.choices).
 */
export const projectTypes = ['website', 'website-edit', 'mobile-app', 'seo-marketing', 'other'] as const;
export const websiteBudgets = ['450-2200', '2200-5000', '5000-10000', '10000-25000', '25000+'] as const;
export const appBudgets = ['5000-8000', '8000-15000', '15000-50000', '50000+'] as const;
export const budgets = [...websiteBudgets, ...appBudgets] as const;
export const heardFromOptions = [
  'linkedin',
  'instagram',
  'facebook',
  'search-engine',
  'referral',
  'past-project',
] as const;
export const timelines = [
  '1-2-weeks',
  '2-4-weeks',
  '1-4-weeks',
  '2-14-weeks',
  '4-8-weeks',
  '8-16-weeks',
  'flexible',
] as const;
export const methods = ['email', 'whatsapp'] as const;

export type ProjectType = (typeof projectTypes)[number];
export type Budget = (typeof budgets)[number];
export type Timeline = (typeof timelines)[number];
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
 * Realistic durations per project type (web 1-4 weeks, e-commerce 2-14, app 4-16; docs/behaviour/contact.md#choices).
 */
const timelinesByType: Record<ProjectType, readonly Timeline[]> = {
  website: ['1-4-weeks', '2-14-weeks', 'flexible'],
  'website-edit': ['1-2-weeks', '2-4-weeks', 'flexible'],
  'mobile-app': ['4-8-weeks', '8-16-weeks', 'flexible'],
  'seo-marketing': ['1-2-weeks', '4-8-weeks', 'flexible'],
  other: ['1-4-weeks', '4-8-weeks', 'flexible'],
};

export function timelinesFor(projectType: ProjectType | undefined): readonly Timeline[] {
  return projectType ? timelinesByType[projectType] : [];
}

/** Business projects where the quote is made out to a company: the company name is required. */
const companyRequiredFor: readonly ProjectType[] = ['mobile-app', 'seo-marketing'];

export function companyRequired(projectType: ProjectType | undefined): boolean {
  return projectType !== undefined && companyRequiredFor.includes(projectType);
}
