import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ImageResponse } from 'next/og';
import { brandMark } from '@/lib/brand-mark';
import { siteUrl } from '@/lib/env';
import { siteConfig } from '@/site.config';
import { SHARE_IMAGE_SIZE } from './share-image';

/** The blue theme's colours (app/globals.css). */
const colours = { brand: '#1d4ed8', brandStrong: '#1e3a8a', brandSoft: '#dbeafe', white: '#ffffff' };

/**
 * Inter's static weights as WOFF, the one format of the site's font that the image renderer reads (not WOFF2, nor the
 * variable font the pages use), from the installed package, read once: nothing is downloaded.
 */
let fonts: Promise<{ name: string; data: Buffer; weight: 400 | 700 }[]> | undefined;
const fontsDir = path.join(process.cwd(), 'node_modules/@fontsource/inter/files');

/** Long titles get a smaller size, so three lines always hold them. */
const titleSize = (title: string) => (title.length > 70 ? 56 : title.length > 40 ? 64 : 76);

/**
 * A page's picture when it is shared: the studio's mark and name, the page's title in its language, the
 * owner and the city, and the site's address, on the blue theme's colours. A PNG of 1200 × 630.
 */
export async function shareCard({ title }: { title: string }): Promise<ImageResponse> {
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        justifyContent: 'space-between',
        padding: '64px 72px',
        backgroundColor: colours.brand,
        backgroundImage: `linear-gradient(135deg, ${colours.brand} 55%, ${colours.brandStrong})`,
        color: colours.white,
        fontFamily: 'Inter',
      }}
    >
      <div style={{ display: 'flex', alignItems: 'center', gap: 24, fontSize: 36, fontWeight: 700 }}>
        <svg width="72" height="72" viewBox={brandMark.viewBox}>
          <rect width="32" height="32" rx={brandMark.cornerRadius} fill={colours.white} />
          {brandMark.strokes.map((stroke) => (
            <path
              key={stroke}
              d={stroke}
              fill="none"
              stroke={colours.brand}
              strokeWidth={brandMark.strokeWidth}
              strokeLinecap="round"
            />
          ))}
        </svg>
        {siteConfig.brand}
      </div>
      <div
        style={{
          display: 'block',
          fontSize: titleSize(title),
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: '-0.02em',
          lineClamp: 3,
        }}
      >
        {title}
      </div>
      <div style={{ display: 'flex', justifyContent: 'space-between', fontSize: 28, color: colours.brandSoft }}>
        <span>{`${siteConfig.ownerName} · ${siteConfig.address.addressLocality}`}</span>
        <span>{new URL(siteUrl).host}</span>
      </div>
    </div>,
    {
      ...SHARE_IMAGE_SIZE,
      fonts: await (fonts ??= Promise.all(
        ([400, 700] as const).map(async (weight) => ({
          name: 'Inter',
          data: await readFile(path.join(fontsDir, `inter-latin-${weight}-normal.woff`)),
          weight,
        })),
      )),
    },
  );
}

/** The answer for a page that has no picture of its own. */
export function noShareCard(): Response {
  return new Response('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
}
