import { TextAreaField, TextField } from '@travel/shell/forms';
import {
  CatalogFormShell,
  ImageFields,
  useCatalogForm,
  type CatalogFormProps,
} from '../../../components/catalog-manager';
import { TranslatedFields, translationValues } from '../../../components/translations';
import { saveBlogPost, type BlogPost } from '../api/blog-posts-api';
import { BLOG_TRANSLATED, validateBlogPost, type BlogPostValues } from '../lib/validate-blog-post';

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
    ...translationValues(post?.translations, BLOG_TRANSLATED),
  };
}

// The API keeps both texts the spec names, each required, and the blog remote publishes only the Description
// (the list's excerpt and the post's paragraphs). The form says so, so no one writes the article twice.
const CONTENT_HINT = 'Not published on the site: a summary or notes for the team.';
const DESCRIPTION_HINT =
  "Published: the post's text on the site and its excerpt in the blog list. Leave a blank line between paragraphs.";

/** Add or edit one blog post (spec 5 "Blog form"); no new images on edit keeps the old ones. */
export function BlogPostForm({ record, ...controls }: CatalogFormProps<BlogPost>) {
  const verb = record ? 'update' : 'save';
  const form = useCatalogForm<BlogPostValues>({
    controls,
    initial: initialValues(record),
    validate: (values) => validateBlogPost(values, record === null),
    send: (values) => saveBlogPost(record?._id ?? null, values),
    successText: record ? 'Blog post updated successfully!' : 'Blog post added successfully!',
    failureText: (message) => `Failed to ${verb} blog post: ${message}`,
    confirmSubmit: record ? 'Are you sure you want to update this blog post?' : undefined,
  });

  return (
    <CatalogFormShell
      form={form}
      label="Blog post details"
      submitLabel={record ? 'Update Blog Post' : 'Add Blog Post'}
      busyText="Submitting..."
    >
      <TranslatedFields form={form} fields={BLOG_TRANSLATED}>
        <TextField label="Title" maxLength={200} required {...form.field('Title')} />
        <TextField label="Subtitle" maxLength={200} {...form.field('subtitle')} />
        <TextField label="Sub-subtitle" maxLength={200} {...form.field('subsubtitle')} />
        <TextField label="Link" maxLength={500} {...form.field('Link')} />
        <div className="adm-catalog-form__wide">
          <TextAreaField
            label="Content"
            hint={CONTENT_HINT}
            rows={3}
            required
            {...form.field('Content')}
          />
        </div>
        <div className="adm-catalog-form__wide">
          <TextAreaField
            label="Description"
            hint={DESCRIPTION_HINT}
            rows={8}
            required
            {...form.field('description')}
          />
        </div>
        <div className="adm-catalog-form__wide">
          <TextAreaField
            label="Destination Highlights"
            hint="One highlight a line."
            {...form.field('highlights')}
          />
        </div>
        <ImageFields
          image={form.files('Image')}
          gallery={form.files('gallary')}
          stored={record && { image: record.Image, gallery: record.gallary }}
          keepGalleryHint="Leave empty to keep the current gallery."
        />
      </TranslatedFields>
    </CatalogFormShell>
  );
}
