import { notFound } from 'next/navigation';
import { getTranslations } from 'next-intl/server';
import { VideoPlayer } from '@/components/author/video-player';
import { ContentImage } from '@/components/blog/content-image';
import { PostMeta } from '@/components/blog/post-card';
import { JsonLd } from '@/components/seo/json-ld';
import { BreadcrumbJsonLd } from '@/components/ui/breadcrumbs';
import { textLinkClass } from '@/components/ui/button-class';
import { ButtonLink } from '@/components/ui/button-link';
import { Card } from '@/components/ui/card';
import { Eyebrow } from '@/components/ui/eyebrow';
import { PillList } from '@/components/ui/pill-list';
import { SectionHeading } from '@/components/ui/section-heading';
import { Link } from '@/i18n/navigation';
import { pageLocale } from '@/i18n/page-locale';
import { getAuthor, getPostsByAuthor } from '@/lib/content';
import { videoEmbedUrl } from '@/lib/content/video';
import { absoluteUrl, metadataFor } from '@/lib/seo/metadata';
import { personJsonLd } from '@/lib/seo/structured-data';
import { siteConfig } from '@/site.config';

export const generateMetadata = metadataFor('/author');

/** Regenerated like the articles, so an edit of the author document in the content service shows up. */
export const revalidate = 3600;

const networks = ['linkedin', 'instagram', 'facebook'] as const;

/**
 * The personal author page `/{authorSlug}` (docs/behaviour/content.md#author-page): the content service's author
 * document (the embedded one until the owner writes theirs), the video behind a click, the articles the author wrote
 * and the social profiles.
 */
export default async function AuthorPage({ params }: PageProps<'/[locale]/author'>) {
  const locale = await pageLocale(params);
  const [t, author, posts] = await Promise.all([
    getTranslations({ locale, namespace: 'AuthorPage' }),
    getAuthor(siteConfig.authorSlug),
    getPostsByAuthor(siteConfig.authorSlug, locale),
  ]);
  if (!author) notFound();
  const expertise = t.raw('expertise') as string[];
  const description = author.description?.[locale];
  const embedUrl = author.videoUrl ? videoEmbedUrl(author.videoUrl) : undefined;
  const profiles = { ...siteConfig.socials, ...(author.linkedinUrl ? { linkedin: author.linkedinUrl } : {}) };
  return (
    <>
      <section className="mx-auto max-w-4xl px-4 pb-20 pt-32">
        <div className="flex flex-col items-start gap-8 sm:flex-row sm:items-center">
          {author.image ? (
            <ContentImage
              image={author.image}
              alt={t('portraitAlt', { name: author.name })}
              width={160}
              height={160}
              priority
              className="size-32 rounded-full ring-4 ring-brand-soft sm:size-40"
            />
          ) : null}
          <div>
            <Eyebrow>{t('eyebrow')}</Eyebrow>
            <SectionHeading as="h1" size="page" className="mt-2">
              {author.name}
            </SectionHeading>
            <p className="mt-2 text-lg font-medium text-ink">
              {author.title?.[locale] ?? siteConfig.jobTitle[locale]} · {siteConfig.address.addressLocality}
            </p>
          </div>
        </div>
        {description ? <p className="mt-8 text-lg text-muted">{description}</p> : null}

        <div className="mt-12 grid gap-10 md:grid-cols-[3fr_2fr]">
          {author.bio?.[locale] ? (
            <section aria-labelledby="bio-title">
              <SectionHeading id="bio-title" size="part">
                {t('bioTitle')}
              </SectionHeading>
              <p className="mt-4 text-ink">{author.bio[locale]}</p>
            </section>
          ) : null}
          <Card as="section" aria-labelledby="expertise-title">
            <h2 id="expertise-title" className="text-xl font-bold text-ink">
              {t('expertiseTitle')}
            </h2>
            <PillList items={expertise} className="mt-4" />
          </Card>
        </div>

        {author.videoUrl ? (
          <section aria-labelledby="video-title" className="mt-12">
            <SectionHeading id="video-title" size="part">
              {t('videoTitle')}
            </SectionHeading>
            {embedUrl ? (
              <>
                <div className="mt-4">
                  <VideoPlayer
                    embedUrl={embedUrl}
                    title={t('videoName', { name: author.name })}
                    playLabel={t('videoPlay')}
                  />
                </div>
                <p className="mt-3 text-sm text-muted">{t('videoNotice')}</p>
              </>
            ) : (
              <p className="mt-4">
                <a href={author.videoUrl} target="_blank" rel="noopener noreferrer" className={textLinkClass}>
                  {t('videoLink')}
                </a>
              </p>
            )}
          </section>
        ) : null}

        <Card as="section" padding="lg" aria-labelledby="articles-title" className="mt-12">
          <SectionHeading id="articles-title" size="part">
            {t('articlesTitle')}
          </SectionHeading>
          <p className="mt-3 text-muted">{t('articlesText', { name: author.name })}</p>
          {posts.length > 0 ? (
            <ol className="mt-6 divide-y divide-slate-200">
              {posts.map((post) => (
                <li key={post._id} className="py-4">
                  <Link
                    href={{ pathname: '/blog/[slug]', params: { slug: post.slug } }}
                    className="text-lg font-semibold text-ink hover:text-brand focus-visible:outline-2 focus-visible:outline-brand"
                  >
                    {post.title}
                  </Link>
                  <PostMeta post={post} locale={locale} className="mt-1" />
                </li>
              ))}
            </ol>
          ) : null}
          <div className="mt-6 flex flex-wrap gap-3">
            <ButtonLink href="/blog">{t('articlesLink')}</ButtonLink>
            <ButtonLink href="/contact" variant="secondary">
              {t('contactLink')}
            </ButtonLink>
          </div>
        </Card>

        <section aria-labelledby="social-title" className="mt-12">
          <SectionHeading id="social-title" size="part">
            {t('socialTitle')}
          </SectionHeading>
          <ul className="mt-4 flex flex-wrap gap-3">
            {networks.map((network) => (
              <li key={network}>
                <a
                  href={profiles[network]}
                  target="_blank"
                  rel="me noopener noreferrer"
                  data-social={network}
                  aria-label={t('socialLabel', { network: t(`networks.${network}`) })}
                  className="chip-link"
                >
                  {t(`networks.${network}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      </section>
      <JsonLd
        data={personJsonLd(locale, {
          description: description ?? t('description'),
          url: absoluteUrl(locale, '/author'),
          knowsAbout: expertise,
        })}
      />
      <BreadcrumbJsonLd locale={locale} trail={[{ name: author.name, href: '/author' }]} />
    </>
  );
}
