import { Heading, Link, Section, Text } from '@react-email/components';
import { typographyOf } from '@/i18n/typography';
import { EmailLayout, emailStyles } from '@/lib/email/layout';
import { siteConfig } from '@/site.config';
import { choiceLabels, type ChoiceLabels } from '../choice-labels';
import { fieldRows, type ChoiceField, type EmailRowKey } from '../fields';
import { fullName, messageText } from '../message-text';
import type { ContactSubmission } from '../schema';
import type { ContactTranslators } from '../texts';

type Row = { key: EmailRowKey; label: string; value: string };
type Content = ReturnType<typeof contactRequestContent>;
type Props = { data: ContactSubmission; content: Content };

const sectionNames = ['project', 'contact'] as const;

/**
 * The rows of one section, from the field table: each field's value in words, in the submission's language; fields
 * that share a row (the name's two parts) are joined; an empty row says so.
 */
function sectionRows(
  section: (typeof sectionNames)[number],
  data: ContactSubmission,
  choices: ChoiceLabels,
  { email: t, funnel }: ContactTranslators,
): Row[] {
  const values = new Map<EmailRowKey, string[]>();
  for (const [name, row] of fieldRows) {
    if (row.ownerEmail?.section !== section) continue;
    const key = (row.ownerEmail.row ?? name) as EmailRowKey;
    const value = (data as Record<string, string | number | undefined>)[name];
    const given = values.get(key) ?? [];
    values.set(key, given);
    if (value === undefined || value === '') continue;
    if (row.kind === 'choice') given.push((choices[name as ChoiceField] as Record<string, string>)[value]);
    else if (row.kind === 'weeks') given.push(funnel('weeks', { count: Number(value) }));
    else given.push(String(value));
  }
  return [...values].map(([key, given]) => ({
    key,
    label: t(`labels.${key}`),
    value: given.length > 0 ? given.join(' ') : t('notGiven'),
  }));
}

/**
 * Everything the owner needs, in the submission's language; the HTML and the plain-text versions share it.
 * The site's own words are typeset in that language; what the visitor typed is shown as typed.
 */
export function contactRequestContent(data: ContactSubmission, reference: string, translators: ContactTranslators) {
  const { email: t } = translators;
  const typeset = typographyOf(data.locale);
  const choices = choiceLabels(translators.funnel, translators.figures);
  const projectType = choices.projectType[data.projectType];
  const colon = typeset(translators.funnel('colon'));
  const name = fullName(data);
  return {
    subject: t('subject', { projectType, name }),
    preview: typeset(t('preview', { name, projectType })),
    heading: typeset(t('heading')),
    intro: typeset(t('intro', { name, language: choices.locale[data.locale], method: choices.method[data.method] })),
    sections: sectionNames.map((section) => ({
      title: typeset(t(`sections.${section}`)),
      rows: sectionRows(section, data, choices, translators).map((row) => ({ ...row, label: typeset(row.label) })),
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
