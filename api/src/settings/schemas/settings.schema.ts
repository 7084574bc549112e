import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

export const SETTINGS_KEY = 'site';

/** The site's settings, stored once: a single document under a unique key. */
@Schema({ collection: 'settings', versionKey: false, timestamps: true })
export class Settings {
  @Prop({ required: true, unique: true })
  key: string;

  @Prop()
  maxGuestLimit?: number;
}

export const SettingsSchema = SchemaFactory.createForClass(Settings);
