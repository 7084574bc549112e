import { Get, Query, Req } from '@nestjs/common';
import type { Request } from 'express';
import { ApiQuery } from '@nestjs/swagger';
import { CatalogController, CatalogResource } from '../catalog/catalog-controller';
import { CatalogRead } from '../catalog/catalog-routes.decorators';
import { readLanguage } from '../catalog/localized-reads';
import { parsePage } from '../common/pagination/paginate';
import { BLOG_CATALOG, BlogService } from './blog.service';
import {
  BlogPostForm,
  BlogPostOne,
  BlogPostPage,
  BlogPostSaved,
  CreateBlogPostDto,
} from './dto/blog-post.dto';
import { BlogPost } from './schemas/blog-post.schema';

export const BLOG: CatalogResource<BlogPost, CreateBlogPostDto> = {
  tag: 'blog',
  service: BlogService,
  catalog: BLOG_CATALOG,
  paths: {
    list: 'Blog',
    get: 'Blog/:id',
    create: 'Blog',
    update: 'Blog/:id',
    remove: 'Blog/:id',
  },
  updateWith: 'PUT',
  operationIdPrefix: 'BlogController',
  summaries: {
    list: 'List blog posts',
    get: 'One blog post',
    create: 'Add a blog post',
    update: 'Edit a blog post',
    remove: 'Delete a blog post',
  },
  messages: {
    created: 'Blog post added successfully!',
    updated: 'Blog post updated successfully!',
    deleted: 'Blog post deleted successfully!',
  },
  reads: 'data',
  types: {
    list: BlogPostPage,
    one: BlogPostOne,
    saved: BlogPostSaved,
    form: BlogPostForm,
    create: CreateBlogPostDto,
    // A full replacement (PUT): the same rules as adding, so no post loses its title or body.
    update: CreateBlogPostDto,
  },
};

export class BlogController extends CatalogController(BLOG) {
  constructor(private readonly blog: BlogService) {
    super(blog);
  }

  /** Paged, newest first, as the home page's blog list shows them. */
  @Get(BLOG.paths.list)
  @CatalogRead(
    {
      operationId: 'BlogController_list',
      summary: BLOG.summaries.list,
      errors: { 400: "'page must be a positive integer'" },
    },
    BlogPostPage,
    ['page'],
  )
  @ApiQuery({ name: 'page', required: false, type: Number })
  override async list(
    @Req() req: Request,
    @Query('translations') translations?: unknown,
    @Query('page') page?: string,
  ) {
    const language = readLanguage(req, translations);
    const posts = await this.blog.listPage(parsePage(page));
    return { ...posts, data: posts.data.map((post) => this.blog.present(post, language)) };
  }
}
