import { t } from '@travel/shell/i18n';
import { RemoteModule } from '@travel/shell/remotes';
import { useSearchParams } from '@travel/shell/router';
import { listPageOf } from '@travel/shell/paths';
import { usePageMeta } from '@travel/shell/ui';

/** /blog: the blog remote's list of posts as a page of its own, for the main navigation's Blog link. */
export function BlogPage() {
  const [params] = useSearchParams();
  const page = listPageOf(params);
  // Each later page is a page of its own (`/blog?page=2`): its title says which, so search results and
  // tabs do not show several pages under one name.
  const title = page > 1 ? t('shell.blog.titlePage', { page }) : t('shell.nav.blog');
  usePageMeta({
    title,
    description: page > 1 ? t('shell.blog.descriptionPage', { page }) : t('shell.blog.description'),
  });
  return (
    <div className="sh-page">
      <h1>{title}</h1>
      <RemoteModule
        remote="blog"
        module="BlogList"
        label={t('shell.nav.blog')}
        props={{ pageInAddress: true }}
      />
    </div>
  );
}
