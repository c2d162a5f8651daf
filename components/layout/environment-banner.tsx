import { getTranslations } from 'next-intl/server';
import { appEnvironment } from '@/lib/env';

const namedEnvironments = ['staging', 'preview', 'performance'] as const;
type NamedEnvironment = (typeof namedEnvironments)[number];
const isNamed = (name: string): name is NamedEnvironment => (namedEnvironments as readonly string[]).includes(name);

/**
 * Every deployment but production says so (staging, preview, performance, or any other name), so nobody
 * mistakes it for the live site; a Vercel preview does even when the owner named no environment (lib/env.ts).
 * Local development (no name at all) shows nothing. It sits in the fixed header, which would otherwise cover it.
 */
export async function EnvironmentBanner() {
  if (appEnvironment === 'production' || appEnvironment === 'development') return null;
  const t = await getTranslations('EnvironmentBanner');
  return (
    <p role="status" className="bg-amber-300 px-4 py-1 text-center text-sm font-medium text-black">
      {t(isNamed(appEnvironment) ? appEnvironment : 'other')}
    </p>
  );
}
