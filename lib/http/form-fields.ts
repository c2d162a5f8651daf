import { z } from 'zod';
import { routing } from '@/i18n/routing';
import { plainText } from '@/lib/contact/sanitize';

/** A one-line text: at most `rawMax` characters as typed (`tooLong` past them), then stripped of markup. */
export const plainTextField = <Code extends string>(required: Code, tooLong: Code, rawMax: number) =>
  z.string({ error: required }).max(rawMax, { error: tooLong }).transform(plainText);

/** The language a form was filled in: one of the site's, the default one when the body names none. */
export const localeField = z.enum(routing.locales, { error: 'invalid' }).default(routing.defaultLocale);
