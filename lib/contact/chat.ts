import { siteConfig } from '@/site.config';
import { rememberChatLink } from './browser-store';
import type { FunnelTexts } from './texts';
import { fullName, messageText } from './message-text';
import type { ContactSubmission } from './schema';

/** The chat app's link to the owner, with a message already written when there is one. */
export function chatLink(text?: string): string {
  const link = `https://wa.me/${siteConfig.chatNumber}`;
  return text === undefined ? link : `${link}?text=${encodeURIComponent(text)}`;
}

/**
 * The message prepared in the chat app (docs/behaviour/contact.md#chat-path): a greeting, the answers one per line in
 * the funnel's order, the visitor's own lines (name and company, email, phone), then the visitor's words. A field left
 * empty has no line.
 */
export function chatSummary(data: ContactSubmission, texts: FunnelTexts): string {
  const { choices, stepTitles, fields, colon } = texts;
  const answers = [
    [stepTitles.projectType, choices.projectType[data.projectType]],
    [stepTitles.budget, choices.budget[data.budget]],
    [stepTitles.heardFrom, choices.heardFrom[data.heardFrom]],
    [fields.deadlineWeeks, texts.weeks[data.deadlineWeeks - 1]],
    [fields.timeline, data.timeline && choices.timeline[data.timeline]],
  ];
  const name = [fullName(data), data.company && `(${data.company})`].filter(Boolean).join(' ');
  return [
    texts.summaryGreeting,
    '',
    ...answers.filter(([, value]) => value).map(([label, value]) => label + colon + value),
    '',
    ...[name, data.email, data.phone].filter(Boolean),
    '',
    messageText(data.message),
  ].join('\n');
}

/** Opens the chat with every answer written in, and keeps the link for the success page's "reopen". */
export function openChat(data: ContactSubmission, texts: FunnelTexts) {
  const link = chatLink(chatSummary(data, texts));
  window.open(link, '_blank', 'noopener,noreferrer');
  rememberChatLink(link);
}
