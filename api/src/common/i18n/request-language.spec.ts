import { requestLanguage } from './request-language';

const req = (url: string, acceptLanguage?: string) => ({
  url,
  headers: acceptLanguage === undefined ? {} : { 'accept-language': acceptLanguage },
});

describe('requestLanguage', () => {
  it('takes ?lang= first when it is a language of the site', () => {
    expect(requestLanguage(req('/api/x?lang=es', 'de'))).toBe('es');
    expect(requestLanguage(req('/api/x?lang=fr', 'de'))).toBe('de');
  });

  it('takes the best Accept-Language match, by q then order', () => {
    expect(requestLanguage(req('/api/x', 'fr-CH, fr;q=0.9, de-AT;q=0.8, es;q=0.7'))).toBe('de');
    expect(requestLanguage(req('/api/x', 'es;q=0.5, de;q=0.9'))).toBe('de');
    expect(requestLanguage(req('/api/x', 'de;q=0, es'))).toBe('es');
  });

  it('falls back to English', () => {
    expect(requestLanguage(req('/api/x'))).toBe('en');
    expect(requestLanguage(req('/api/x', 'fr, ja'))).toBe('en');
    expect(requestLanguage(req('/api/x', '*'))).toBe('en');
  });
});
