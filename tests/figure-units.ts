/**
 * The units a figure is written with, in both languages: a figure and its unit never part across two lines
 * ("3" then "months"). The crawl measures it on every page (tests/e2e/gates/figures.ts); the catalogues are held to
 * a no-break space between them (tests/unit/figure-units.test.ts).
 */
export const FIGURE_UNITS =
  '(?:weeks?|semaines?|days?|jours?|months?|mois|hours?|heures?|h|minutes|years?|ans|projects?|projets?|options|cities|villes)';
