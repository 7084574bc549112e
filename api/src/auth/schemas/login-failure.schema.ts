import { Prop, Schema, SchemaFactory } from '@nestjs/mongoose';

/**
 * One wrong password for an account from one client. Kept in the database rather than in memory so that
 * every API instance sees the same count: a guesser spreading over instances is counted once.
 */
@Schema({ collection: 'login_failures', versionKey: false })
export class LoginFailure {
  /** The address the login named, lower-cased (whether or not an account has it). */
  @Prop({ required: true, index: true })
  account: string;

  /** The client's address as the API sees it (through TRUST_PROXY). */
  @Prop({ required: true })
  client: string;

  @Prop({ required: true })
  at: Date;
}

export const LoginFailureSchema = SchemaFactory.createForClass(LoginFailure);
// The removal of failures past the window.
LoginFailureSchema.index({ at: 1 });
