import { langOf, requestLanguage } from './languages';

const asking = (acceptLanguage?: string, query?: Record<string, unknown>) =>
  requestLanguage({
    headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
    query,
  });

describe('requestLanguage', () => {
  it('answers English without a header or a query', () => {
    expect(asking()).toBe('en');
    expect(asking('')).toBe('en');
  });

  it('takes the language the header names', () => {
    expect(asking('de')).toBe('de');
    expect(asking('es')).toBe('es');
  });

  it('weighs q-values: the highest that the site speaks wins', () => {
    expect(asking('fr;q=1, es;q=0.8, de;q=0.9')).toBe('de');
    expect(asking('en;q=0.2, es')).toBe('es');
    expect(asking('de;q=0, es;q=0.1')).toBe('es');
  });

  it('matches a region tag to its language', () => {
    expect(asking('de-AT')).toBe('de');
    expect(asking('es-MX,es;q=0.9,en;q=0.5')).toBe('es');
    expect(asking('en-GB, de;q=0.5')).toBe('en');
  });

  it('falls back to English for languages it does not speak', () => {
    expect(asking('fr-FR, it;q=0.8')).toBe('en');
    expect(asking('*')).toBe('en');
    expect(asking('not a header;;;')).toBe('en');
  });

  it('lets the lang query parameter win over the header', () => {
    expect(asking('de', { lang: 'es' })).toBe('es');
    expect(asking(undefined, { lang: 'de' })).toBe('de');
  });

  it('ignores a lang query parameter it does not speak, or one given twice', () => {
    expect(asking('de', { lang: 'fr' })).toBe('de');
    expect(asking('es', { lang: ['de', 'en'] })).toBe('es');
  });
});

describe('langOf', () => {
  it('reads a record without a language (made before languages) as English', () => {
    expect(langOf({})).toBe('en');
    expect(langOf(null)).toBe('en');
    expect(langOf({ lang: 'xx' })).toBe('en');
    expect(langOf({ lang: 'es' })).toBe('es');
  });
});

const rawRequest = (url: string, acceptLanguage?: string) => ({
  url,
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
});

describe('requestLanguage on the raw request the cache front sees (its URL only)', () => {
  it('takes ?lang= first when it is a language of the site', () => {
    expect(requestLanguage(rawRequest('/api/x?lang=es', 'de'))).toBe('es');
    expect(requestLanguage(rawRequest('/api/x?lang=fr', 'de'))).toBe('de');
  });

  it('takes the best Accept-Language match, by q then order', () => {
    expect(requestLanguage(rawRequest('/api/x', 'fr-CH, fr;q=0.9, de-AT;q=0.8, es;q=0.7'))).toBe(
      'de',
    );
    expect(requestLanguage(rawRequest('/api/x', 'es;q=0.5, de;q=0.9'))).toBe('de');
    expect(requestLanguage(rawRequest('/api/x', 'de;q=0, es'))).toBe('es');
  });

  it('falls back to English', () => {
    expect(requestLanguage(rawRequest('/api/x'))).toBe('en');
    expect(requestLanguage(rawRequest('/api/x', 'fr, ja'))).toBe('en');
    expect(requestLanguage(rawRequest('/api/x', '*'))).toBe('en');
  });
});
