// Public pages arrive rendered: what a crawler or a link preview without JavaScript reads (plain HTTP, no
// browser), what the render server keeps and drops, and, in Chromium, that the browser takes the page over
// (hydrates) without a warning, without shifting anything and without asking the API again.
/* global window, document -- the callbacks of page.evaluate run in the browser. */
import assert from 'node:assert/strict';
import http from 'node:http';
import { after, test } from 'node:test';
import {
  adminTokenOf,
  launchBrowser,
  networkQuiet,
  screenshot,
  useTestSite,
  VIEWPORTS,
  watchConsole,
} from './support/harness.mjs';
import { eventually } from './support/eventually.mjs';
import { pageReader } from './support/fetch-page.mjs';

// Chromium starts with the one test that needs it; the others read plain HTTP.
const { env, demo } = useTestSite({
  browser: false,
  demo: true,
  setUp: async () => {
    demo.hotel = (await (await fetch(`${env.baseUrl}/api/hotel`)).json())[0];
    demo.laterPost = (await (await fetch(`${env.baseUrl}/api/Blog?page=2`)).json()).data[0];
  },
});
let browser;
const fetchPage = pageReader(() => env.baseUrl);

after(async () => {
  if (env.renderLog?.length)
    console.log(`# render server:\n# ${env.renderLog.slice(-20).join('\n# ')}`);
  await browser?.close();
});

/** Every public page, with words of its main content that only a render with its data can hold. */
function publicPages() {
  const { tour, offer, post, hotel } = demo;
  return [
    {
      path: '/',
      title: 'Travel & Tours',
      content: ['Discover your next journey', tour.destination],
    },
    { path: `/TourPage/${tour._id}`, title: tour.title, content: [tour.title, tour.location] },
    { path: `/OfferDetails/${offer._id}`, title: offer.title, content: [offer.title, offer.Hotel] },
    { path: `/BlogDetails/${post._id}`, title: post.Title, content: [post.Title] },
    { path: '/destination', title: 'Destinations', content: [tour.destination] },
    { path: '/hotel', title: 'Hotels', content: [hotel.hotelName, hotel.location] },
    { path: '/blog', title: 'Blog', content: [post.Title, 'Read More'] },
    { path: '/blog?page=2', title: 'Blog – Page 2', content: [demo.laterPost.Title, 'Page 2 of'] },
    { path: '/contact', title: 'Contact us', content: ['Send message'] },
    { path: '/faqs', title: 'Frequently asked questions', content: ['General Information'] },
    { path: '/us', title: 'About us', content: ['About us'] },
    { path: '/visa', title: 'Visa services', content: ['Visa information'] },
    { path: '/usa', title: 'Travel to the USA', content: ['Travelling to the USA'] },
  ];
}

test('every public page arrives with its content, title, description, Open Graph, Twitter card and JSON-LD', async () => {
  for (const { path, title, content } of publicPages()) {
    const page = await fetchPage(path);
    assert.equal(page.status, 200, path);
    assert.match(
      page.headers.get('x-render') ?? '',
      /^server/,
      `${path} is rendered on the server`,
    );
    assert.ok(page.title.startsWith(title), `${path}: title "${page.title}"`);
    for (const words of content) assert.ok(page.text.includes(words), `${path} shows "${words}"`);
    const [description] = page.meta.description ?? [];
    assert.ok(description && description.length > 20, `${path}: a description`);
    assert.equal(page.meta.description.length, 1, `${path}: exactly one description`);
    assert.equal(page.meta['og:title']?.[0], page.title, `${path}: og:title`);
    assert.equal(page.meta['og:description']?.[0], description, `${path}: og:description`);
    assert.equal(page.meta['og:url']?.[0], `${env.baseUrl}${path}`, `${path}: og:url`);
    assert.equal(page.canonical, `${env.baseUrl}${path}`, `${path}: canonical`);
    assert.ok(page.meta['twitter:card']?.[0], `${path}: twitter:card`);
    assert.ok(page.jsonLd.length > 0, `${path}: JSON-LD`);
    assert.ok(page.state, `${path}: the state it was rendered from`);
    // The frame's styles are in the page; the stylesheet the browser-rendered pages link would only wait.
    assert.match(
      page.html,
      /<style data-server-css="shell\/src\/app\/shell\.css">/,
      `${path}: styles inline`,
    );
    assert.doesNotMatch(page.html, /<link rel="stylesheet"/, `${path}: no stylesheet to wait for`);
  }
});

test('detail pages carry their schema.org data, prices, dates and images with dimensions and srcset', async () => {
  const { tour, offer, post } = demo;
  const tourPage = await fetchPage(`/TourPage/${tour._id}`);
  const trip = tourPage.jsonLd.find((data) => data['@type'] === 'TouristTrip');
  assert.equal(trip?.name, tour.title);
  assert.equal(trip?.offers?.price, tour.CostPerPerson);
  assert.ok(tourPage.meta['og:image']?.[0]?.startsWith(`${env.baseUrl}/api/images/`));
  assert.equal(tourPage.meta['og:type']?.[0], 'product');
  assert.equal(tourPage.meta['product:price:amount']?.[0], tour.CostPerPerson.toFixed(2));
  assert.match(tourPage.text, /\$\d+\.\d\d per person/);
  const image = tourPage.html.match(/<img [^>]*fetchPriority="high"[^>]*>/)?.[0] ?? '';
  assert.match(image, /width="\d+"/);
  assert.match(image, /height="\d+"/);
  assert.match(image, /srcSet="[^"]*480w[^"]*800w[^"]*1200w"/);
  assert.deepEqual(tourPage.state.reads[`/api/destination/${tour._id}`], { ok: true, data: tour });

  const offerPage = await fetchPage(`/OfferDetails/${offer._id}`);
  assert.equal(offerPage.jsonLd.find((data) => data['@type'] === 'Offer')?.price, offer.Price);
  const postPage = await fetchPage(`/BlogDetails/${post._id}`);
  assert.equal(postPage.meta['og:type']?.[0], 'article');
  assert.equal(
    postPage.jsonLd.find((data) => data['@type'] === 'BlogPosting')?.headline,
    post.Title,
  );
});

test("the blog index's later pages are pages of their own: ?page=2 holds the second page's posts", async () => {
  const first = await fetchPage('/blog');
  assert.match(
    first.html,
    /<a [^>]*href="\/blog\?page=2"/,
    'page 1 links to page 2, without JavaScript',
  );
  const second = await fetchPage('/blog?page=2');
  const posts = (await (await fetch(`${env.baseUrl}/api/Blog?page=2`)).json()).data;
  assert.ok(posts.length > 0, 'the demo content has a second page of posts');
  for (const { Title } of posts) assert.ok(second.text.includes(Title), `page 2 shows "${Title}"`);
  assert.ok(!second.text.includes(demo.post.Title), "page 2 is not page 1's posts");
  assert.ok(second.state.reads['/api/Blog?page=2'], 'rendered from the second page');
  // Any other spelling of a page number is page 1, the index itself, kept under one address.
  const odd = await fetchPage('/blog?page=2x');
  assert.ok(odd.text.includes(demo.post.Title));
  assert.equal(odd.canonical, `${env.baseUrl}/blog`);
});

test("a search's page arrives with its results, its own title and its address as canonical", async () => {
  const { tour } = demo;
  const word = tour.destination.split(/\s+/)[0];
  const path = `/search?q=${encodeURIComponent(word)}&price=${Math.ceil(tour.price)}`;
  const page = await fetchPage(path);
  assert.equal(page.status, 200);
  assert.match(page.headers.get('x-render') ?? '', /^server/);
  assert.ok(page.title.startsWith(`Search results for "${word}"`), `title "${page.title}"`);
  assert.ok(page.text.includes(tour.title), 'the matching tour is in the HTML');
  assert.match(page.text, /Found \d+ match(es)? for/);
  assert.match(page.text, /Tour · /);
  assert.ok(page.text.includes(`$${tour.price.toFixed(2)} tour price`), "the tour's price");
  assert.match(page.html, /<img [^>]*src="\/api\/images\/[^"]+"/, 'with pictures');
  assert.equal(page.canonical, `${env.baseUrl}${path}`);
  assert.ok(
    page.state.reads[`/api/search?q=${encodeURIComponent(word)}&price=${Math.ceil(tour.price)}`],
  );
  // A price below the tour's: not in the results, and the page says so.
  const cheaper = await fetchPage(`/search?q=${encodeURIComponent(word)}&price=1`);
  assert.ok(!cheaper.text.includes(tour.title));
  assert.match(cheaper.text, /No destinations found matching/);
});

test('a deleted or mistyped tour, offer or post answers 404 and says it no longer exists', async () => {
  const gone = '0123456789abcdef01234567';
  for (const [path, text] of [
    [`/TourPage/${gone}`, 'This tour no longer exists'],
    ['/TourPage/no-such-tour', 'This tour no longer exists'],
    [`/OfferDetails/${gone}`, 'This offer no longer exists'],
    ['/OfferDetails/no-such-offer', 'This offer no longer exists'],
    [`/BlogDetails/${gone}`, 'This post no longer exists'],
    ['/BlogDetails/no-such-post', 'This post no longer exists'],
  ]) {
    const page = await fetchPage(path);
    assert.equal(page.status, 404, path);
    assert.ok(page.text.includes(text), `${path}: ${text}`);
    assert.ok(!page.text.includes('Retry'), `${path}: no Retry`);
  }
});

test('an unknown path answers 404 with Home under it; account and admin pages are left to the browser', async () => {
  const missing = await fetchPage('/no-such-page');
  assert.equal(missing.status, 404);
  assert.ok(missing.text.includes('Discover your next journey'), "Home's content");
  assert.ok(missing.text.includes(demo.tour.destination), "Home's destinations");

  for (const path of [
    '/login',
    '/client',
    '/admin',
    '/booking/manage?ref=x&token=y',
    '/booking/paid?ref=x&token=y',
    '/booking/payment-cancelled?ref=x&token=y',
    '/waitlist/claim?destination=x&token=y',
    '/waitlist/leave?destination=x&token=y',
    '/waitlist/confirm?destination=x&token=y',
  ]) {
    const page = await fetchPage(path);
    assert.equal(page.status, 200, path);
    assert.match(
      page.headers.get('x-render') ?? '',
      /^client/,
      `${path} is rendered in the browser`,
    );
    assert.match(page.html, /<div id="root"><\/div>/, `${path}: no server markup`);
    assert.equal(page.state, undefined, `${path}: no server state`);
    // The frame's styles come as one stylesheet, outside the start-up JavaScript.
    const [, stylesheet] = /<link rel="stylesheet" href="([^"]+\.css)">/.exec(page.html) ?? [];
    assert.ok(stylesheet, `${path}: the frame's stylesheet is linked`);
    const css = await fetch(new URL(stylesheet, env.baseUrl));
    assert.equal(css.status, 200, `${path}: ${stylesheet}`);
    assert.match(
      await css.text(),
      /\.sh-navbar/,
      `${path}: the stylesheet holds the frame's rules`,
    );
  }
});

async function renameHotel(id, hotelName) {
  const form = new FormData();
  form.set('hotelName', hotelName);
  const response = await fetch(`${env.baseUrl}/api/updateHotel/${id}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${await adminTokenOf(env)}` },
    body: form,
  });
  assert.equal(response.status, 200, `rename: ${response.status}`);
}

test('a page is kept briefly, dropped on a catalog write, and no catalog text can end its scripts', async () => {
  const first = await fetchPage('/hotel');
  const second = await fetchPage('/hotel');
  assert.match(first.headers.get('x-render') ?? '', /cache=(miss|fresh)/);
  assert.match(second.headers.get('x-render') ?? '', /cache=fresh/, 'the second visit is kept');

  const hostile = `</script><script>window.hijacked = 1</script><!-- $& $' ${Date.now()}`;
  await renameHotel(demo.hotel._id, hostile);
  // The render server looks for changes about once a second.
  const changed = await eventually(async () => {
    const page = await fetchPage('/hotel');
    return page.text.includes(hostile) && page;
  }, 'the renamed hotel on the rendered page');
  assert.ok(changed.text.includes(hostile), 'the write shows on the next visits');
  assert.ok(!changed.html.includes('<script>window.hijacked'), 'the text never becomes markup');
  const reads = changed.state.reads['/api/hotel'];
  assert.ok(
    reads.data.some((hotel) => hotel.hotelName === hostile),
    'the state script still parses, holding the text as it is',
  );
  assert.ok(
    changed.jsonLd.flat().some((data) => data.name === hostile),
    'the JSON-LD script still parses, holding the text as it is',
  );
  await renameHotel(demo.hotel._id, demo.hotel.hotelName);
});

/** The HTML of `path` fetched with another Host header (fetch would not send one of its own). */
function withHost(path, host) {
  return new Promise((resolve, reject) => {
    http
      .get(`${env.baseUrl}${path}`, { headers: { host } }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk) => (body += chunk));
        response.on('end', () => resolve(body));
      })
      .on('error', reject);
  });
}

test("canonical links never name a Host of the visitor's choosing, and a query of its own gets no page of its own", async () => {
  const path = `/TourPage/${demo.tour._id}`;
  const poisoned = await withHost(path, 'evil.example');
  assert.match(poisoned, /<link rel="canonical"/);
  assert.ok(!poisoned.includes('evil.example'), 'the Host is not written into the page');
  const own = await fetchPage(path);
  assert.equal(own.canonical, `${env.baseUrl}${path}`);

  await fetchPage('/blog');
  const varied = await fetchPage(`/blog?utm_source=${Date.now()}`);
  assert.match(varied.headers.get('x-render') ?? '', /cache=fresh/, 'the same page, kept');
  assert.equal(varied.canonical, `${env.baseUrl}/blog`);
});

test('in Chromium the pages hydrate without a warning, without a shift and without reading the API again', async () => {
  browser = await launchBrowser();
  for (const viewport of VIEWPORTS) {
    for (const { path, content } of publicPages()) {
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const errors = watchConsole(page);
      const warnings = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      const reads = [];
      page.on('request', (request) => {
        const { pathname, search } = new URL(request.url());
        if (pathname.startsWith('/api/')) reads.push(pathname + search);
      });
      await page.addInitScript(() => {
        window.shifts = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) {
            if (!entry.hadRecentInput) window.shifts.push(entry.value);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await page.goto(`${env.baseUrl}${path}`);
      await networkQuiet(page);
      // Hydrated: a React root is attached to the server's markup, and the page reacts to the visitor.
      await page.waitForFunction(() =>
        Object.keys(document.getElementById('root') ?? {}).some((key) =>
          key.startsWith('__reactContainer'),
        ),
      );
      await page.getByText(content[0]).first().waitFor();
      const shift = await page.evaluate(() => window.shifts.reduce((sum, value) => sum + value, 0));
      const label = `${viewport.name} ${path}`;
      assert.deepEqual(errors, [], `${label}: console errors`);
      assert.deepEqual(warnings, [], `${label}: console warnings`);
      assert.ok(shift <= 0.02, `${label}: layout shift ${shift.toFixed(3)}`);
      const rendered = await page.evaluate(
        () => JSON.parse(document.getElementById('server-state')?.textContent ?? 'null')?.reads,
      );
      assert.ok(rendered, `${label}: the page came rendered from the server`);
      assert.deepEqual(
        reads.filter((read) => read in rendered),
        [],
        `${label}: the API is not asked again for what the page holds`,
      );
      if (path === '/') await screenshot(page, `server-rendered-home-${viewport.name}`);
      await page.close();
    }
  }
});
