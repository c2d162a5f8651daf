import { adjustment, fallbackStylesheet } from '@/lib/typeface';

/** Each `@font-face` of the stand-ins' stylesheet, its descriptors by name. */
function faces(): Record<string, string>[] {
  return [...fallbackStylesheet().matchAll(/@font-face\{([^}]*)\}/g)].map(([, body]) =>
    Object.fromEntries(
      body.split(';').map((declaration) => {
        const colon = declaration.indexOf(':');
        return [declaration.slice(0, colon), declaration.slice(colon + 1)];
      }),
    ),
  );
}

const ratio = (percentage: string) => parseFloat(percentage) / 100;

// docs/behaviour/experience.md#typeface
describe('the stand-ins for Inter', () => {
  it('scale a face to the target’s average width and keep the target’s ascent, descent and line gap', () => {
    const target = { ascent: 1984, descent: -494, lineGap: 0, unitsPerEm: 2048, xWidthAvg: 978 };
    const standIn = { ascent: 1854, descent: -434, lineGap: 67, unitsPerEm: 2048, xWidthAvg: 913 };
    const { sizeAdjust, ascentOverride, descentOverride, lineGapOverride } = adjustment(target, standIn);
    // The stand-in's letters, scaled, are as wide on average as the target's.
    expect((standIn.xWidthAvg / standIn.unitsPerEm) * sizeAdjust).toBeCloseTo(target.xWidthAvg / target.unitsPerEm, 6);
    // The overrides apply to the scaled face: once scaled, its line box is the target's.
    expect(ascentOverride * sizeAdjust).toBeCloseTo(target.ascent / target.unitsPerEm, 6);
    expect(descentOverride * sizeAdjust).toBeCloseTo(-target.descent / target.unitsPerEm, 6);
    expect(lineGapOverride).toBe(0);
  });

  it('give every platform a face in two cuts that cover every weight once, each found by its local names', () => {
    const all = faces();
    const families = [...new Set(all.map((face) => face['font-family']))];
    expect(families).toEqual(["'Inter Fallback Arial'", "'Inter Fallback Roboto'", "'Inter Fallback DejaVu'"]);
    for (const family of families) {
      const cuts = all.filter((face) => face['font-family'] === family);
      expect(cuts.map((face) => face['font-weight'])).toEqual(['100 549', '550 900']);
      for (const cut of cuts) {
        expect(cut.src).toMatch(/^local\('[^']+'\)(,local\('[^']+'\))*$/);
        // Inter's line box, whatever the face: 1984 + 494 units of 2048.
        const scale = ratio(cut['size-adjust']);
        expect(ratio(cut['ascent-override']) * scale).toBeCloseTo(1984 / 2048, 3);
        expect(ratio(cut['descent-override']) * scale).toBeCloseTo(494 / 2048, 3);
      }
    }
    // Arial's metric twins share its adjustment: Linux (Liberation Sans) and ChromeOS (Arimo).
    expect(all[0].src).toContain("local('Liberation Sans')");
    expect(all[0].src).toContain("local('Arimo')");
  });

  it('name them in order for the font stack after Inter', () => {
    expect(fallbackStylesheet()).toMatch(
      /:root\{--font-inter-fallbacks:'Inter Fallback Arial','Inter Fallback Roboto','Inter Fallback DejaVu'\}$/,
    );
  });
});
