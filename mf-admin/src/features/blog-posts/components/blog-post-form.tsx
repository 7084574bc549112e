import { t } from '@travel/shell/i18n';
import { TextAreaField, TextField } from '@travel/shell/forms';
import {
  CatalogFormShell,
  ImageFields,
  useCatalogForm,
  type CatalogFormProps,
} from '../../../components/catalog-manager';
import { TranslatedFields, translationValues } from '../../../components/translations';
import { saveBlogPost, type BlogPost } from '../api/blog-posts-api';
import { blogTranslated, validateBlogPost, type BlogPostValues } from '../lib/validate-blog-post';

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
    ...translationValues(post?.translations, blogTranslated()),
  };
}

/** Add or edit one blog post (spec 5 "Blog form"); no new images on edit keeps the old ones. */
export function BlogPostForm({ record, ...controls }: CatalogFormProps<BlogPost>) {
  const form = useCatalogForm<BlogPostValues>({
    controls,
    initial: initialValues(record),
    validate: (values) => validateBlogPost(values, record === null),
    send: (values) => saveBlogPost(record?._id ?? null, values),
    successText: record ? t('admin.blogPosts.updated') : t('admin.blogPosts.added'),
    failureText: (message) =>
      t(record ? 'admin.blogPosts.updateFailed' : 'admin.blogPosts.saveFailed', { message }),
    confirmSubmit: record ? t('admin.blogPosts.confirmUpdate') : undefined,
  });

  return (
    <CatalogFormShell
      form={form}
      label={t('admin.blogPosts.form')}
      submitLabel={record ? t('admin.blogPosts.submitUpdate') : t('admin.blogPosts.submitAdd')}
      busyText={t('admin.common.submitting')}
    >
      <TranslatedFields form={form} fields={blogTranslated()}>
        <TextField
          label={t('admin.field.title')}
          maxLength={200}
          required
          {...form.field('Title')}
        />
        <TextField label={t('admin.field.subtitle')} maxLength={200} {...form.field('subtitle')} />
        <TextField
          label={t('admin.field.subsubtitle')}
          maxLength={200}
          {...form.field('subsubtitle')}
        />
        <TextField label={t('admin.field.link')} maxLength={500} {...form.field('Link')} />
        <div className="adm-catalog-form__wide">
          <TextAreaField
            label={t('admin.field.content')}
            // The API keeps both texts the spec names, each required, and the blog remote publishes only the
            // Description: the form says so, so no one writes the article twice.
            hint={t('admin.blogPosts.contentHint')}
            rows={3}
            required
            {...form.field('Content')}
          />
        </div>
        <div className="adm-catalog-form__wide">
          <TextAreaField
            label={t('admin.field.description')}
            hint={t('admin.blogPosts.descriptionHint')}
            rows={8}
            required
            {...form.field('description')}
          />
        </div>
        <div className="adm-catalog-form__wide">
          <TextAreaField
            label={t('admin.field.highlights')}
            hint={t('admin.field.highlightsHint')}
            {...form.field('highlights')}
          />
        </div>
        <ImageFields
          image={form.files('Image')}
          gallery={form.files('gallary')}
          stored={record && { image: record.Image, gallery: record.gallary }}
          keepGalleryHint={t('admin.blogPosts.keepGallery')}
        />
      </TranslatedFields>
    </CatalogFormShell>
  );
}
