import { getTranslations } from 'next-intl/server';
import { Link } from '@/i18n/navigation';
import type { Locale } from '@/i18n/routing';
import type { Author } from '@/lib/content/schemas';
import { siteConfig } from '@/site.config';
import { ContentImage } from './content-image';
import { textLinkClass } from '@/components/ui/button-class';
import { Card } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';

/** Who wrote the article, in the page's language, with links to the author page and LinkedIn. */
export async function AuthorBox({ author, locale }: { author: Author; locale: Locale }) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const isOwner = author.slug === siteConfig.authorSlug;
  return (
    <Card as="section" padding="lg" aria-labelledby="author-box-title" className="mt-14">
      <Eyebrow as="h2" id="author-box-title" size="sm">
        {t('authorBoxTitle')}
      </Eyebrow>
      <div className="mt-4 flex flex-col gap-5 sm:flex-row sm:items-start">
        {author.image ? (
          <ContentImage
            image={author.image}
            width={160}
            height={160}
            fallbackAlt={author.name}
            className="size-20 shrink-0 rounded-full ring-4 ring-brand-soft"
          />
        ) : null}
        <div>
          <p className="text-xl font-bold text-ink">{author.name}</p>
          {author.title?.[locale] ? <p className="font-medium text-muted">{author.title[locale]}</p> : null}
          {author.bio?.[locale] ? <p className="mt-3 text-ink/90">{author.bio[locale]}</p> : null}
          <p className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
            {isOwner ? (
              <Link href="/author" className={textLinkClass}>
                {t('authorProfile', { name: author.name })}
              </Link>
            ) : null}
            {author.linkedinUrl ? (
              <a href={author.linkedinUrl} className={textLinkClass} target="_blank" rel="noopener noreferrer me">
                {t('authorLinkedin', { name: author.name })}
              </a>
            ) : null}
          </p>
        </div>
      </div>
    </Card>
  );
}
