import type { BlogPost } from '@travel/shell/api-types';
import {
  Thumb,
  commaListToJson,
  imageWhenAdding,
  imagesOnly,
  maxLength,
  required,
  type ResourceConfig,
} from '../../../components/catalog';

const day = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium' });

export const blogResource: ResourceConfig<BlogPost> = {
  noun: 'blog post',
  texts: {
    title: 'Blog Management',
    add: 'Add New Blog Post',
    edit: 'Edit Blog Post',
    loading: 'Loading blog posts...',
    fetchError: () => 'Failed to fetch blog posts',
    emptyTitle: 'No blog posts found.',
    emptyHint: 'Add a new blog post to get started!',
    deleteQuestion: 'Are you sure you want to delete this blog post?',
    deleteSuccess: 'Blog post deleted successfully!',
    deleteError: (message) => `Failed to delete blog post: ${message}`,
    saveError: (mode, message) =>
      `Failed to ${mode === 'edit' ? 'update' : 'save'} blog post: ${message}`,
    saved: (mode) =>
      mode === 'add' ? 'Blog post added successfully!' : 'Blog post updated successfully!',
    busy: () => 'Submitting...',
    confirmUpdate: 'Are you sure you want to update this blog post?',
    confirmDiscard: 'Are you sure you want to close? Any unsaved changes will be lost.',
  },
  // The API pages the blog 6 posts at a time, newest first.
  list: {
    kind: 'paged',
    url: (page) => `/api/Blog?page=${page}`,
    rows: (body) => (body as { data: BlogPost[] }).data,
  },
  one: {
    url: (id) => `/api/Blog/${encodeURIComponent(id)}`,
    row: (body) => (body as { data: BlogPost }).data,
  },
  id: (post) => post._id,
  name: (post) => post.Title,
  columns: [
    { key: 'image', header: 'Image', render: (post) => <Thumb src={post.Image} /> },
    {
      key: 'Title',
      header: 'Title',
      render: (post) => post.Title,
      sortValue: (post) => post.Title,
    },
    {
      key: 'subtitle',
      header: 'Subtitle',
      render: (post) => post.subtitle,
      sortValue: (post) => post.subtitle,
    },
    {
      key: 'createdAt',
      header: 'Published',
      render: (post) => day.format(new Date(post.createdAt)),
      sortValue: (post) => post.createdAt,
    },
  ],
  searchText: (post) => `${post.Title} ${post.subtitle} ${post.subsubtitle} ${post.Content}`,
  fields: [
    { kind: 'text', name: 'Title', label: 'Title', maxLength: 200 },
    { kind: 'text', name: 'subtitle', label: 'Subtitle', maxLength: 200 },
    { kind: 'text', name: 'subsubtitle', label: 'Sub-subtitle', maxLength: 200 },
    { kind: 'text', name: 'Link', label: 'Link (optional)', maxLength: 500 },
    { kind: 'textarea', name: 'Content', label: 'Content' },
    {
      kind: 'textarea',
      name: 'description',
      label: 'Description',
      hint: 'Leave a blank line between paragraphs.',
    },
    {
      kind: 'text',
      name: 'highlights',
      label: 'Destination Highlights',
      hint: 'Separated by commas, e.g. Old town, Harbour walk',
      toWire: commaListToJson,
    },
    {
      kind: 'file',
      name: 'Image',
      wire: 'Image',
      label: 'Image',
      hint: 'Leave empty when editing to keep the current images.',
    },
    { kind: 'file', name: 'gallary', wire: 'gallary[]', label: 'Gallery', multiple: true },
  ],
  // Spec section 5, blog form, in its order; the API's own limits after.
  rules: [
    required('Title', 'Title is required'),
    required('Content', 'Content is required'),
    required('description', 'Description is required'),
    maxLength('Title', 200, 'Title'),
    maxLength('subtitle', 200, 'Subtitle'),
    maxLength('subsubtitle', 200, 'Sub-subtitle'),
    maxLength('Content', 20000, 'Content'),
    maxLength('description', 20000, 'Description'),
    maxLength('Link', 500, 'Link'),
    imageWhenAdding('Image'),
    imagesOnly('Image'),
    imagesOnly('gallary'),
  ],
  toValues: (post) => ({
    Title: post.Title,
    subtitle: post.subtitle,
    subsubtitle: post.subsubtitle,
    Link: post.Link,
    Content: post.Content,
    description: post.description,
    highlights: post.highlights.join(', '),
  }),
  existing: (post, field) => (field === 'Image' ? (post.Image ? [post.Image] : []) : post.gallary),
  endpoints: {
    create: '/api/Blog',
    update: (id) => ({ method: 'put', url: `/api/Blog/${encodeURIComponent(id)}` }),
    remove: (id) => `/api/Blog/${encodeURIComponent(id)}`,
  },
};
