import { PortableText, type PortableTextComponents } from '@portabletext/react';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ButtonLink } from '@/components/ui/button-link';
import { cardClass } from '@/components/ui/card';
import type { Locale } from '@/i18n/routing';
import { headingAnchors } from '@/lib/content/headings';
import { imageSchema, type Author, type Post } from '@/lib/content/schemas';
import { BodyHeading, BodyLink } from './article-parts';
import { ContentImage } from './content-image';
import { cx } from '@/components/ui/class-names';

const codeBlockSchema = z.object({ code: z.string(), language: z.string().nullish() });
const authorSectionSchema = z.object({ heading: z.string().nullish(), text: z.string().nullish() });
const bodyImageSchema = imageSchema.extend({ _key: z.string() });

type ArticleBodyProps = { body: Post['body']; author: Author | null | undefined; locale: Locale };

/**
 * An article's portable text, rendered on the server: headings with anchors, lists, links, images, code,
 * author section.
 */
export async function ArticleBody({ body, author, locale }: ArticleBodyProps) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const anchors = headingAnchors(body);
  const components: PortableTextComponents = {
    block: {
      normal: ({ children }) => <p className="mt-5 prose-text">{children}</p>,
      h2: ({ children, value }) => (
        <BodyHeading level="h2" id={anchors.get(value._key ?? '')} anchorLabel={t('headingAnchor')}>
          {children}
        </BodyHeading>
      ),
      h3: ({ children, value }) => (
        <BodyHeading level="h3" id={anchors.get(value._key ?? '')} anchorLabel={t('headingAnchor')}>
          {children}
        </BodyHeading>
      ),
      blockquote: ({ children }) => (
        <blockquote className="mt-6 border-l-4 border-brand pl-5 text-lg italic text-muted">{children}</blockquote>
      ),
    },
    list: {
      bullet: ({ children }) => <ul className="mt-5 list-disc space-y-2 pl-6 marker:text-brand">{children}</ul>,
      number: ({ children }) => (
        <ol className="mt-5 list-decimal space-y-2 pl-6 marker:font-semibold marker:text-brand">{children}</ol>
      ),
    },
    listItem: ({ children }) => <li className="pl-1 prose-text">{children}</li>,
    marks: {
      strong: ({ children }) => <strong className="font-semibold text-ink">{children}</strong>,
      em: ({ children }) => <em>{children}</em>,
      code: ({ children }) => (
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink">{children}</code>
      ),
      link: ({ children, value }) => (
        <BodyLink href={typeof value?.href === 'string' ? value.href : undefined}>{children}</BodyLink>
      ),
    },
    types: {
      image: ({ value }) => {
        const image = bodyImageSchema.safeParse(value);
        if (!image.success) return null;
        const width = Math.min(image.data.asset.width, 1200);
        const height = Math.round((width / image.data.asset.width) * image.data.asset.height);
        return (
          <figure className="my-8">
            <ContentImage
              image={image.data}
              width={width}
              height={height}
              fallbackAlt=""
              sizes="(min-width: 768px) 768px, 100vw"
              className={`w-full ${cardClass({ padding: 'none' })}`}
            />
            {image.data.caption ? (
              <figcaption className="mt-3 text-center text-sm text-muted">{image.data.caption}</figcaption>
            ) : null}
          </figure>
        );
      },
      codeBlock: ({ value }) => {
        const block = codeBlockSchema.safeParse(value);
        if (!block.success) return null;
        const language = block.data.language ?? 'text';
        return (
          <figure className="my-6 overflow-hidden rounded-xl bg-slate-900 text-slate-100">
            <figcaption
              className={cx(
                'border-b border-white/10 px-4 py-2 font-mono',
                'text-xs uppercase tracking-wide text-slate-400',
              )}
            >
              {language}
            </figcaption>
            <pre className="overflow-x-auto p-4 text-sm leading-relaxed">
              <code className={`language-${language}`}>{block.data.code}</code>
            </pre>
          </figure>
        );
      },
      authorSection: ({ value }) => {
        const section = authorSectionSchema.safeParse(value);
        if (!section.success) return null;
        return (
          <aside data-author-section="" className="my-10 rounded-2xl bg-brand-soft/60 p-6 md:p-8">
            <div className="flex flex-col gap-4 sm:flex-row sm:items-start">
              {author?.image ? (
                <ContentImage
                  image={author.image}
                  width={96}
                  height={96}
                  fallbackAlt=""
                  className="size-14 shrink-0 rounded-full ring-2 ring-white"
                />
              ) : null}
              <div>
                {section.data.heading ? <h2 className="text-xl font-bold text-ink">{section.data.heading}</h2> : null}
                {section.data.text ? <p className="mt-2 text-ink/90">{section.data.text}</p> : null}
                {author ? <p className="mt-2 text-sm font-semibold text-muted">{author.name}</p> : null}
                <ButtonLink href="/contact" className="mt-5">
                  {t('authorSectionCta')}
                </ButtonLink>
              </div>
            </div>
          </aside>
        );
      },
    },
  };
  return (
    <div className="text-lg">
      <PortableText value={body} components={components} />
    </div>
  );
}
