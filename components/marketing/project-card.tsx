import { getTranslations } from 'next-intl/server';
import { Card, CardTitle } from '@/components/ui/card';
import { projectImage, type Project } from '@/lib/marketing/portfolio';
import { StaticImage } from '@/components/ui/static-image';

/**
 * One portfolio project: title, category, description, tags, client and result (docs/behaviour/content.md#portfolio).
 */
export async function ProjectCard({
  project,
  headingLevel = 'h3',
  priority = false,
}: {
  project: Project;
  headingLevel?: 'h2' | 'h3';
  priority?: boolean;
}) {
  const t = await getTranslations('Portfolio');
  const key = `projects.${project.id}` as const;
  const tags = t.raw(`${key}.tags`) as string[];
  return (
    <Card
      as="article"
      padding="none"
      data-portfolio-project={project.id}
      data-category={project.category}
      className="flex h-full flex-col overflow-hidden"
    >
      <StaticImage
        src={projectImage(project)}
        alt={t(`${key}.alt`)}
        width={800}
        height={600}
        priority={priority}
        className="cover aspect-[4/3]"
      />
      <div className="flex flex-1 flex-col p-6">
        <p className="text-sm font-semibold text-brand">
          {t(`categories.${project.category}`)} · <span className="text-muted">{t(`${key}.client`)}</span>
        </p>
        <CardTitle as={headingLevel} className="mt-2">
          {t(`${key}.title`)}
        </CardTitle>
        <p className="mt-2 text-muted">{t(`${key}.description`)}</p>
        <p className="mt-4 rounded-xl bg-brand-soft/60 p-3 text-sm text-ink">
          <span className="font-semibold">{t('resultLabel')}</span> {t(`${key}.result`)}
        </p>
        <ul className="mt-auto flex flex-wrap gap-2 pt-5">
          {tags.map((tag) => (
            <li key={tag} className="tech-tag">
              {tag}
            </li>
          ))}
        </ul>
      </div>
    </Card>
  );
}
