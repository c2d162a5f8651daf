/** @jest-environment node */
import en from '@/messages/en.json';
import fr from '@/messages/fr.json';
import { FIGURE_UNITS } from '../figure-units';
import { articleCopy, strings } from './copy-strings';

/** A figure (a digit, an ICU value or a plural's `#`) then a plain space then its unit. */
const partedFigure = new RegExp(`(?:\\d|\\{\\w+\\}|#) ${FIGURE_UNITS}(?![\\p{L}])`, 'u');

describe('a figure and its unit', () => {
  it.each([
    ['en', en],
    ['fr', fr],
  ])('are joined by a no-break space throughout messages/%s.json', (_, catalogue) => {
    const parted = strings(catalogue, '').filter(([, text]) => partedFigure.test(text));
    expect(parted.map(([at, text]) => `${at}: ${text.match(partedFigure)?.[0]}`)).toEqual([]);
  });

  it('are joined by a no-break space throughout the articles and the author profile', () => {
    const parted = articleCopy.filter(([, text]) => partedFigure.test(text));
    expect(parted.map(([at, text]) => `${at}: ${text.match(partedFigure)?.[0]}`)).toEqual([]);
  });
});
