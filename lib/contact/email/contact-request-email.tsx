import { Heading, Link, Section, Text } from '@react-email/components';
import { typographyOf } from '@/i18n/typography';
import { EmailLayout, emailStyles } from '@/lib/email/layout';
import { siteConfig } from '@/site.config';
import type { Messages } from 'next-intl';
import { choiceWords } from '../funnel-texts';
import { fullName, messageText } from '../message-text';
import type { ContactSubmission } from '../schema';
import type { ContactTranslators } from '../texts';

type Row = { key: keyof Messages['ContactEmail']['labels']; label: string; value: string };
type Content = ReturnType<typeof contactRequestContent>;
type Props = { data: ContactSubmission; content: Content };

/** The two sections of the owner's email, each value in words in the submission's language. */
function sections(data: ContactSubmission, translators: ContactTranslators) {
  const choices = choiceWords(translators);
  return {
    project: {
      projectType: choices.projectType[data.projectType],
      budget: choices.budget[data.budget],
      deadlineWeeks: translators.funnel('weeks', { count: data.deadlineWeeks }),
      timeline: data.timeline && choices.timeline[data.timeline],
      heardFrom: choices.heardFrom[data.heardFrom],
    },
    contact: {
      name: fullName(data),
      email: data.email,
      phone: data.phone,
      company: data.company,
      language: choices.locale[data.locale],
      method: choices.method[data.method],
    },
  };
}

/**
 * Everything the owner needs, in the submission's language; the HTML and the plain-text versions share it.
 * The site's own words are typeset in that language; what the visitor typed is shown as typed.
 */
export function contactRequestContent(data: ContactSubmission, reference: string, translators: ContactTranslators) {
  const { email: t } = translators;
  const typeset = typographyOf(data.locale);
  const { project, contact } = sections(data, translators);
  const projectType = project.projectType;
  const colon = typeset(translators.funnel('colon'));
  const name = fullName(data);
  return {
    subject: t('subject', { projectType, name }),
    preview: typeset(t('preview', { name, projectType })),
    heading: typeset(t('heading')),
    intro: typeset(t('intro', { name, language: contact.language, method: contact.method })),
    // An empty row says so.
    sections: Object.entries({ project, contact }).map(([section, values]) => ({
      title: typeset(t(`sections.${section as 'project' | 'contact'}`)),
      rows: Object.entries(values).map(([key, value]): Row => ({
        key: key as Row['key'],
        label: typeset(t(`labels.${key as Row['key']}`)),
        value: value ? String(value) : t('notGiven'),
      })),
    })),
    messageTitle: typeset(t('sections.message')),
    footer: `${typeset(t('footer', { site: siteConfig.brand }))} ${typeset(t('labels.reference'))}${colon}${reference}`,
    colon,
  };
}

export function contactRequestText({ data, content }: Props): string {
  return [
    content.heading,
    '',
    content.intro,
    ...content.sections.flatMap((section) => [
      '',
      section.title.toUpperCase(),
      ...section.rows.map((row) => row.label + content.colon + row.value),
    ]),
    '',
    content.messageTitle.toUpperCase(),
    messageText(data.message),
    '',
    '--',
    content.footer,
  ].join('\n');
}

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

/** The owner's copy of a contact request: every field, the language and the choices in words. */
export function ContactRequestEmail({ data, content }: Props) {
  return (
    <EmailLayout lang={data.locale} preview={content.preview} heading={content.heading} footer={content.footer}>
      <Text>{content.intro}</Text>
      {content.sections.map((section) => (
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
        {content.messageTitle}
      </Heading>
      {/* Sanitised by the contact schema: only b, i, em, strong, p and br, without attributes. */}
      <Section style={styles.message}>
        <div dangerouslySetInnerHTML={{ __html: data.message }} />
      </Section>
    </EmailLayout>
  );
}
