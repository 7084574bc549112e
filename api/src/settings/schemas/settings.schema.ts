import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const SETTINGS_KEY = 'site';

/** The site's settings, stored once: a single document under a unique key. */
@Schema({ collection: 'settings', versionKey: false, timestamps: true })
export class Settings {
  @Prop({ required: true, unique: true })
  key: string;

  @Prop()
  maxGuestLimit?: number;

  /** The display currencies (key `currencies`): each converts 1 unit of CURRENCY into `code`. */
  @Prop({ type: [{ _id: false, code: String, rate: Number }], default: undefined })
  currencies?: { code: string; rate: number }[];

  /** Set by the schema's timestamps. */
  updatedAt?: Date;
}

export const SettingsSchema = SchemaFactory.createForClass(Settings);
