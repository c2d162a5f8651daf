import {
  PortableText,
  toPlainText,
  type PortableTextBlock,
  type PortableTextBlockComponent,
  type PortableTextComponents,
} from '@portabletext/react';
import NextLink from 'next/link';
import { getTranslations } from 'next-intl/server';
import { z } from 'zod';
import { ButtonLink } from '@/components/ui/button-link';
import { cardClass } from '@/components/ui/card';
import type { Locale } from '@/i18n/routing';
import { imageSchema, type Author, type Post } from '@/lib/content/schemas';
import { slugify } from '@/lib/slugify';
import { ContentImage } from './content-image';

const codeSchema = z.object({ code: z.string(), language: z.string().catch('text') });
const authorSectionSchema = z.object({ heading: z.string().nullish(), text: z.string().nullish() });

/** A unique anchor id for each h2 and h3 of a body, by block key, so that every heading can be linked to. */
export function headingAnchors(body: readonly { _type: string; _key: string; style?: unknown }[]) {
  const anchors = new Map<string, string>();
  for (const block of body) {
    if (block._type !== 'block' || (block.style !== 'h2' && block.style !== 'h3')) continue;
    const base = slugify(toPlainText(block as PortableTextBlock)) || 'section';
    let id = base;
    for (let n = 2; [...anchors.values()].includes(id); n += 1) id = `${base}-${n}`;
    anchors.set(block._key, id);
  }
  return anchors;
}

const linkClass = 'font-medium text-brand underline decoration-brand/40 underline-offset-4 hover:decoration-brand';

/**
 * An article's portable text, rendered on the server: headings with anchors, lists, links (inside the site client-side
 * navigations, elsewhere a new tab), images with captions, code, and the author section.
 */
export async function ArticleBody({
  body,
  author,
  locale,
}: {
  body: Post['body'];
  author?: Author | null;
  locale: Locale;
}) {
  const t = await getTranslations({ locale, namespace: 'Blog' });
  const anchors = headingAnchors(body);
  const heading = (Tag: 'h2' | 'h3', size: string): PortableTextBlockComponent =>
    function Heading({ children, value }) {
      const id = anchors.get(value._key ?? '');
      return (
        <Tag id={id} className={`group scroll-mt-24 heading ${size}`}>
          {children}
          <a href={`#${id}`} aria-label={t('headingAnchor')} className="anchor-link">
            #
          </a>
        </Tag>
      );
    };
  const components: PortableTextComponents = {
    block: {
      normal: ({ children }) => <p className="mt-5 prose-text">{children}</p>,
      h2: heading('h2', 'mt-12 text-2xl md:text-3xl'),
      h3: heading('h3', 'mt-8 text-xl md:text-2xl'),
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
      code: ({ children }) => (
        <code className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-[0.9em] text-ink">{children}</code>
      ),
      link: ({ children, value }) => {
        const href: unknown = value?.href;
        if (typeof href !== 'string') return children;
        const elsewhere = !href.startsWith('/') && { target: '_blank', rel: 'noopener noreferrer' };
        return (
          <NextLink href={href} className={linkClass} {...elsewhere}>
            {children}
          </NextLink>
        );
      },
    },
    types: {
      image: ({ value }) => {
        const image = imageSchema.safeParse(value);
        if (!image.success) return null;
        const { asset, caption } = image.data;
        const width = Math.min(asset.width, 1200);
        return (
          <figure className="my-8">
            <ContentImage
              image={image.data}
              width={width}
              height={Math.round((width / asset.width) * asset.height)}
              sizes="(min-width: 768px) 768px, 100vw"
              className={`w-full ${cardClass({ padding: 'none' })}`}
            />
            {caption ? <figcaption className="mt-3 text-center text-sm text-muted">{caption}</figcaption> : null}
          </figure>
        );
      },
      code: ({ value }) => {
        const block = codeSchema.safeParse(value);
        if (!block.success) return null;
        const { language, code } = block.data;
        return (
          <figure className="my-6 overflow-hidden rounded-xl bg-slate-900 text-slate-100">
            <figcaption className="border-b border-white/10 px-4 py-2 font-mono text-xs uppercase tracking-wide text-slate-400">
              {language}
            </figcaption>
            <pre className="overflow-x-auto p-4 text-sm leading-relaxed">
              <code className={`language-${language}`}>{code}</code>
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
