import { Prop } from '@nestjs/mongoose';
import { LANGUAGES } from './languages';

/**
 * The remembered language of a record every mail to it is written in (a booking, an account, a waitlist
 * entry, a gift card): set from the request that created it. Records from before languages have none and
 * read as English (`langOf`).
 */
export const LangProp = (): PropertyDecorator => Prop({ type: String, enum: LANGUAGES });
