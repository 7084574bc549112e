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
  UseInterceptors,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiBody,
  ApiConsumes,
  ApiCreatedResponse,
  ApiOkResponse,
  ApiQuery,
  ApiTags,
} from '@nestjs/swagger';
import { PublicCache } from '../cache/public-cache.decorator';
import { CatalogMessage } from '../catalog/catalog-responses.dto';
import { CatalogUploads } from '../catalog/catalog-uploads.interceptor';
import { CATALOG_CACHE_TAG } from '../catalog/catalog.service';
import { UploadedFilesByField } from '../catalog/image-fields';
import { Public } from '../common/decorators/public.decorator';
import { Roles } from '../common/decorators/roles.decorator';
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

  @Public()
  @Get()
  @PublicCache(CATALOG_CACHE_TAG)
  @ApiQuery({ name: 'page', required: false, type: Number })
  @ApiOkResponse({ type: BlogPostPage })
  list(@Query('page') page?: string) {
    return this.blog.listPage(parsePage(page));
  }

  @Public()
  @Get(':id')
  @PublicCache(CATALOG_CACHE_TAG)
  @ApiOkResponse({ type: BlogPostOne })
  async get(@Param('id', ParseObjectIdPipe) id: string) {
    return { data: await this.blog.findById(id) };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Post()
  @UseInterceptors(Uploads)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: BlogPostForm })
  @ApiCreatedResponse({ type: BlogPostSaved })
  async create(@Body() dto: CreateBlogPostDto, @UploadedFiles() files: UploadedFilesByField) {
    const data = await this.blog.create(dto as Partial<BlogPost>, files);
    return { message: 'Blog post added successfully!', data };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Put(':id')
  @UseInterceptors(Uploads)
  @ApiConsumes('multipart/form-data')
  @ApiBody({ type: BlogPostForm })
  @ApiOkResponse({ type: BlogPostSaved })
  async update(
    @Param('id', ParseObjectIdPipe) id: string,
    @Body() dto: UpdateBlogPostDto,
    @UploadedFiles() files: UploadedFilesByField,
  ) {
    const data = await this.blog.update(id, dto as Partial<BlogPost>, files);
    return { message: 'Blog post updated successfully!', data };
  }

  @Roles('admin')
  @ApiBearerAuth()
  @Delete(':id')
  @ApiOkResponse({ type: CatalogMessage })
  async remove(@Param('id', ParseObjectIdPipe) id: string): Promise<CatalogMessage> {
    await this.blog.remove(id);
    return { message: 'Blog post deleted successfully!' };
  }
}
