import sharp from 'sharp';
import { useTestApp } from './utils/test-app';

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } });

describe('images', () => {
  const t = useTestApp({ signIn: 'admin' });

  function upload(image: Buffer, gallery: Buffer[] = []) {
    const req = t.http
      .post('/api/Blog')
      .set('Authorization', `Bearer ${t.token}`)
      .field({ Title: 'Pictures', Content: 'C', description: 'D' })
      .attach('Image', image, 'upload.bin');
    for (const file of gallery) void req.attach('gallary[]', file, 'g.bin');
    return req;
  }

  const files = () => t.connection.collection('images.files').countDocuments();

  it('serves an upload with its type, a year of caching, an ETag and 304 on If-None-Match', async () => {
    const original = await solid(1600, 1000).jpeg().toBuffer();
    const url = (await upload(original).expect(201)).body.data.Image as string;
    const res = await t.http.get(url).expect(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(await sharp(res.body as Buffer).metadata()).toMatchObject({
      format: 'jpeg',
      width: 1600,
      height: 1000,
    });
    const etag = res.headers.etag as string;
    expect(etag).toBeTruthy();
    await t.http.get(url).set('If-None-Match', etag).expect(304);
    // The second answer comes from the in-memory cache: same headers, same 304 behaviour.
    const again = await t.http.get(url).expect(200);
    expect(again.headers.etag).toBe(etag);
    expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    await t.http.get(url).set('If-None-Match', etag).expect(304);
  });

  it('stores 480, 800 and 1200 px WebP renditions and serves the nearest one for ?w=', async () => {
    const url = (await upload(await solid(1600, 1000).png().toBuffer()).expect(201)).body.data
      .Image as string;
    const small = await t.http.get(`${url}?w=300`).expect(200);
    expect(small.headers['content-type']).toBe('image/webp');
    expect((await sharp(small.body as Buffer).metadata()).width).toBe(480);
    const medium = await t.http.get(`${url}?w=700`).expect(200);
    expect((await sharp(medium.body as Buffer).metadata()).width).toBe(800);
    const wide = await t.http.get(`${url}?w=801`).expect(200);
    expect((await sharp(wide.body as Buffer).metadata()).width).toBe(1200);
    const large = await t.http.get(`${url}?w=4000`).expect(200);
    expect(large.headers['content-type']).toBe('image/png');
    expect(small.headers.etag).not.toBe(medium.headers.etag);
    await t.http.get(`${url}?w=abc`).expect(400);
  });

  it('accepts png, gif, webp and avif checked by their bytes', async () => {
    const kinds = await Promise.all([
      solid(40, 30).png().toBuffer(),
      solid(40, 30).gif().toBuffer(),
      solid(40, 30).webp().toBuffer(),
      solid(40, 30).avif().toBuffer(),
    ]);
    const res = await upload(kinds[0] as Buffer, kinds.slice(1)).expect(201);
    const types = await Promise.all(
      (res.body.data.gallary as string[]).map(
        async (url) => (await t.http.get(url).expect(200)).headers['content-type'],
      ),
    );
    expect(types).toEqual(['image/gif', 'image/webp', 'image/avif']);
  });

  it.each([
    ['text named .jpg', Buffer.from('just some text')],
    [
      'a JPEG signature followed by garbage',
      Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200, 7)]),
    ],
  ])('refuses %s and stores nothing', async (_name, bytes) => {
    const before = await files();
    const posts = await t.connection.collection('blogposts').countDocuments();
    const good = await solid(800, 600).jpeg().toBuffer();
    const res = await upload(good, [good, bytes]).expect(400);
    expect(res.body.message).toBe('Only image files are allowed');
    expect(await files()).toBe(before);
    expect(await t.connection.collection('blogposts').countDocuments()).toBe(posts);
  });

  describe('re-encoding', () => {
    const HTML = Buffer.from('<html><body><script>alert(document.cookie)</script></body></html>');

    it.each([
      ['png', 'image/png', () => solid(300, 200).png().toBuffer()],
      ['jpeg', 'image/jpeg', () => solid(300, 200).jpeg().toBuffer()],
      ['gif', 'image/gif', () => solid(300, 200).gif().toBuffer()],
      ['webp', 'image/webp', () => solid(300, 200).webp().toBuffer()],
      ['avif', 'image/avif', () => solid(300, 200).avif().toBuffer()],
    ])(
      'stores a %s freshly encoded: HTML appended to it does not survive',
      async (format, type, image) => {
        const sent = Buffer.concat([await image(), HTML]);
        const url = (await upload(sent).expect(201)).body.data.Image as string;
        const res = await t.http.get(url).expect(200);
        const stored = res.body as Buffer;
        expect(res.headers['content-type']).toBe(type);
        expect(stored.includes('<script')).toBe(false);
        expect(stored.includes('<html')).toBe(false);
        expect(await sharp(stored).metadata()).toMatchObject({
          format: format === 'avif' ? 'heif' : format,
          width: 300,
          height: 200,
        });
      },
    );

    it('keeps every frame of an animated GIF', async () => {
      const frames = await Promise.all(
        [255, 0, 120].map((r) =>
          sharp({ create: { width: 40, height: 30, channels: 3, background: { r, g: 0, b: 0 } } })
            .png()
            .toBuffer(),
        ),
      );
      const gif = await sharp(frames, { join: { animated: true } })
        .gif()
        .toBuffer();
      const url = (await upload(Buffer.concat([gif, HTML])).expect(201)).body.data.Image as string;
      const stored = (await t.http.get(url).expect(200)).body as Buffer;
      expect(stored.includes('<script')).toBe(false);
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'gif', pages: 3, width: 40 });
    });

    it('turns a photo upright by its EXIF orientation and keeps none of its metadata', async () => {
      const sideways = await solid(60, 20)
        .jpeg()
        .withMetadata({ orientation: 6 })
        .withExifMerge({ IFD0: { ImageDescription: '<script>alert(1)</script>' } })
        .toBuffer();
      const url = (await upload(sideways).expect(201)).body.data.Image as string;
      const stored = (await t.http.get(url).expect(200)).body as Buffer;
      const metadata = await sharp(stored).metadata();
      expect([metadata.width, metadata.height, metadata.orientation, metadata.exif]).toEqual([
        20,
        60,
        undefined,
        undefined,
      ]);
      expect(stored.includes('<script')).toBe(false);
    });

    it('refuses a truncated image with 400 and stores nothing', async () => {
      const whole = await solid(1600, 1000).jpeg().toBuffer();
      const before = await files();
      const res = await upload(whole.subarray(0, whole.length >> 1)).expect(400);
      expect(res.body.message).toBe('Only image files are allowed');
      expect(await files()).toBe(before);
    });
  });

  it('answers 404 for an unknown image and 400 for a malformed id', async () => {
    await t.http
      .get('/api/images/0123456789abcdef01234567')
      .expect(404, { statusCode: 404, message: 'Image not found' });
    await t.http.get('/api/images/not-an-id').expect(400);
  });
});
