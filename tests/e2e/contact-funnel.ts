import { expect, type Page } from '@playwright/test';

/** The contact funnel as a visitor fills it, in each language: shared by the specs that send requests through it. */

export const en = {
  path: '/contact',
  next: 'Continue',
  back: 'Back',
  send: 'Send by email',
  chat: 'Continue on WhatsApp',
  fields: {
    firstName: 'First name',
    lastName: 'Last name',
    email: 'Email',
    phone: 'Phone',
    company: 'Company',
    deadline: 'Deadline in weeks',
    timeline: 'Expected duration of the work',
    message: 'Your project',
  },
};
export const fr = {
  path: '/fr/contact',
  next: 'Continuer',
  back: 'Retour',
  send: 'Envoyer par e-mail',
  chat: 'Continuer sur WhatsApp',
  fields: {
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    company: 'Entreprise',
    deadline: 'Délai en semaines',
    timeline: 'Durée estimée des travaux',
    message: 'Votre projet',
  },
};
type Lang = typeof en;

/** A control by its visible label, with its "*" or "(optional)" mark. */
export function field(page: Page, label: string) {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}(\\*| \\(.+\\))?$`));
}

export async function chooseSteps(page: Page, lang: Lang, projectType: string, budget: string, heardFrom: string) {
  await page.getByRole('radio', { name: projectType }).check();
  await page.getByRole('button', { name: lang.next }).click();
  await expect(page).toHaveURL(/[?&]step=2/);
  await page.getByRole('radio', { name: budget }).check();
  await page.getByRole('button', { name: lang.next }).click();
  await expect(page).toHaveURL(/[?&]step=3/);
  await page.getByRole('radio', { name: heardFrom }).check();
  await page.getByRole('button', { name: lang.next }).click();
  await expect(page).toHaveURL(/[?&]step=4/);
}

type Details = {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  company?: string;
  deadline: string;
  timeline?: string;
  message: string;
};

export async function fillDetails(page: Page, lang: Lang, details: Details) {
  const { fields } = lang;
  await field(page, fields.firstName).fill(details.firstName);
  await field(page, fields.lastName).fill(details.lastName);
  await field(page, fields.email).fill(details.email);
  if (details.phone) await field(page, fields.phone).fill(details.phone);
  if (details.company) await field(page, fields.company).fill(details.company);
  await field(page, fields.deadline).fill(details.deadline);
  if (details.timeline) await field(page, fields.timeline).selectOption({ label: details.timeline });
  await field(page, fields.message).fill(details.message);
}
