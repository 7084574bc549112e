import { ApiProperty } from '@nestjs/swagger';
import { Role, ROLES } from '../../common/decorators/roles.decorator';
import { UserDocument } from '../schemas/user.schema';

/** A user as the API shows it: never the password hash. */
export class UserView {
  _id: string;
  username: string;
  email: string;
  @ApiProperty({ enum: ROLES })
  role: Role;
  emailVerified: boolean;
  createdAt: Date;

  static of(user: UserDocument): UserView {
    return {
      _id: user._id.toString(),
      username: user.username,
      email: user.email,
      role: user.role,
      emailVerified: user.emailVerified,
      createdAt: user.createdAt,
    };
  }
}

export class UserPage {
  @ApiProperty({ type: [UserView] })
  data: UserView[];
  page: number;
  totalPages: number;
  total: number;
}
