import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';
import { HydratedDocument } from 'mongoose';
import { NEWEST_FIRST } from '../../common/pagination/paginate';
import type { Translations } from '../../catalog/translations';

/** Field names (odd casing included) are the spec's, so clients written against it work unchanged. */
@Schema({ timestamps: true, collection: 'blogposts', versionKey: false })
export class BlogPost {
  @Prop({ required: true, trim: true, maxlength: 200 })
  Title: string;

  @Prop({ required: true, trim: true })
  Content: string;

  @Prop({ type: String, trim: true, default: '' })
  Link: string;

  @Prop({ type: String, trim: true, default: '' })
  subtitle: string;

  @Prop({ type: String, trim: true, default: '' })
  subsubtitle: string;

  @Prop({ required: true, trim: true })
  description: string;

  @Prop({ type: [String], default: [] })
  highlights: string[];

  @Prop({ required: true })
  Image: string;

  @Prop({ type: [String], default: [] })
  gallary: string[];

  /** The texts of BLOG_TEXTS per language (catalog/translations.ts); absent: English only. */
  @Prop({ type: Object, default: undefined })
  translations?: Translations;

  createdAt: Date;
  updatedAt: Date;
}

export type BlogPostDocument = HydratedDocument<BlogPost>;
export const BlogPostSchema = SchemaFactory.createForClass(BlogPost);
// Lists and the sitemap read newest first (see common/pagination): the order of this index.
BlogPostSchema.index(NEWEST_FIRST);
