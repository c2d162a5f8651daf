import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';

const namedEnvironments = ['staging', 'preview', 'performance'] as const;
type NamedEnvironment = (typeof namedEnvironments)[number];
const isNamed = (name: string): name is NamedEnvironment => (namedEnvironments as readonly string[]).includes(name);

/**
 * Spec §2: every non-production deployment says so (staging, preview, performance, or any other name), so
 * nobody mistakes it for the live site. It sits in the fixed header, which would otherwise cover it.
 */
export async function EnvironmentBanner() {
  const appEnv = env.NEXT_PUBLIC_APP_ENV?.toLowerCase();
  if (!appEnv || appEnv === 'production') return null;
  const t = await getTranslations('EnvironmentBanner');
  return (
    <p role="status" className="bg-amber-300 px-4 py-1 text-center text-sm font-medium text-black">
      {t(isNamed(appEnv) ? appEnv : 'other')}
    </p>
  );
}
