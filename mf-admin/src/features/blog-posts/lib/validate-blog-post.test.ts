import { fieldErrorsOf } from '@travel/shell/forms';
import { parseHighlights, validateBlogPost, type BlogPostValues } from './validate-blog-post';

const image = new File(['x'], 'a.jpg', { type: 'image/jpeg' });
const valid: BlogPostValues = {
  Title: 'Ten days in Japan',
  subtitle: '',
  subsubtitle: '',
  Content: 'Intro',
  description: 'Long text',
  Link: '',
  highlights: '',
  Image: [image],
  gallary: [],
};

/** The first field found wrong (the one the form focuses), or null. */
const firstOf = (values: BlogPostValues, adding: boolean) =>
  fieldErrorsOf(validateBlogPost(values, adding))[0] ?? null;

describe('validateBlogPost', () => {
  it('accepts a complete post, and an edit that keeps the old images', () => {
    expect(firstOf(valid, true)).toBeNull();
    expect(firstOf({ ...valid, Image: [] }, false)).toBeNull();
  });

  it('names Title, Content and Description at once, with the spec sentences in its order', () => {
    const empty = { ...valid, Title: ' ', Content: '', description: '' };
    expect(fieldErrorsOf(validateBlogPost(empty, true)).map(({ message }) => message)).toEqual([
      'Title is required',
      'Content is required',
      'Description is required',
    ]);
  });

  it('checks Title, Content, Description, then the image, in that order', () => {
    let values: BlogPostValues = { ...valid, Title: ' ', Content: '', description: '', Image: [] };
    const steps: Array<[string, Partial<BlogPostValues>]> = [
      ['Title is required', { Title: 'T' }],
      ['Content is required', { Content: 'C' }],
      ['Description is required', { description: 'D' }],
      ['Please upload an image', { Image: [image] }],
    ];
    for (const [message, fix] of steps) {
      expect(firstOf(values, true)?.message).toBe(message);
      values = { ...values, ...fix };
    }
    expect(firstOf(values, true)).toBeNull();
  });

  it('limits lengths and refuses files that are not images', () => {
    expect(firstOf({ ...valid, subtitle: 'x'.repeat(201) }, true)?.field).toBe('subtitle');
    expect(firstOf({ ...valid, highlights: 'x'.repeat(201) }, true)?.field).toBe('highlights');
    const gif = new File(['x'], 'a.txt', { type: '' });
    expect(firstOf({ ...valid, gallary: [gif] }, true)?.message).toBe(
      'Only image files are allowed',
    );
  });

  it('reads one highlight a line', () => {
    expect(parseHighlights(' Kyoto \n\n Nara\r\nOsaka ')).toEqual(['Kyoto', 'Nara', 'Osaka']);
  });

  it('takes only a web address as the link, as the server does', () => {
    expect(firstOf({ ...valid, Link: 'javascript:alert(1)' }, true)).toEqual({
      field: 'Link',
      message: 'Please enter a valid link (http or https)',
    });
    expect(firstOf({ ...valid, Link: 'https://example.com/guide' }, true)).toBeNull();
  });
});
