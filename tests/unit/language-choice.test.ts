import { chooseHomeLocale, preferredBrowserLanguage } from '@/i18n/language-choice';

// docs/behaviour/experience.md#language-choice
describe('the home path language', () => {
  it('keeps a stored choice, whatever the browser says', () => {
    expect(chooseHomeLocale('fr', 'en-US')).toEqual({ locale: 'fr', store: false });
    expect(chooseHomeLocale('en', 'fr-FR,fr;q=0.9')).toEqual({ locale: 'en', store: false });
  });

  it('with nothing stored, a French browser means French, stored', () => {
    expect(chooseHomeLocale(undefined, 'fr-FR,fr;q=0.9,en;q=0.8')).toEqual({ locale: 'fr', store: true });
    expect(chooseHomeLocale(undefined, 'fr')).toEqual({ locale: 'fr', store: true });
  });

  it('with nothing stored, any other browser means English, stored', () => {
    expect(chooseHomeLocale(undefined, 'de-DE,fr;q=0.5')).toEqual({ locale: 'en', store: true });
    expect(chooseHomeLocale(undefined, null)).toEqual({ locale: 'en', store: true });
    expect(chooseHomeLocale('de', 'en')).toEqual({ locale: 'en', store: true });
  });

  it('ranks languages by quality, not by order', () => {
    expect(preferredBrowserLanguage('en;q=0.4, fr-CA;q=0.9')).toBe('fr-ca');
    expect(preferredBrowserLanguage('*;q=1, fr;q=0.1')).toBe('fr');
    expect(preferredBrowserLanguage('')).toBeUndefined();
  });
});
