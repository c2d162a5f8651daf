import { getTranslations } from 'next-intl/server';
import { ReopenChatLink } from '@/components/contact/reopen-chat-link';
import { buttonClass } from '@/components/ui/button-class';
import { ButtonLink } from '@/components/ui/button-link';
import { Card, CardTitle } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';
import { Icon } from '@/components/ui/icon';
import { SectionHeading } from '@/components/ui/section-heading';
import type { VariantName } from '@/i18n/query-variants';
import { chatLink } from '@/lib/contact/chat';

/**
 * The confirmation after a contact request, in each prerendered version of the success pages (i18n/query-variants.ts,
 * docs/behaviour/pages-and-routes.md#success-screens): the chat one, or by email `sent` with its acknowledgement,
 * `unacknowledged` (the owner has it, the acknowledgement could not be sent, so the page promises none) or `received`
 * (kept, and delivered with its acknowledgement once the email provider answers again). What happened, the three next
 * steps, and where to go now.
 */
export async function SuccessScreen({ variant }: { variant: VariantName<'/success'> }) {
  const t = await getTranslations('SuccessScreen');
  const type = variant === 'whatsapp' ? 'whatsapp' : 'email';
  const text = (key: 'eyebrow' | 'title' | 'description') =>
    variant === 'received' ? t(`email.received.${key}`) : t(`${type}.${key}`);
  return (
    <section data-success-type={type} className="mx-auto max-w-3xl px-4 pb-20 pt-32 text-center">
      <span className="mx-auto inline-flex size-16 items-center justify-center rounded-full bg-brand-soft text-brand">
        <Icon name="check" className="size-8" />
      </span>
      <Eyebrow className="mt-6">{text('eyebrow')}</Eyebrow>
      <SectionHeading as="h1" size="page" className="mt-3">
        {text('title')}
      </SectionHeading>
      <p className="mt-4 text-xl font-medium text-ink">{t(`${type}.subtitle`)}</p>
      <p className="mt-4 text-muted">
        {variant === 'unacknowledged' ? t('email.descriptionUnconfirmed') : text('description')}
      </p>
      <Card padding="lg" className="mt-12 text-left">
        <h2 className="text-xl font-bold text-ink">{t('nextTitle')}</h2>
        <ol className="mt-6 space-y-6">
          {(t.raw(`${type}.steps`) as { title: string; text: string }[]).map((step, index) => (
            <li key={step.title} className="flex gap-4">
              <span
                aria-hidden="true"
                className="inline-flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-bold text-white"
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
