import { getTranslations } from 'next-intl/server';
import { env } from '@/lib/env';

/** Spec §2: non-production deployments say so, so nobody mistakes them for the live site. */
export async function EnvironmentBanner() {
  const appEnv = env.NEXT_PUBLIC_APP_ENV;
  if (!appEnv || appEnv === 'production') return null;
  const t = await getTranslations('EnvironmentBanner');
  return (
    <p role="status" className="bg-amber-300 px-4 py-1 text-center text-sm font-medium text-black">
      {t(appEnv)}
    </p>
  );
}
