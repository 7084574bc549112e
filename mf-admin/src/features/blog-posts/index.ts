export { BlogPostsPage as default } from './components/blog-posts-page';
