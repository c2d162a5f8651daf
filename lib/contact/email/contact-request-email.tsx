import { Heading, Link, render, Section, Text } from '@react-email/components';
import { typographyOf } from '@/i18n/typography';
import { EmailLayout, emailStyles, plainText } from '@/lib/email/layout';
import type { OutgoingEmail } from '@/lib/email/send';
import { serverEnv } from '@/lib/server-env';
import { siteConfig } from '@/site.config';
import type { Messages } from 'next-intl';
import { choiceWords } from '../texts';
import { fullName } from '../message-text';
import type { ContactSubmission } from '../schema';
import type { ContactTranslators } from '../texts';

type Label = keyof Messages['ContactEmail']['labels'];

const styles = {
  table: { fontSize: 15, borderCollapse: 'collapse' },
  label: { color: '#475569', padding: '4px 16px 4px 0', verticalAlign: 'top', whiteSpace: 'nowrap' },
  value: { padding: '4px 0', verticalAlign: 'top' },
  message: { fontSize: 15, lineHeight: 1.6, whiteSpace: 'pre-wrap', borderLeft: '3px solid #1d4ed8', paddingLeft: 12 },
} as const;

/**
 * The owner's copy of a contact request (docs/behaviour/contact.md#emails): every field, the language and the choices
 * in words, in the submission's language, HTML and its plain text. The site's own words are typeset in that language; what
 * the visitor typed is shown as typed. `reference` is its idempotency key; a reply goes to the visitor.
 */
export async function ownerEmail(
  data: ContactSubmission,
  reference: string,
  translators: ContactTranslators,
): Promise<OutgoingEmail> {
  const { email: t } = translators;
  const typeset = typographyOf(data.locale);
  const choices = choiceWords(translators);
  const name = fullName(data);
  const colon = typeset(translators.funnel('colon'));
  const projectType = choices.projectType[data.projectType];
  const language = choices.locale[data.locale];
  const method = choices.method[data.method];
  // [label, value, link]: the schema keeps digits in a given phone; an empty row says so.
  const sections: Record<'project' | 'contact', [Label, string | undefined, string?][]> = {
    project: [
      ['projectType', projectType],
      ['budget', choices.budget[data.budget]],
      ['deadlineWeeks', translators.funnel('weeks', { count: data.deadlineWeeks })],
      ['timeline', data.timeline && choices.timeline[data.timeline]],
      ['heardFrom', choices.heardFrom[data.heardFrom]],
    ],
    contact: [
      ['name', name],
      ['email', data.email, `mailto:${data.email}`],
      ['phone', data.phone, data.phone && `tel:${data.phone.replace(/[^\d+]/g, '')}`],
      ['company', data.company],
      ['language', language],
      ['method', method],
    ],
  };
  const footer = `${typeset(t('footer', { site: siteConfig.brand }))} ${typeset(t('labels.reference'))}${colon}${reference}`;
  const html = await render(
    <EmailLayout
      lang={data.locale}
      preview={typeset(t('preview', { name, projectType }))}
      heading={typeset(t('heading'))}
      footer={footer}
    >
      <Text>{typeset(t('intro', { name, language, method }))}</Text>
      {Object.entries(sections).map(([section, rows]) => (
        <Section key={section}>
          <Heading as="h2" style={emailStyles.section}>
            {typeset(t(`sections.${section as keyof typeof sections}`))}
          </Heading>
          <table role="presentation" cellPadding={0} cellSpacing={0} style={styles.table}>
            <tbody>
              {rows.map(([label, value, href]) => (
                <tr key={label}>
                  <td style={styles.label}>{typeset(t(`labels.${label}`))}</td>
                  <td style={styles.value}>{href ? <Link href={href}>{value}</Link> : value || t('notGiven')}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </Section>
      ))}
      <Heading as="h2" style={emailStyles.section}>
        {typeset(t('sections.message'))}
      </Heading>
      {/* Sanitised by the contact schema: only b, i, em, strong, p and br, without attributes. */}
      <Section style={styles.message}>
        <div dangerouslySetInnerHTML={{ __html: data.message }} />
      </Section>
    </EmailLayout>,
  );
  return {
    from: serverEnv.CONTACT_FROM_EMAIL,
    to: serverEnv.CONTACT_TO_EMAIL,
    // The schema accepts only a plain address here (no name, quotes, commas or line breaks).
    replyTo: data.email,
    subject: t('subject', { projectType, name }),
    html,
    text: plainText(html),
  };
}
