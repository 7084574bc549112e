import { BlogDetailsPage } from './components/blog-details-page';

export default BlogDetailsPage;
