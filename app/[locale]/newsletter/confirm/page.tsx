import { getTranslations } from 'next-intl/server';
import { PageIntro } from '@/components/page-intro';
import { buttonClass } from '@/components/ui/button-class';
import { Card } from '@/components/ui/card';
import { pageLocale } from '@/i18n/page-locale';
import type { Locale } from '@/i18n/routing';
import { CONFIRM_API_PATH } from '@/lib/http/allowed-methods';
import { metadataFor } from '@/lib/seo/metadata';

export const generateMetadata = metadataFor('/newsletter/confirm');

const formId = 'newsletter-confirm';

/**
 * Runs as the page is parsed, before any bundle or analytics tag: the token moves from the address bar into
 * the form's target and the history entry's state (which a reload keeps, and Next's router preserves), so no
 * script that reads the URL ever sees it. Without JavaScript the form, which has no action, posts to the page's
 * own URL, token included (proxy.ts passes it on to the API route).
 */
function moveTokenScript(locale: Locale): string {
  const api = JSON.stringify(CONFIRM_API_PATH);
  return `(function(){var u=new URL(location.href),s=history.state||{},t=u.searchParams.get('token')||s.newsletterToken,f=document.getElementById('${formId}');if(!t||!f)return;f.action=${api}+'?'+new URLSearchParams({token:t,lang:'${locale}'});if(!u.searchParams.has('token'))return;u.searchParams.delete('token');history.replaceState(Object.assign({},s,{newsletterToken:t}),'',u.pathname+u.search+u.hash)})()`;
}

/**
 * Where the confirmation email's link leads: a prerendered page that subscribes nobody by being opened (mail
 * scanners open links) and asks for the button, a plain form that works without JavaScript.
 */
export default async function NewsletterConfirmPage({ params }: PageProps<'/[locale]/newsletter/confirm'>) {
  const locale = await pageLocale(params);
  const t = await getTranslations({ locale, namespace: 'NewsletterConfirmPage' });
  return (
    <>
      <PageIntro h1={t('h1')} intro={t('intro')} />
      <div className="mx-auto max-w-3xl px-4 pb-20">
        <Card padding="lg">
          <form id={formId} method="post">
            <button type="submit" className={buttonClass('primary')}>
              {t('button')}
            </button>
          </form>
          <script dangerouslySetInnerHTML={{ __html: moveTokenScript(locale) }} />
          <p className="mt-4 text-sm text-muted">{t('note')}</p>
        </Card>
      </div>
    </>
  );
}
