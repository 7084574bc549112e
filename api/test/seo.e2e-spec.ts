import { Types } from 'mongoose';
import { useTestApp } from './utils/test-app';

describe('sitemap.xml and robots.txt', () => {
  const t = useTestApp({ env: { WEB_ORIGIN: 'https://travel.example, https://admin.example' } });
  const tour = new Types.ObjectId();
  const offer = new Types.ObjectId();
  const post = new Types.ObjectId();
  const edited = new Date('2026-10-01T12:00:00.000Z');

  beforeAll(async () => {
    const dates = { createdAt: edited, updatedAt: edited };
    await t.connection.collection('destinations').insertOne({ _id: tour, title: 'Oia', ...dates });
    await t.connection.collection('offers').insertOne({ _id: offer, title: 'Spa week', ...dates });
    await t.connection.collection('blogposts').insertOne({ _id: post, Title: 'Crete', ...dates });
  });

  it('lists the static pages and every tour, offer and post on the first web origin, anonymously', async () => {
    const response = await t.http.get('/sitemap.xml').expect(200);
    expect(response.headers['content-type']).toMatch(/^application\/xml/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600');
    const body = response.text;
    expect(body).toContain(
      '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    );
    expect(body).toContain('<loc>https://travel.example/</loc>');
    expect(body).toContain('<loc>https://travel.example/hotel</loc>');
    const alternates = ['en', 'de', 'es', 'x-default']
      .map((lang) => {
        const prefix = lang === 'en' || lang === 'x-default' ? '' : `/${lang}`;
        return `<xhtml:link rel="alternate" hreflang="${lang}" href="https://travel.example${prefix}/TourPage/${tour}"/>`;
      })
      .join('');
    // Every page in every language, each naming the others.
    for (const prefix of ['', '/de', '/es']) {
      expect(body).toContain(
        `<url><loc>https://travel.example${prefix}/TourPage/${tour}</loc><lastmod>${edited.toISOString()}</lastmod>${alternates}</url>`,
      );
    }
    expect(body).toContain('<loc>https://travel.example/de</loc>');
    expect(body).toContain('<loc>https://travel.example/es/hotel</loc>');
    expect(body).toContain(`<loc>https://travel.example/OfferDetails/${offer}</loc>`);
    expect(body).toContain(`<loc>https://travel.example/BlogDetails/${post}</loc>`);
    expect(body).not.toContain('admin.example');
  });

  it('lets crawlers read the pages and images but not the API, and names the sitemap', async () => {
    const response = await t.http.get('/robots.txt').expect(200);
    expect(response.headers['content-type']).toMatch(/^text\/plain/);
    expect(response.text).toContain('Disallow: /api/\n');
    expect(response.text).toContain('Disallow: /de/admin\n');
    expect(response.text).toContain('Allow: /api/images/\n');
    expect(response.text).toContain('Sitemap: https://travel.example/sitemap.xml\n');
  });
});
