/**
 * The owner's identity, prices and lists: the one file a new owner edits.
 * Everything visible that is not language-specific lives here; interface text lives in messages/*.json and
 * long-form page copy in content/.
 */

/**
 * The year the site was built (next.config.ts writes it in at build time; elsewhere, such as in tests, the current
 * year): the footer's copyright year, and the end of the owner's years of experience
 * (docs/behaviour/constants.md#owner-and-claims).
 */
const buildYear = Number(process.env.NEXT_PUBLIC_BUILD_YEAR) || new Date().getFullYear();
/** The owner's first job, in a Paris agency. */
const careerStartYear = 2016;

export const siteConfig = {
  brand: 'Camille Laurent Studio',
  shortBrand: 'CL Studio',
  ownerName: 'Camille Laurent',
  /** The personal author page lives at `/{authorSlug}` and `/fr/{authorSlug}`. */
  authorSlug: 'camille-laurent',
  jobTitle: { en: 'Freelance web and mobile developer', fr: 'Développeur web et mobile freelance' },
  email: 'hello@camille-laurent.dev',
  phone: '+33 6 12 34 56 78',
  /** International number without "+" or spaces, as wa.me expects it. */
  chatNumber: '33612345678',
  address: {
    streetAddress: '12 rue Oberkampf',
    postalCode: '75011',
    addressLocality: 'Paris',
    addressRegion: 'Île-de-France',
    addressCountry: 'FR',
  },
  geo: { latitude: 48.8647, longitude: 2.3706 },
  legal: {
    companyName: 'Camille Laurent EI',
    // No-break spaces: the number never breaks across two lines.
    siret: '912\u00A0345\u00A0678\u00A000017',
    vatNumber: 'FR12912345678',
    hostName: 'Vercel Inc.',
    hostAddress: '440 N Barranca Ave #4133, Covina, CA 91723, USA',
  },
  /**
   * What is still sample data, shipped so the site looks complete: the legal identity above (`legal`: business
   * name, SIRET, VAT number), the client quotes (messages Testimonials.items) and the projects' figures
   * (messages Portfolio.projects.*.result) and the author's video (content/source/author.json `videoUrl`, a public
   * talk standing in for the owner's own). Replace each with the real thing, then remove it from this list.
   * A production build refuses to complete while the list holds anything: invented reviews and figures are a
   * misleading commercial practice under French consumer law, and false legal mentions are an offence.
   */
  sampleData: ['legalIdentity', 'testimonials', 'portfolioResults', 'authorVideo'] as SampleData[],
  socials: {
    linkedin: 'https://www.linkedin.com/in/camille-laurent-dev',
    instagram: 'https://www.instagram.com/camille.laurent.dev',
    facebook: 'https://www.facebook.com/camillelaurent.dev',
  },
  /**
   * The owner's story, told the same way on every page and in both languages (ICU values, i18n/figures.ts):
   * a first job in a Paris agency in `careerStartYear`, freelance (the studio's founding) from `foundingYear`.
   */
  careerStartYear,
  foundingYear: 2019,
  copyrightYear: buildYear,
  claims: {
    /**
     * "More than 10 years" in a 2026 build: counted from the first job to the copyright year, so the claim grows
     * with the site (docs/behaviour/constants.md#the-claims-one-story-each).
     */
    yearsOfExperience: buildYear - careerStartYear,
    /**
     * The one projects figure of the site, "more than" it: the projects delivered since going freelance in
     * `foundingYear` (docs/behaviour/constants.md#the-claims-one-story-each); agency work is counted nowhere.
     */
    projects: 50,
    /** A showcase website with its content ready goes live in this many weeks. */
    deliveryWeeks: 2,
    guaranteeDays: 30,
    freeMaintenanceMonths: 3,
    /** A personal reply within this many hours, weekends included; the quote follows a call. */
    replyHours: 24,
  },
  /**
   * Prices in euros (docs/behaviour/content.md#marketing-content); `open` shows the maximum as "and more"
   * (25,000+ €), `perMonth` says the price is billed every month (wherever it shows).
   */
  prices: {
    website: { min: 450, max: 25000, open: true },
    websiteExpertise: { min: 450, max: 15000, open: true },
    mobileApp: { min: 5000, max: 50000, open: true },
    uxUi: { min: 800, max: 5000, open: true },
    seoMonthly: { min: 800, max: 3000, open: false, perMonth: true },
    ecommerce: { min: 5000, max: 25000, open: true },
  },
  /** The largest catalogue the e-commerce starting price covers, in products. */
  starterShopProducts: 50,
  /** What most business websites cost, in euros (the home FAQ); one of the funnel's website budgets. */
  typicalWebsite: { min: 2200, max: 5000 },
  /** What hosting in the client's name typically costs, in euros per month. */
  hostingMonthly: { min: 0, max: 30 },
  /**
   * The funnel budgets, in euros: each scale runs from its lowest price to its open maximum (prices above),
   * cut at these amounts ("450-2200", "2200-5000", … "25000+").
   */
  budgetCuts: { website: [2200, 5000, 10000], mobileApp: [8000, 15000] },
  /** Typical durations in weeks by kind of project. */
  timelines: {
    website: { min: 1, max: 4 },
    ecommerce: { min: 2, max: 14 },
    mobileApp: { min: 4, max: 16 },
  },
  /**
   * The process steps (discovery, design, development, launch), in weeks: together, the duration of a
   * complete custom project designed from scratch.
   */
  processWeeks: [
    { min: 1, max: 2 },
    { min: 2, max: 3 },
    { min: 4, max: 8 },
    { min: 1, max: 2 },
  ],
  /**
   * The cities of the menus, each with its page; `region` and `neighbours` feed the city pages. `fromParis` is the
   * one table of travel times the city pages and the hub quote (`{trainFromParis}`, `{flightFromParis}`): the
   * fastest direct TGV from Paris and, where the train takes long, the flight, in minutes. Paris, the studio's
   * city, has none.
   */
  cities: [
    { slug: 'paris', name: 'Paris', region: 'Île-de-France', neighbours: ['lille', 'rennes', 'lyon'] },
    {
      slug: 'lyon',
      name: 'Lyon',
      region: 'Auvergne-Rhône-Alpes',
      neighbours: ['paris', 'marseille', 'strasbourg'],
      fromParis: { train: 120 },
    },
    {
      slug: 'marseille',
      name: 'Marseille',
      region: "Provence-Alpes-Côte d'Azur",
      neighbours: ['nice', 'montpellier', 'lyon'],
      fromParis: { train: 190 },
    },
    {
      slug: 'toulouse',
      name: 'Toulouse',
      region: 'Occitanie',
      neighbours: ['bordeaux', 'montpellier', 'marseille'],
      fromParis: { train: 255, flight: 80 },
    },
    {
      slug: 'nice',
      name: 'Nice',
      region: "Provence-Alpes-Côte d'Azur",
      neighbours: ['marseille', 'montpellier', 'lyon'],
      fromParis: { train: 345, flight: 85 },
    },
    {
      slug: 'nantes',
      name: 'Nantes',
      region: 'Pays de la Loire',
      neighbours: ['rennes', 'bordeaux', 'paris'],
      fromParis: { train: 120 },
    },
    {
      slug: 'bordeaux',
      name: 'Bordeaux',
      region: 'Nouvelle-Aquitaine',
      neighbours: ['toulouse', 'nantes', 'montpellier'],
      fromParis: { train: 120 },
    },
    {
      slug: 'lille',
      name: 'Lille',
      region: 'Hauts-de-France',
      neighbours: ['paris', 'strasbourg', 'rennes'],
      fromParis: { train: 60 },
    },
    {
      slug: 'strasbourg',
      name: 'Strasbourg',
      region: 'Grand Est',
      neighbours: ['lille', 'lyon', 'paris'],
      fromParis: { train: 110 },
    },
    {
      slug: 'montpellier',
      name: 'Montpellier',
      region: 'Occitanie',
      neighbours: ['marseille', 'toulouse', 'nice'],
      fromParis: { train: 210 },
    },
    {
      slug: 'rennes',
      name: 'Rennes',
      region: 'Bretagne',
      neighbours: ['nantes', 'paris', 'lille'],
      fromParis: { train: 90 },
    },
  ],
} as const;

/** A price of `prices`: its bounds in euros, whether the maximum is open and whether it is billed monthly. */
export type PriceRange = { min: number; max: number; open: boolean; perMonth?: boolean };
export type PriceKey = keyof typeof siteConfig.prices;

export type SampleData = 'legalIdentity' | 'testimonials' | 'portfolioResults' | 'authorVideo';

/** The phone number as a `tel:` link. */
export const phoneHref = `tel:${siteConfig.phone.replace(/\s/g, '')}`;

export type CitySlug = (typeof siteConfig.cities)[number]['slug'];
export type City = (typeof siteConfig.cities)[number];

export function findCity(slug: string): City | undefined {
  return siteConfig.cities.find((city) => city.slug === slug);
}

/** How long it takes to reach a city from Paris, in minutes: by TGV, and by plane where that is quicker. */
export type TravelTimes = { train: number; flight?: number };

/** A city's travel times from Paris; none for Paris itself. */
export function travelFromParis(city: City): TravelTimes | undefined {
  return 'fromParis' in city ? city.fromParis : undefined;
}
