import { siteConfig } from '@/site.config';
import { rememberChatLink } from './browser-store';
import type { FunnelTexts } from './funnel-texts';
import { fullName, messageText } from './message-text';
import type { ContactSubmission } from './schema';

/** The chat app's link to the owner, with a message already written when there is one. */
export function chatLink(text?: string): string {
  const link = `https://wa.me/${siteConfig.chatNumber}`;
  return text === undefined ? link : `${link}?text=${encodeURIComponent(text)}`;
}

/** The message prepared in the chat app: every answer, one per line, then the visitor's words. */
export function chatSummary(data: ContactSubmission, texts: FunnelTexts): string {
  const { choices, fields, stepTitles, colon } = texts;
  const lines = [
    texts.summaryGreeting,
    '',
    stepTitles.projectType + colon + choices.projectType[data.projectType],
    stepTitles.budget + colon + choices.budget[data.budget],
    stepTitles.heardFrom + colon + choices.heardFrom[data.heardFrom],
    fields.deadlineWeeks + colon + texts.weeks[data.deadlineWeeks - 1],
    data.timeline ? fields.timeline + colon + choices.timeline[data.timeline] : undefined,
    '',
    `${fullName(data)}${data.company ? ` (${data.company})` : ''}`,
    data.email,
    data.phone,
    '',
    messageText(data.message),
  ];
  return lines.filter((line) => line !== undefined).join('\n');
}

/** Opens the chat with every answer written in, and keeps the link for the success page's "reopen". */
export function openChat(data: ContactSubmission, texts: FunnelTexts) {
  const link = chatLink(chatSummary(data, texts));
  window.open(link, '_blank', 'noopener,noreferrer');
  rememberChatLink(link);
}
