import { catalogCheckCases } from '../../../test/catalog-check';
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

describe('validateBlogPost', () => {
  const { firstOf, inSpecOrder } = catalogCheckCases(validateBlogPost, valid, 'Image');

  it('names Title, Content and Description at once, with the spec sentences in its order', () => {
    const empty = { ...valid, Title: ' ', Content: '', description: '' };
    expect(fieldErrorsOf(validateBlogPost(empty, true)).map(({ message }) => message)).toEqual([
      'Title is required',
      'Content is required',
      'Description is required',
    ]);
  });

  it('checks Title, Content, Description, then the image, in that order', () => {
    inSpecOrder({ ...valid, Title: ' ', Content: '', description: '', Image: [] }, [
      ['Title is required', { Title: 'T' }],
      ['Content is required', { Content: 'C' }],
      ['Description is required', { description: 'D' }],
      ['Please upload an image', { Image: [image] }],
    ]);
  });

  it('limits lengths and refuses files that are not images', () => {
    expect(firstOf({ ...valid, subtitle: 'x'.repeat(201) })?.field).toBe('subtitle');
    expect(firstOf({ ...valid, highlights: 'x'.repeat(201) })?.field).toBe('highlights');
    const gif = new File(['x'], 'a.txt', { type: '' });
    expect(firstOf({ ...valid, gallary: [gif] })?.message).toBe('Only image files are allowed');
  });

  it('reads one highlight a line', () => {
    expect(parseHighlights(' Kyoto \n\n Nara\r\nOsaka ')).toEqual(['Kyoto', 'Nara', 'Osaka']);
  });

  it('takes only a web address as the link, as the server does', () => {
    expect(firstOf({ ...valid, Link: 'javascript:alert(1)' })).toEqual({
      field: 'Link',
      message: 'Please enter a valid link (http or https)',
    });
    expect(firstOf({ ...valid, Link: 'https://example.com/guide' })).toBeNull();
  });
});
