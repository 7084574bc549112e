import { FileField, TextAreaField, TextField } from '@travel/shell/forms';
import { imageUrl } from '@travel/shell/http';
import {
  CatalogFormShell,
  useCatalogForm,
  type CatalogFormProps,
} from '../../../components/catalog-manager';
import { saveBlogPost, type BlogPost } from '../api/blog-posts-api';
import { validateBlogPost, type BlogPostValues } from '../lib/validate-blog-post';

type LineName = 'Title' | 'subtitle' | 'subsubtitle' | 'Link';

function initialValues(post: BlogPost | null): BlogPostValues {
  return {
    Title: post?.Title ?? '',
    subtitle: post?.subtitle ?? '',
    subsubtitle: post?.subsubtitle ?? '',
    Content: post?.Content ?? '',
    description: post?.description ?? '',
    Link: post?.Link ?? '',
    highlights: post?.highlights.join('\n') ?? '',
    Image: [],
    gallary: [],
  };
}

/** Add or edit one blog post (spec 5 "Blog form"); no new images on edit keeps the old ones. */
export function BlogPostForm(props: CatalogFormProps<BlogPost>) {
  const { record } = props;
  const verb = record ? 'update' : 'save';
  const form = useCatalogForm<BlogPostValues>({
    controls: props as CatalogFormProps<unknown>,
    initial: initialValues(record),
    validate: (values) => validateBlogPost(values, record === null),
    send: (values) => saveBlogPost(record?._id ?? null, values),
    successText: record ? 'Blog post updated successfully!' : 'Blog post added successfully!',
    failureText: (message) => `Failed to ${verb} blog post: ${message}`,
    confirmSubmit: record ? 'Are you sure you want to update this blog post?' : undefined,
    confirmDiscard: 'Are you sure you want to close? Any unsaved changes will be lost.',
  });
  const { values, set, errorOf } = form;
  const line = (name: LineName, label: string, max: number, required = false) => (
    <TextField
      id={`${name}-field`}
      label={label}
      name={name}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      maxLength={max}
      required={required}
      error={errorOf(name)}
    />
  );

  return (
    <CatalogFormShell
      form={form}
      label="Blog post details"
      submitLabel={record ? 'Update Blog Post' : 'Add Blog Post'}
      busyText="Submitting..."
    >
      {line('Title', 'Title', 200, true)}
      {line('subtitle', 'Subtitle', 200)}
      {line('subsubtitle', 'Sub-subtitle', 200)}
      {line('Link', 'Link', 500)}
      <div className="adm-catalog-form__wide">
        <TextAreaField
          id="Content-field"
          label="Content"
          name="Content"
          value={values.Content}
          onChange={(e) => set('Content', e.target.value)}
          required
          error={errorOf('Content')}
        />
      </div>
      <div className="adm-catalog-form__wide">
        <TextAreaField
          id="description-field"
          label="Description"
          name="description"
          value={values.description}
          onChange={(e) => set('description', e.target.value)}
          hint="Leave a blank line between paragraphs."
          required
          error={errorOf('description')}
        />
      </div>
      <div className="adm-catalog-form__wide">
        <TextAreaField
          id="highlights-field"
          label="Destination Highlights"
          name="highlights"
          value={values.highlights}
          onChange={(e) => set('highlights', e.target.value)}
          hint="One highlight a line."
          error={errorOf('highlights')}
        />
      </div>
      <div className="adm-catalog-form__wide">
        <FileField
          id="Image-field"
          label="Image"
          name="Image"
          files={values.Image}
          onFiles={(files) => set('Image', files)}
          existing={record?.Image ? [imageUrl(record.Image, 480)] : []}
          hint={record ? 'Leave empty to keep the current image.' : undefined}
          error={errorOf('Image')}
        />
      </div>
      <div className="adm-catalog-form__wide">
        <FileField
          id="gallary-field"
          label="Gallery"
          name="gallary"
          multiple
          files={values.gallary}
          onFiles={(files) => set('gallary', files)}
          existing={record?.gallary.map((url) => imageUrl(url, 480))}
          hint={
            record
              ? 'Leave empty to keep the current gallery.'
              : 'Several images may be picked at once.'
          }
          error={errorOf('gallary')}
        />
      </div>
    </CatalogFormShell>
  );
}
