import { BrowserRouter, Route, Routes } from '@travel/shell/router';
import { HarnessHome, HarnessLayout, NotInThisRemote } from '@travel/shell/harness';
import BlogList from '../features/blog-list';
import BlogDetailsPage from '../features/blog-details';

/** The blog's pages on their own, for `npm run dev -w mf-blog` (the shell composes them on the site). */
export function Harness() {
  return (
    <BrowserRouter>
      <HarnessLayout label="Blog pages" links={[{ to: '/', text: 'Blog' }]}>
        <Routes>
          <Route
            path="/"
            element={
              <HarnessHome title="Blog">
                <BlogList />
              </HarnessHome>
            }
          />
          <Route path="/BlogDetails/:id" element={<BlogDetailsPage />} />
          <Route path="*" element={<NotInThisRemote backTo="the blog" />} />
        </Routes>
      </HarnessLayout>
    </BrowserRouter>
  );
}
