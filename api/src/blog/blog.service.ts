import { Injectable } from '@nestjs/common';
import { InjectModel } from '@nestjs/mongoose';
import { Model } from 'mongoose';
import { AuditService } from '../audit/audit.service';
import { RecentlyDeleted } from '../recently-deleted/recently-deleted.service';
import { ChangeFeed } from '../cache/change-feed.service';
import { CatalogService } from '../catalog/catalog.service';
import { CreateBlogPostDto } from './dto/blog-post.dto';
import { gallery, ImageField, mainImage } from '../catalog/image-fields';
import { Page, paginate } from '../common/pagination/paginate';
import { ImagesService } from '../media/images.service';
import { BlogPost, BlogPostDocument } from './schemas/blog-post.schema';

export const BLOG_IMAGES: ImageField<BlogPost>[] = [mainImage('Image'), gallery('gallary')];
export const BLOG_POSTS_PER_PAGE = 6;

@Injectable()
export class BlogService extends CatalogService<BlogPost, CreateBlogPostDto> {
  constructor(
    @InjectModel(BlogPost.name) model: Model<BlogPost>,
    images: ImagesService,
    invalidator: ChangeFeed,
    audit: AuditService,
    recentlyDeleted: RecentlyDeleted,
  ) {
    super(
      model,
      {
        notFoundMessage: 'Blog post not found.',
        auditKind: 'blog-post',
        nameField: 'Title',
        imageFields: BLOG_IMAGES,
      },
      images,
      invalidator,
      audit,
      recentlyDeleted,
    );
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
