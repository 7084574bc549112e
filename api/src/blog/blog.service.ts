import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { CatalogDeps } from '../catalog/catalog-deps';
import { CatalogOptions, CatalogService } from '../catalog/catalog.service';
import { Page, paginate } from '../common/pagination/paginate';
import { CreateBlogPostDto, BLOG_IMAGES, BLOG_TEXTS } from './dto/blog-post.dto';
import { BlogPost, BlogPostDocument } from './schemas/blog-post.schema';

export const BLOG_CATALOG: CatalogOptions<BlogPost> = {
  notFoundMessage: 'Blog post not found.',
  auditKind: 'blog-post',
  nameField: 'Title',
  imageFields: BLOG_IMAGES,
  texts: BLOG_TEXTS,
};
export const BLOG_POSTS_PER_PAGE = 6;

@Injectable()
export class BlogService extends CatalogService<BlogPost, CreateBlogPostDto> {
  constructor(@InjectModel(BlogPost.name) model: Model<BlogPost>, deps: CatalogDeps) {
    super(model, deps, BLOG_CATALOG);
  }

  /** Newest first, as the home page's blog list shows them. */
  listPage(page: number): Promise<Page<BlogPostDocument>> {
    return paginate(this.model, {
      page,
      perPage: BLOG_POSTS_PER_PAGE,
      map: (post) => post as BlogPostDocument,
    });
  }
}
