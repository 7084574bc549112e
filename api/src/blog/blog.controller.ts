import {
  Body,
  Controller,
  Delete,
  Get,
  Param,
  Post,
  Put,
  Query,
  UploadedFiles,
} from '@nestjs/common';
import { ApiQuery, ApiTags } from '@nestjs/swagger';
import { CatalogMessage } from '../catalog/catalog-responses.dto';
import {
  CatalogCreate,
  CatalogDelete,
  CatalogRead,
  CatalogReadOne,
  CatalogUpdate,
} from '../catalog/catalog-routes.decorators';
import { CatalogUploads } from '../catalog/catalog-uploads.interceptor';
import { UploadedFilesByField } from '../catalog/image-fields';
import { parsePage } from '../common/pagination/paginate';
import { ParseObjectIdPipe } from '../common/pipes/parse-object-id.pipe';
import { BLOG_IMAGES, BlogService } from './blog.service';
import {
  BlogPostForm,
  BlogPostOne,
  BlogPostPage,
  BlogPostSaved,
  CreateBlogPostDto,
} from './dto/blog-post.dto';

const Uploads = CatalogUploads(BLOG_IMAGES);

@ApiTags('blog')
@Controller('api/Blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  @CatalogRead(
    {
      operationId: 'BlogController_list',
      summary: 'List blog posts',
      errors: { 400: "'page must be a positive integer'" },
    },
    BlogPostPage,
    ['page'],
  )
  @ApiQuery({ name: 'page', required: false, type: Number })
  list(@Query('page') page?: string) {
    return this.blog.listPage(parsePage(page));
  }

  @Get(':id')
  @CatalogReadOne(
    {
      operationId: 'BlogController_get',
      summary: 'One blog post',
      errors: { 404: "'Blog post not found.'" },
    },
    BlogPostOne,
  )
  async get(@Param('id', ParseObjectIdPipe) id: string) {
    return { data: await this.blog.findById(id) };
  }

  @Post()
  @CatalogCreate(
    { operationId: 'BlogController_create', summary: 'Add a blog post' },
    Uploads,
    BlogPostForm,
    BlogPostSaved,
  )
  async create(@Body() dto: CreateBlogPostDto, @UploadedFiles() files: UploadedFilesByField) {
    const data = await this.blog.create(dto, files);
    return { message: 'Blog post added successfully!', data };
  }

  @Put(':id')
  @CatalogUpdate(
    {
      operationId: 'BlogController_update',
      summary: 'Edit a blog post',
      errors: { 404: "'Blog post not found.'" },
    },
    Uploads,
    BlogPostForm,
    BlogPostSaved,
  )
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    // A full replacement (PUT): the same rules as adding, so no post loses its title or body.
    @Body() dto: CreateBlogPostDto,
    @UploadedFiles() files: UploadedFilesByField,
  ) {
    const data = await this.blog.update(id, dto, files);
    return { message: 'Blog post updated successfully!', data };
  }

  @Delete(':id')
  @CatalogDelete({
    operationId: 'BlogController_remove',
    summary: 'Delete a blog post',
    errors: { 404: "'Blog post not found.'" },
  })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<CatalogMessage> {
    await this.blog.remove(id);
    return { message: 'Blog post deleted successfully!' };
  }
}
