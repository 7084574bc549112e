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
  UpdateBlogPostDto,
} from './dto/blog-post.dto';
import { BlogPost } from './schemas/blog-post.schema';

const Uploads = CatalogUploads(BLOG_IMAGES);

@ApiTags('blog')
@Controller('api/Blog')
export class BlogController {
  constructor(private readonly blog: BlogService) {}

  @Get()
  @CatalogRead(BlogPostPage, ['page'])
  @ApiQuery({ name: 'page', required: false, type: Number })
  list(@Query('page') page?: string) {
    return this.blog.listPage(parsePage(page));
  }

  @Get(':id')
  @CatalogRead(BlogPostOne)
  async get(@Param('id', ParseObjectIdPipe) id: string) {
    return { data: await this.blog.findById(id) };
  }

  @Post()
  @CatalogCreate(Uploads, BlogPostForm, BlogPostSaved)
  async create(@Body() dto: CreateBlogPostDto, @UploadedFiles() files: UploadedFilesByField) {
    const data = await this.blog.create(dto as Partial<BlogPost>, files);
    return { message: 'Blog post added successfully!', data };
  }

  @Put(':id')
  @CatalogUpdate(Uploads, BlogPostForm, BlogPostSaved)
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateBlogPostDto,
    @UploadedFiles() files: UploadedFilesByField,
  ) {
    const data = await this.blog.update(id, dto as Partial<BlogPost>, files);
    return { message: 'Blog post updated successfully!', data };
  }

  @Delete(':id')
  @CatalogDelete()
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<CatalogMessage> {
    await this.blog.remove(id);
    return { message: 'Blog post deleted successfully!' };
  }
}
