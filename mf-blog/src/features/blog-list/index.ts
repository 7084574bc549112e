import { BlogList } from './components/blog-list';

export default BlogList;
