/**
 * The studio's mark, drawn on a 32 × 32 rounded square: the strokes of its "C" and its bar. The header's logo
 * and the share pictures draw it from here (app/icon.svg is the same mark as a file).
 */
export const brandMark = {
  viewBox: '0 0 32 32',
  cornerRadius: 8,
  strokes: ['M20.5 11.2a6 6 0 1 0 0 9.6', 'M23 10v12'],
  strokeWidth: 2.6,
} as const;
