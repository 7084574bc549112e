import { t } from '@travel/shell/i18n';
import { Route, Routes } from '@travel/shell/router';
import { HarnessHome, HarnessLayout, HarnessRouter, NotInThisRemote } from '@travel/shell/harness';
import BlogList from '../features/blog-list';
import BlogDetailsPage from '../features/blog-details';

/** The blog's pages on their own, for `npm run dev -w mf-blog` (the shell composes them on the site). */
export function Harness() {
  return (
    <HarnessRouter>
      <HarnessLayout
        label={t('blog.harness.label')}
        links={[{ to: '/', text: t('blog.harness.title') }]}
      >
        <Routes>
          <Route
            path="/"
            element={
              <HarnessHome title={t('blog.harness.title')}>
                <BlogList />
              </HarnessHome>
            }
          />
          <Route path="/BlogDetails/:id" element={<BlogDetailsPage />} />
          <Route path="*" element={<NotInThisRemote backTo={t('blog.harness.backTo')} />} />
        </Routes>
      </HarnessLayout>
    </HarnessRouter>
  );
}
