import { BrowserRouter, Link, Route, Routes } from '@travel/shell/router';
import BlogList from '../features/blog-list';
import BlogDetailsPage from '../features/blog-details';
import './harness.css';

function HarnessHome() {
  return (
    <>
      <h1 className="blog-harness__title">Blog</h1>
      <div className="blog-harness__sections">
        <BlogList />
      </div>
    </>
  );
}

function NotInThisRemote() {
  return (
    <p className="blog-harness__note">
      This page belongs to another app of the site. <Link to="/">Back to the blog</Link>
    </p>
  );
}

/** The blog's pages on their own, for `npm run dev -w mf-blog` (the shell composes them on the site). */
export function Harness() {
  return (
    <BrowserRouter>
      <header className="blog-harness__header">
        <nav aria-label="Blog pages">
          <Link to="/">Blog</Link>
        </nav>
      </header>
      <main>
        <Routes>
          <Route path="/" element={<HarnessHome />} />
          <Route path="/BlogDetails/:id" element={<BlogDetailsPage />} />
          <Route path="*" element={<NotInThisRemote />} />
        </Routes>
      </main>
    </BrowserRouter>
  );
}
