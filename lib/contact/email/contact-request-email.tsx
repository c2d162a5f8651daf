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

type Row = { key: keyof Messages['ContactEmail']['labels']; label: string; value: string };

const styles = {
  table: { fontSize: 15, borderCollapse: 'collapse' },
  label: { color: '#475569', padding: '4px 16px 4px 0', verticalAlign: 'top', whiteSpace: 'nowrap' },
  value: { padding: '4px 0', verticalAlign: 'top' },
  message: { fontSize: 15, lineHeight: 1.6, whiteSpace: 'pre-wrap', borderLeft: '3px solid #1d4ed8', paddingLeft: 12 },
} as const;

function Value({ row }: { row: Row }) {
  if (row.key === 'email') return <Link href={`mailto:${row.value}`}>{row.value}</Link>;
  if (row.key === 'phone' && /\d/.test(row.value))
    return <Link href={`tel:${row.value.replace(/[^\d+]/g, '')}`}>{row.value}</Link>;
  return row.value;
}

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
  const values = {
    project: {
      projectType: choices.projectType[data.projectType],
      budget: choices.budget[data.budget],
      deadlineWeeks: translators.funnel('weeks', { count: data.deadlineWeeks }),
      timeline: data.timeline && choices.timeline[data.timeline],
      heardFrom: choices.heardFrom[data.heardFrom],
    },
    contact: {
      name,
      email: data.email,
      phone: data.phone,
      company: data.company,
      language: choices.locale[data.locale],
      method: choices.method[data.method],
    },
  };
  // An empty row says so.
  const sections = Object.entries(values).map(([section, rows]) => ({
    title: typeset(t(`sections.${section as keyof typeof values}`)),
    rows: Object.entries(rows).map(([key, value]): Row => ({
      key: key as Row['key'],
      label: typeset(t(`labels.${key as Row['key']}`)),
      value: value ? String(value) : t('notGiven'),
    })),
  }));
  const projectType = values.project.projectType;
  const footer = `${typeset(t('footer', { site: siteConfig.brand }))} ${typeset(t('labels.reference'))}${colon}${reference}`;
  const html = await render(
    <EmailLayout
      lang={data.locale}
      preview={typeset(t('preview', { name, projectType }))}
      heading={typeset(t('heading'))}
      footer={footer}
    >
      <Text>{typeset(t('intro', { name, language: values.contact.language, method: values.contact.method }))}</Text>
      {sections.map((section) => (
        <Section key={section.title}>
          <Heading as="h2" style={emailStyles.section}>
            {section.title}
          </Heading>
          <table role="presentation" cellPadding={0} cellSpacing={0} style={styles.table}>
            <tbody>
              {section.rows.map((row) => (
                <tr key={row.key}>
                  <td style={styles.label}>{row.label}</td>
                  <td style={styles.value}>
                    <Value row={row} />
                  </td>
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
