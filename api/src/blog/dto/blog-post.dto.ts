import { ApiProperty, ApiSchema } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  IsArray,
  IsNotEmpty,
  IsOptional,
  IsString,
  IsUrl,
  MaxLength,
  ValidateIf,
} from 'class-validator';
import { HTTP_URL, ToStringList } from '../../catalog/form-fields';
import { gallery, ImageField, ImageFieldsForm, mainImage } from '../../catalog/image-fields';
import { documentTranslations, TranslationsField } from '../../catalog/translation-fields';
import { list, text, Translations } from '../../catalog/translations';
import { Trim } from '../../common/transforms/trim';
import {
  Page,
  DataBody,
  DataResponse,
  MessageWithData,
  MessageWithDataResponse,
  PagedResponse,
} from '../../common/responses/envelopes';
import { BlogPost } from '../schemas/blog-post.schema';

export const BLOG_IMAGES: ImageField<BlogPost>[] = [mainImage('Image'), gallery('gallary')];

/**
 * Every published text of a post, translated per language: not its link, nor its Content (the team's
 * notes; the site publishes the description).
 */
export const BLOG_TEXTS = {
  Title: text('Title', 200),
  subtitle: text('Subtitle', 200),
  subsubtitle: text('Sub-subtitle', 200),
  description: text('Description', 20000),
  highlights: list('Highlights', 30, 200),
};

export class CreateBlogPostDto {
  @Trim()
  @IsNotEmpty({ message: 'Title is required' })
  @IsString({ message: 'Title must be text' })
  @MaxLength(200, { message: 'Title must be at most 200 characters' })
  Title: string;

  @Trim()
  @IsNotEmpty({ message: 'Content is required' })
  @IsString({ message: 'Content must be text' })
  @MaxLength(20000, { message: 'Content must be at most 20000 characters' })
  Content: string;

  @Trim()
  @IsNotEmpty({ message: 'Description is required' })
  @IsString({ message: 'Description must be text' })
  @MaxLength(20000, { message: 'Description must be at most 20000 characters' })
  description: string;

  @Trim()
  @IsOptional()
  @IsString({ message: 'Link must be text' })
  @MaxLength(500, { message: 'Link must be at most 500 characters' })
  // Rendered as a link on the post's page: only web addresses, never `javascript:`. Empty means none.
  @ValidateIf((post: CreateBlogPostDto) => post.Link !== '')
  @IsUrl(HTTP_URL, { message: 'Please enter a valid link (http or https)' })
  Link?: string;

  @Trim()
  @IsOptional()
  @IsString({ message: 'Subtitle must be text' })
  @MaxLength(200, { message: 'Subtitle must be at most 200 characters' })
  subtitle?: string;

  @Trim()
  @IsOptional()
  @IsString({ message: 'Sub-subtitle must be text' })
  @MaxLength(200, { message: 'Sub-subtitle must be at most 200 characters' })
  subsubtitle?: string;

  /** JSON text (`["Old town","Harbour"]`) or comma-separated. */
  @ApiProperty({ type: String, required: false, example: '["Old town","Harbour walk"]' })
  @ToStringList()
  @IsOptional()
  @IsArray({ message: 'Highlights must be a list of text' })
  @ArrayMaxSize(30, { message: 'At most 30 highlights are allowed' })
  @IsString({ each: true, message: 'Highlights must be a list of text' })
  @MaxLength(200, { each: true, message: 'Each highlight must be at most 200 characters' })
  highlights?: string[];

  @TranslationsField(BLOG_TEXTS)
  translations?: Translations;
}

export class BlogPostForm extends ImageFieldsForm(CreateBlogPostDto, BLOG_IMAGES) {}

@ApiSchema({ name: 'BlogPost' })
export class BlogPostView {
  _id: string;
  Title: string;
  Content: string;
  Link: string;
  subtitle: string;
  subsubtitle: string;
  description: string;
  highlights: string[];
  Image: string;
  gallary: string[];
  createdAt: Date;
  updatedAt: Date;
}

documentTranslations(BlogPostView, 'BlogPost', BLOG_TEXTS);

export const BlogPostPage = PagedResponse('BlogPostPage', BlogPostView);
export type BlogPostPage = Page<BlogPostView>;

export const BlogPostOne = DataResponse('BlogPostOne', BlogPostView);
export type BlogPostOne = DataBody<BlogPostView>;

export const BlogPostSaved = MessageWithDataResponse('BlogPostSaved', BlogPostView);
export type BlogPostSaved = MessageWithData<BlogPostView>;
