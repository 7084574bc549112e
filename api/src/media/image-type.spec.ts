import { detectImageType } from './image-type';

describe('detectImageType', () => {
  it.each([
    ['image/jpeg', Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 0x10])],
    ['image/png', Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0])],
    ['image/gif', Buffer.from('GIF89a\x01\x00', 'latin1')],
    ['image/webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])],
    [
      'image/avif',
      Buffer.concat([
        Buffer.from([0, 0, 0, 0x1c]),
        Buffer.from('ftypavif'),
        Buffer.alloc(4),
        Buffer.from('avifmif1miaf'),
      ]),
    ],
  ])('recognises %s by its bytes', (type, bytes) => {
    expect(detectImageType(bytes)).toBe(type);
  });

  it.each([
    ['text', Buffer.from('hello, this is not an image')],
    ['a PDF', Buffer.from('%PDF-1.7\n')],
    [
      'an MP4 (ftyp without an avif brand)',
      Buffer.concat([
        Buffer.from([0, 0, 0, 0x18]),
        Buffer.from('ftypisom'),
        Buffer.alloc(4),
        Buffer.from('isommp41'),
      ]),
    ],
    ['a truncated PNG signature', Buffer.from([0x89, 0x50, 0x4e])],
    ['nothing', Buffer.alloc(0)],
  ])('refuses %s', (_name, bytes) => {
    expect(detectImageType(bytes)).toBeUndefined();
  });
});
