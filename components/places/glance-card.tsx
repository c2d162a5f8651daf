import { Eyebrow } from '@/components/ui/eyebrow';
import { CheckList } from '@/components/ui/check-list';

type GlanceCardProps = { title: string } & (
  { facts: { label: string; value: string }[]; points?: never } | { points: string[]; facts?: never }
);

/** Key facts beside a hero: labelled facts (a city: region, travel, meetings) or short points (a landing page). */
export function GlanceCard({ title, facts, points }: GlanceCardProps) {
  return (
    <aside aria-labelledby="glance-title" className="rounded-3xl border border-slate-200 bg-white p-6 shadow-sm md:p-8">
      <Eyebrow as="h2" id="glance-title" size="sm" tone="muted">
        {title}
      </Eyebrow>
      {facts ? (
        <dl className="mt-5 divide-y divide-slate-200">
          {facts.map((fact) => (
            <div key={fact.label} className="py-3 first:pt-0 last:pb-0">
              <dt className="text-sm text-muted">{fact.label}</dt>
              <dd className="mt-0.5 font-semibold text-ink">{fact.value}</dd>
            </div>
          ))}
        </dl>
      ) : (
        <CheckList items={points} className="mt-5 space-y-4" itemClassName="flex gap-3 text-ink" />
      )}
    </aside>
  );
}
