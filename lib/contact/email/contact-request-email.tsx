import { Heading, Link, Section, Text } from '@react-email/components';
import type { Messages } from 'next-intl';
import { typographyOf } from '@/i18n/typography';
import { EmailLayout, emailStyles } from '@/lib/email/layout';
import { siteConfig } from '@/site.config';
import { figureChoiceLabels } from '../choice-labels';
import { fullName, messageText } from '../message-text';
import type { ContactSubmission } from '../schema';
import type { ContactTranslators } from '../texts';

type Row = { key: string; label: string; value: string };
type Content = ReturnType<typeof contactRequestContent>;
type Props = { data: ContactSubmission; content: Content };

/** The choices of a submission in words, in the submission's language. */
function choiceWords(data: ContactSubmission, { funnel: t, figures }: ContactTranslators) {
  const choices = figureChoiceLabels(t, figures);
  return {
    projectType: t(`choices.projectType.${data.projectType}`),
    budget: choices.budget[data.budget],
    heardFrom: t(`choices.heardFrom.${data.heardFrom}`),
    deadline: t('weeks', { count: data.deadlineWeeks }),
    timeline: data.timeline ? choices.timeline[data.timeline] : undefined,
    method: t(`choices.method.${data.method}`),
    language: t(`choices.locale.${data.locale}`),
  };
}

/**
 * Everything the owner needs, in the submission's language; the HTML and the plain-text versions share it.
 * The site's own words are typeset in that language; what the visitor typed is shown as typed.
 */
export function contactRequestContent(data: ContactSubmission, reference: string, translators: ContactTranslators) {
  const { email: t } = translators;
  const typeset = typographyOf(data.locale);
  const words = choiceWords(data, translators);
  const colon = typeset(translators.funnel('colon'));
  const name = fullName(data);
  const row = (key: keyof Messages['ContactEmail']['labels'], value: string | undefined): Row => ({
    key,
    label: typeset(t(`labels.${key}`)),
    value: value ?? t('notGiven'),
  });
  return {
    subject: t('subject', { projectType: words.projectType, name }),
    preview: typeset(t('preview', { name, projectType: words.projectType })),
    heading: typeset(t('heading')),
    intro: typeset(t('intro', { name, language: words.language, method: words.method })),
    sections: [
      {
        title: typeset(t('sections.project')),
        rows: [
          row('projectType', words.projectType),
          row('budget', words.budget),
          row('deadlineWeeks', words.deadline),
          row('timeline', words.timeline),
          row('heardFrom', words.heardFrom),
        ],
      },
      {
        title: typeset(t('sections.contact')),
        rows: [
          row('name', name),
          row('email', data.email),
          row('phone', data.phone),
          row('company', data.company),
          row('language', words.language),
          row('method', words.method),
        ],
      },
    ],
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
