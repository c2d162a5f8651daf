/**
 * The brand's typeface, Inter, and the system faces that stand in for it until it has loaded, each scaled so that
 * a line of text keeps its width and its baseline when Inter replaces it (docs/behaviour/experience.md#typeface).
 *
 * Metrics are in font units, read from the font files with @capsizecss/unpack: `xWidthAvg` is the average advance
 * of Latin text weighted by letter frequency, the figure the fallback's `size-adjust` matches.
 */
type FaceMetrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };

/** Inter 4 as @fontsource ships it (regular and bold cuts of the variable font's Latin subset). */
const inter: Record<StandWeight, FaceMetrics> = {
  regular: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 },
  bold: { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1008 },
};

type StandWeight = 'regular' | 'bold';

/** A system family and the names `local()` finds it by (full name, then PostScript name), per cut. */
type StandIn = {
  name: string;
  local: Record<StandWeight, string[]>;
  metrics: Record<StandWeight, FaceMetrics>;
};

/**
 * In the order a visitor's system is likely to have them. Arial is on Windows, macOS and iOS; Liberation Sans
 * (most Linux distributions) and Arimo (ChromeOS) share its metrics by design, so they share its adjustment.
 * Android has Roboto; Debian and Ubuntu without Liberation have DejaVu Sans.
 */
const standIns: StandIn[] = [
  {
    name: 'Inter Fallback Arial',
    local: {
      regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
      bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
    },
    metrics: {
      regular: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 },
      bold: { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 983 },
    },
  },
  {
    name: 'Inter Fallback Roboto',
    local: { regular: ['Roboto', 'Roboto-Regular'], bold: ['Roboto Bold', 'Roboto-Bold'] },
    metrics: {
      regular: { ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 911 },
      bold: { ascent: 1900, descent: -500, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 926 },
    },
  },
  {
    name: 'Inter Fallback DejaVu',
    local: { regular: ['DejaVu Sans', 'DejaVuSans'], bold: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
    metrics: {
      regular: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1041 },
      bold: { ascent: 1901, descent: -483, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 1176 },
    },
  },
];

/**
 * The weights each cut answers: the regular cut up to 500, the bold one from 600, so no weight the site uses
 * (400 to 800) is ever synthesised from a cut that lacks it.
 */
const weightRange: Record<StandWeight, string> = { regular: '100 549', bold: '550 900' };

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/** The overrides that give a stand-in Inter's average width, ascent and descent (capsize's font-stack rule). */
export function adjustment(target: FaceMetrics, standIn: FaceMetrics) {
  const sizeAdjust = target.xWidthAvg / target.unitsPerEm / (standIn.xWidthAvg / standIn.unitsPerEm);
  const adjustedEm = target.unitsPerEm * sizeAdjust;
  return {
    sizeAdjust,
    ascentOverride: target.ascent / adjustedEm,
    descentOverride: Math.abs(target.descent) / adjustedEm,
    lineGapOverride: target.lineGap / adjustedEm,
  };
}

/**
 * The stylesheet of the stand-ins: the `@font-face` rules of both cuts of each, and `--font-inter-fallbacks`, their
 * names in order, which the font stack of app/globals.css puts after Inter.
 */
export function fallbackStylesheet(): string {
  const families = standIns.map(({ name }) => `'${name}'`).join(',');
  const faces = standIns
    .flatMap(({ name, local, metrics }) =>
      (['regular', 'bold'] as const).map((weight) => {
        const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = adjustment(
          inter[weight],
          metrics[weight],
        );
        return [
          `@font-face{font-family:'${name}'`,
          `src:${local[weight].map((face) => `local('${face}')`).join(',')}`,
          `font-weight:${weightRange[weight]}`,
          `size-adjust:${percent(sizeAdjust)}`,
          `ascent-override:${percent(ascentOverride)}`,
          `descent-override:${percent(descentOverride)}`,
          `line-gap-override:${percent(lineGapOverride)}}`,
        ].join(';');
      }),
    )
    .join('\n');
  return `${faces}\n:root{--font-inter-fallbacks:${families}}`;
}
