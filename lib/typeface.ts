/**
 * The system faces that stand in for Inter until it has loaded, each scaled so that a line of text keeps its width and
 * its baseline when Inter replaces it (docs/behaviour/experience.md#typeface). Metrics are in font units (2048 to the
 * em), read from the font files with @capsizecss/unpack: `xWidthAvg` is the average advance of Latin text weighted by
 * letter frequency, the figure `size-adjust` matches.
 */
type FaceMetrics = { ascent: number; descent: number; lineGap: number; unitsPerEm: number; xWidthAvg: number };
type Cut = { metrics: FaceMetrics; local: string[] };

const face = (ascent: number, descent: number, lineGap: number, xWidthAvg: number) =>
  ({ ascent, descent, lineGap, unitsPerEm: 2048, xWidthAvg }) satisfies FaceMetrics;

/** Inter 4 as @fontsource ships it (the variable font's Latin subset). */
const inter = { regular: face(1984, -494, 0, 978), bold: face(1984, -494, 0, 1008) };

/**
 * In the order a visitor's system is likely to have them, each found by its full and PostScript names. Arial is on
 * Windows, macOS and iOS; Liberation Sans (most Linux) and Arimo (ChromeOS) share its metrics. Android has Roboto;
 * Debian and Ubuntu without Liberation have DejaVu Sans.
 */
const standIns: { name: string; regular: Cut; bold: Cut }[] = [
  {
    name: 'Inter Fallback Arial',
    regular: {
      metrics: face(1854, -434, 67, 913),
      local: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans', 'Arimo', 'Arimo-Regular'],
    },
    bold: {
      metrics: face(1854, -434, 67, 983),
      local: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold', 'Arimo Bold', 'Arimo-Bold'],
    },
  },
  {
    name: 'Inter Fallback Roboto',
    regular: { metrics: face(1900, -500, 0, 911), local: ['Roboto', 'Roboto-Regular'] },
    bold: { metrics: face(1900, -500, 0, 926), local: ['Roboto Bold', 'Roboto-Bold'] },
  },
  {
    name: 'Inter Fallback DejaVu',
    regular: { metrics: face(1901, -483, 0, 1041), local: ['DejaVu Sans', 'DejaVuSans'] },
    bold: { metrics: face(1901, -483, 0, 1176), local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'] },
  },
];

/** The weights each cut answers, so no weight the site uses (400 to 800) is synthesised from a cut that lacks it. */
const weightRange = { regular: '100 549', bold: '550 900' };

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

const percent = (ratio: number) => `${(ratio * 100).toFixed(2)}%`;

/** Both cuts' `@font-face` rules of each stand-in, and `--font-inter-fallbacks`, their names for the font stack. */
export function fallbackStylesheet(): string {
  const faces = standIns.flatMap((standIn) =>
    (['regular', 'bold'] as const).map((weight) => {
      const { metrics, local } = standIn[weight];
      const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = adjustment(inter[weight], metrics);
      return [
        `@font-face{font-family:'${standIn.name}'`,
        `src:${local.map((name) => `local('${name}')`).join(',')}`,
        `font-weight:${weightRange[weight]}`,
        `size-adjust:${percent(sizeAdjust)}`,
        `ascent-override:${percent(ascentOverride)}`,
        `descent-override:${percent(descentOverride)}`,
        `line-gap-override:${percent(lineGapOverride)}}`,
      ].join(';');
    }),
  );
  return `${faces.join('\n')}\n:root{--font-inter-fallbacks:${standIns.map(({ name }) => `'${name}'`).join(',')}}`;
}
