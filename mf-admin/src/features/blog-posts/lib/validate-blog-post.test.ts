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

describe('validateBlogPost', () => {
  it('accepts a complete post, and an edit that keeps the old images', () => {
    expect(validateBlogPost(valid, true)).toBeNull();
    expect(validateBlogPost({ ...valid, Image: [] }, false)).toBeNull();
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
      expect(validateBlogPost(values, true)?.message).toBe(message);
      values = { ...values, ...fix };
    }
    expect(validateBlogPost(values, true)).toBeNull();
  });

  it('limits lengths and refuses files that are not images', () => {
    expect(validateBlogPost({ ...valid, subtitle: 'x'.repeat(201) }, true)?.field).toBe('subtitle');
    expect(validateBlogPost({ ...valid, highlights: 'x'.repeat(201) }, true)?.field).toBe(
      'highlights',
    );
    const gif = new File(['x'], 'a.txt', { type: '' });
    expect(validateBlogPost({ ...valid, gallary: [gif] }, true)?.message).toBe(
      'Only image files are allowed',
    );
  });

  it('reads one highlight a line', () => {
    expect(parseHighlights(' Kyoto \n\n Nara\r\nOsaka ')).toEqual(['Kyoto', 'Nara', 'Osaka']);
  });

  it('takes only a web address as the link, as the server does', () => {
    expect(validateBlogPost({ ...valid, Link: 'javascript:alert(1)' }, true)).toEqual({
      field: 'Link',
      message: 'Please enter a valid link (http or https)',
    });
    expect(validateBlogPost({ ...valid, Link: 'https://example.com/guide' }, true)).toBeNull();
  });
});
