import { ApiProperty } from '@nestjs/swagger';
import { Role, ROLES } from '../../common/auth/auth-user';
import { UserDocument } from '../schemas/user.schema';
import { Page, PagedResponse } from '../../common/responses/envelopes';
import { Lang, LANGUAGES, langOf } from '../../common/i18n/languages';

/** A user as the API shows it: never the password hash. */
export class UserView {
  _id: string;
  username: string;
  email: string;
  @ApiProperty({ enum: ROLES })
  role: Role;
  emailVerified: boolean;
  createdAt: Date;
  /** The last successful sign-in; null for an account never signed in. */
  @ApiProperty({ type: Date, nullable: true })
  lastSignInAt: Date | null;
  /** The language the account registered in: its mails are written in it (accounts from before languages: en). */
  @ApiProperty({ enum: LANGUAGES, enumName: 'Lang' })
  lang: Lang;

  static of(user: UserDocument): UserView {
    return {
      _id: user._id.toString(),
      username: user.username,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
      lastSignInAt: user.lastSignInAt ?? null,
      lang: langOf(user),
    };
  }
}

export const UserPage = PagedResponse('UserPage', UserView);
export type UserPage = Page<UserView>;
