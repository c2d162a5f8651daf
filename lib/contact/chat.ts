import { siteConfig } from '@/site.config';
import { rememberChatLink } from './browser-store';
import { fieldRows, type ChoiceField, type FieldName, type FieldRow } from './fields';
import { stepNames } from './steps';
import type { FunnelTexts } from './funnel-texts';
import { messageText } from './message-text';
import type { ContactSubmission } from './schema';

/** The chat app's link to the owner, with a message already written when there is one. */
export function chatLink(text?: string): string {
  const link = `https://wa.me/${siteConfig.chatNumber}`;
  return text === undefined ? link : `${link}?text=${encodeURIComponent(text)}`;
}

/** A value in words: a choice by its label, weeks as "3 weeks", any other value as typed. */
function words(name: FieldName, row: FieldRow, value: string | number, texts: FunnelTexts): string {
  if (row.kind === 'choice') return (texts.choices[name as ChoiceField] as Record<string, string>)[value];
  if (row.kind === 'weeks') return texts.weeks[Number(value) - 1];
  return String(value);
}

/** A choice step's field goes by the step's title ("Budget"); a field of the details step by its own label. */
const label = (name: FieldName, row: FieldRow, texts: FunnelTexts) =>
  row.step && row.step !== 'details' ? texts.stepTitles[row.step] : texts.fields[name as keyof FunnelTexts['fields']];

/** The fields in the order the funnel asks them: step by step, each step's in the table's order. */
const funnelOrder = fieldRows
  .map((entry, index) => ({ entry, step: entry[1].step ? stepNames.indexOf(entry[1].step) : stepNames.length, index }))
  .sort((a, b) => a.step - b.step || a.index - b.index)
  .map(({ entry }) => entry);

/**
 * The message prepared in the chat app (docs/behaviour/contact.md#chat-path): a greeting, the answers one per line,
 * the visitor's own lines (name and company, email, phone), then the visitor's words. Each field's place is in the
 * field table; a field left empty has no line.
 */
export function chatSummary(data: ContactSubmission, texts: FunnelTexts): string {
  const answers: string[] = [];
  const contact = new Map<string, { values: string[]; asides: string[] }>();
  const messages: string[] = [];
  for (const [name, row] of funnelOrder) {
    const value = (data as Record<string, string | number | undefined>)[name];
    if (value === undefined || value === '') continue;
    if (row.kind === 'message') messages.push(messageText(String(value)));
    if (!row.chat) continue;
    if (row.chat.block === 'answers') {
      answers.push(label(name, row, texts) + texts.colon + words(name, row, value, texts));
      continue;
    }
    const key = row.chat.line ?? name;
    const line = contact.get(key) ?? { values: [], asides: [] };
    (row.chat.aside ? line.asides : line.values).push(words(name, row, value, texts));
    contact.set(key, line);
  }
  const contactLines = [...contact.values()].map(({ values, asides }) =>
    [values.join(' '), ...asides.map((aside) => `(${aside})`)].join(' '),
  );
  return [texts.summaryGreeting, '', ...answers, '', ...contactLines, '', ...messages].join('\n');
}

/** Opens the chat with every answer written in, and keeps the link for the success page's "reopen". */
export function openChat(data: ContactSubmission, texts: FunnelTexts) {
  const link = chatLink(chatSummary(data, texts));
  window.open(link, '_blank', 'noopener,noreferrer');
  rememberChatLink(link);
}
