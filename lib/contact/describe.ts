import type en from '@/messages/en.json';
import { siteConfig } from '@/site.config';
import type { ContactSubmission } from './schema';
import { messageText } from './message-text';

/** The funnel's words (messages ContactFunnel / ContactErrors), passed to the browser as props. */
export type FunnelTexts = (typeof en)['ContactFunnel'];
export type ErrorTexts = (typeof en)['ContactErrors'];

/** Fills `{name}` placeholders of a message that reached the browser as a raw template. */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (match, key: string) => (key in values ? String(values[key]) : match));
}

export function weeksText(texts: FunnelTexts, count: number): string {
  return fill(count === 1 ? texts.weeksOne : texts.weeksOther, { count });
}

export function fullName(data: Pick<ContactSubmission, 'firstName' | 'lastName'>): string {
  return `${data.firstName} ${data.lastName}`;
}

/** The choices of a submission in words, in the submission's language. */
export function choiceWords(data: ContactSubmission, texts: FunnelTexts) {
  const { choices } = texts;
  return {
    projectType: choices.projectType[data.projectType],
    budget: choices.budget[data.budget],
    heardFrom: choices.heardFrom[data.heardFrom],
    deadline: weeksText(texts, data.deadlineWeeks),
    timeline: data.timeline ? choices.timeline[data.timeline] : undefined,
    method: choices.method[data.method],
    language: choices.locale[data.locale],
  };
}

/** The message prepared in the chat app: every answer, one per line, then the visitor's words. */
export function chatSummary(data: ContactSubmission, texts: FunnelTexts): string {
  const words = choiceWords(data, texts);
  const { fields } = texts;
  const lines = [
    fill(texts.summaryGreeting, { name: siteConfig.ownerName.split(' ')[0] }),
    '',
    `${texts.steps.projectType}: ${words.projectType}`,
    `${texts.steps.budget}: ${words.budget}`,
    `${texts.steps.heardFrom}: ${words.heardFrom}`,
    `${fields.deadlineWeeks}: ${words.deadline}`,
    words.timeline ? `${fields.timeline}: ${words.timeline}` : undefined,
    '',
    `${fullName(data)}${data.company ? ` (${data.company})` : ''}`,
    data.email,
    data.phone,
    '',
    messageText(data.message),
  ];
  return lines.filter((line) => line !== undefined).join('\n');
}

export function chatUrl(summary: string): string {
  return `https://wa.me/${siteConfig.chatNumber}?text=${encodeURIComponent(summary)}`;
}
