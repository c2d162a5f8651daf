import { z } from 'zod';
import { landingPaths } from '@/i18n/routing';
import { serviceIds } from '@/lib/marketing/services';

/**
 * The shape of the city and SEO landing copy in content/pages/. The pages parse their copy with it (a
 * malformed translation fails the build) and tests/unit/places-copy.test.ts checks both languages against it.
 */
const text = z.string().trim().min(1);
const faqItem = z.strictObject({ question: text, answer: text });
const titled = z.strictObject({ title: text, text });

export const cityCopySchema = z.strictObject({
  title: text,
  description: text,
  h1: text,
  intro: text,
  /** One line on the hub's city card. */
  tagline: text,
  glance: z.strictObject({ travel: text, meetings: text }),
  economy: z.strictObject({ title: text, paragraphs: z.array(text).min(2), clients: z.array(text).min(3) }),
  useCases: z.array(titled).min(2).max(3),
  /** The services that matter most in this city, each with why. */
  services: z
    .array(z.strictObject({ service: z.enum(serviceIds), text }))
    .min(2)
    .max(3),
  meetings: z.strictObject({ title: text, paragraphs: z.array(text).min(1) }),
  faq: z.array(faqItem).min(3).max(4),
  cta: titled,
});

export type CityCopy = z.infer<typeof cityCopySchema>;

const proseSection = z.strictObject({
  title: text,
  paragraphs: z.array(text).min(1),
  points: z.array(text).optional(),
});

export const landingIds = Object.keys(landingPaths).map((path) => path.slice(1)) as LandingId[];
export type LandingPath = keyof typeof landingPaths;
export type LandingId = LandingPath extends `/${infer Id}` ? Id : never;

export const landingCopySchema = z.strictObject({
  title: text,
  metaDescription: text,
  h1: text,
  heroContent: text,
  eyebrow: text,
  /** Three short facts beside the hero. */
  highlights: z.array(text).length(3),
  /** The body: what is offered, why it matters to this audience, how it works, prices, proof. */
  fullContent: z.strictObject({
    offer: proseSection,
    audience: proseSection,
    method: proseSection,
    prices: proseSection,
    proof: proseSection,
  }),
  faqs: z.array(faqItem).min(4).max(6),
});

export type LandingCopy = z.infer<typeof landingCopySchema>;
