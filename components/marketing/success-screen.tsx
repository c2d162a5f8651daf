import { getTranslations } from 'next-intl/server';
import { buttonClass } from '@/components/ui/button-class';
import { ButtonLink } from '@/components/ui/button-link';
import { ReopenChatLink } from '@/components/contact/reopen-chat-link';
import { chatLink } from '@/lib/contact/chat';
import { Card, CardTitle } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';
import { SectionHeading } from '@/components/ui/section-heading';
import { cx } from '@/components/ui/class-names';
import type { VariantName } from '@/i18n/query-variants';

type SuccessType = 'email' | 'whatsapp';

/**
 * What became of an email request: `sent` with its acknowledgement; `unacknowledged` (`?confirmation=unsent`),
 * the owner has it but the visitor's acknowledgement could not be sent, so the page must not promise one;
 * `received` (`?request=received`), the site keeps it and delivers it, acknowledgement included, once the email
 * provider answers again.
 */
type EmailOutcome = 'sent' | 'unacknowledged' | 'received';

type Screen = { type: SuccessType; outcome?: EmailOutcome };

/**
 * The screen of each prerendered version of the success pages (i18n/query-variants.ts): `/success?type=whatsapp` is
 * the chat one, any other query of `/success` an email one (docs/behaviour/pages-and-routes.md#success-screens).
 */
export const successVariantScreens: Record<VariantName<'/success'> | VariantName<'/contact/email-success'>, Screen> = {
  whatsapp: { type: 'whatsapp' },
  received: { type: 'email', outcome: 'received' },
  unacknowledged: { type: 'email', outcome: 'unacknowledged' },
  sent: { type: 'email' },
};

type Step = { title: string; text: string };

/** The confirmation after a contact request: what happened, the three next steps, and where to go now. */
export async function SuccessScreen({ type, outcome = 'sent' }: Screen) {
  const t = await getTranslations('SuccessScreen');
  const steps = t.raw(`${type}.steps`) as Step[];
  // A kept request has its own eyebrow, title and description; everything else is the email page's.
  const received = type === 'email' && outcome === 'received';
  const text = (key: 'eyebrow' | 'title' | 'description') =>
    received ? t(`email.received.${key}`) : t(`${type}.${key}`);
  return (
    <section data-success-type={type} data-outcome={outcome} className="mx-auto max-w-3xl px-4 pb-20 pt-32 text-center">
      <span
        className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand"
        aria-hidden="true"
      >
        <svg
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth={2.2}
          strokeLinecap="round"
          strokeLinejoin="round"
          className="size-8"
        >
          <path d="m5 12.5 4.5 4.5L19 7.5" />
        </svg>
      </span>
      <Eyebrow className="mt-6">{text('eyebrow')}</Eyebrow>
      <SectionHeading as="h1" size="page" className="mt-3">
        {text('title')}
      </SectionHeading>
      <p className="mt-4 text-xl font-medium text-ink">{t(`${type}.subtitle`)}</p>
      <p className="mt-4 text-muted">
        {type === 'email' && outcome === 'unacknowledged' ? t('email.descriptionUnconfirmed') : text('description')}
      </p>

      <Card padding="lg" className="mt-12 text-left">
        <h2 className="text-xl font-bold text-ink">{t('nextTitle')}</h2>
        <ol className="mt-6 space-y-6">
          {steps.map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className={cx(
                  'inline-flex size-9 shrink-0 items-center',
                  'justify-center rounded-full bg-brand font-bold text-white',
                )}
              >
                {index + 1}
              </span>
              <div>
                <CardTitle size="md">{step.title}</CardTitle>
                <p className="mt-1 text-muted">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Card>

      <div className="mt-10 flex flex-wrap justify-center gap-3">
        {type === 'whatsapp' ? (
          <>
            <ReopenChatLink href={chatLink()} className={buttonClass('primary')}>
              {t('whatsapp.primary')}
              <span className="sr-only"> {t('newTab')}</span>
            </ReopenChatLink>
            <ButtonLink href="/contact" variant="secondary">
              {t('whatsapp.secondary')}
            </ButtonLink>
          </>
        ) : (
          <>
            <ButtonLink href="/portfolio">{t('email.primary')}</ButtonLink>
            <ButtonLink href="/" variant="secondary">
              {t('email.secondary')}
            </ButtonLink>
          </>
        )}
      </div>
    </section>
  );
}
