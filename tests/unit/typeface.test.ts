import { readProjectFile } from './copy-strings';

/**
 * The fonts' metrics in font units (2048 to the em), read from the font files with @capsizecss/unpack: `xWidthAvg` is
 * the average advance of Latin text weighted by letter frequency, the figure `size-adjust` matches.
 */
type Metrics = { ascent: number; descent: number; xWidthAvg: number };
const face = (ascent: number, descent: number, xWidthAvg: number): Metrics => ({ ascent, descent, xWidthAvg });

/** Inter 4 as @fontsource ships it (the variable font's Latin subset). */
const inter = { regular: face(1984, -494, 978), bold: face(1984, -494, 1008) };
const standIns = {
  "'Inter Fallback Arial'": { regular: face(1854, -434, 913), bold: face(1854, -434, 983) },
  "'Inter Fallback Roboto'": { regular: face(1900, -500, 911), bold: face(1900, -500, 926) },
  "'Inter Fallback DejaVu'": { regular: face(1901, -483, 1041), bold: face(1901, -483, 1176) },
};

const stylesheet = readProjectFile('lib/typeface.css').replace(/\/\*[\s\S]*?\*\//g, '');

/** Each `@font-face` of the stand-ins' stylesheet, its descriptors by name. */
function faces(): Record<string, string>[] {
  return [...stylesheet.matchAll(/@font-face\s*\{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(
      body
        .split(';')
        .filter((declaration) => declaration.includes(':'))
        .map((declaration) => {
          const colon = declaration.indexOf(':');
          return [
            declaration.slice(0, colon).trim(),
            declaration
              .slice(colon + 1)
              .replace(/\s+/g, ' ')
              .trim(),
          ];
        }),
    ),
  );
}

const ratio = (percentage: string) => parseFloat(percentage) / 100;

// docs/behaviour/experience.md#typeface
describe('the stand-ins for Inter', () => {
  it('give every platform a face in two cuts that cover every weight once, each found by its local names', () => {
    const all = faces();
    const families = [...new Set(all.map((declared) => declared['font-family']))];
    expect(families).toEqual(Object.keys(standIns));
    for (const family of families) {
      const cuts = all.filter((declared) => declared['font-family'] === family);
      expect(cuts.map((declared) => declared['font-weight'])).toEqual(['100 549', '550 900']);
      for (const cut of cuts) expect(cut.src).toMatch(/^local\('[^']+'\)(, local\('[^']+'\))*$/);
    }
    // Arial's metric twins share its adjustment: Linux (Liberation Sans) and ChromeOS (Arimo).
    expect(all[0].src).toContain("local('Liberation Sans')");
    expect(all[0].src).toContain("local('Arimo')");
  });

  it('scale each cut to Inter’s average width and give it Inter’s ascent, descent and line gap', () => {
    for (const declared of faces()) {
      const cut = declared['font-weight'] === '100 549' ? 'regular' : 'bold';
      const [target, standIn] = [inter[cut], standIns[declared['font-family'] as keyof typeof standIns][cut]];
      const scale = ratio(declared['size-adjust']);
      // The stand-in's letters, scaled, are as wide on average as Inter's.
      expect(standIn.xWidthAvg * scale).toBeCloseTo(target.xWidthAvg, 0);
      // The overrides apply to the scaled face: once scaled, its line box is Inter's (1984 + 494 units of 2048).
      expect(ratio(declared['ascent-override']) * scale).toBeCloseTo(target.ascent / 2048, 3);
      expect(ratio(declared['descent-override']) * scale).toBeCloseTo(-target.descent / 2048, 3);
      expect(ratio(declared['line-gap-override'])).toBe(0);
    }
  });

  it('name them in order for the font stack after Inter', () => {
    expect(stylesheet).toMatch(
      /--font-inter-fallbacks:\s*'Inter Fallback Arial',\s*'Inter Fallback Roboto',\s*'Inter Fallback DejaVu'/,
    );
  });
});
