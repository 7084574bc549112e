import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { IsPlainEmail } from '../../common/validation/plain-email';
import { Trim, TrimLowerCase } from '../../common/transforms/trim';
import { MessageBody, MessageOnlyResponse } from '../../common/responses/envelopes';
import { Role, ROLES } from '../../common/auth/auth-user';

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;

// Properties are declared in the order spec 5 checks them: the first failing one is the message.
export class RegisterDto {
  @Trim()
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  @MaxLength(50, { message: 'Username must be at most 50 characters long' })
  username: string;

  @TrimLowerCase()
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Please enter a valid email address' })
  @IsPlainEmail()
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(PASSWORD_MIN, { message: 'Password must be at least 6 characters long' })
  @MaxLength(PASSWORD_MAX, { message: 'Password must be at most 128 characters long' })
  password: string;
}

export class LoginDto {
  @TrimLowerCase()
  @IsNotEmpty({ message: 'Please fill in all fields' })
  @IsString({ message: 'Please enter a valid email address' })
  email: string;

  @IsNotEmpty({ message: 'Please fill in all fields' })
  @IsString({ message: 'Please fill in all fields' })
  password: string;
}

export class ForgotPasswordDto {
  @TrimLowerCase()
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Please enter a valid email address' })
  @IsPlainEmail()
  email: string;
}

export class ResetPasswordDto {
  @IsNotEmpty({ message: 'No token provided' })
  @IsString({ message: 'No token provided' })
  token: string;

  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(PASSWORD_MIN, { message: 'Password must be at least 6 characters long' })
  @MaxLength(PASSWORD_MAX, { message: 'Password must be at most 128 characters long' })
  password: string;
}

export const MessageResponse = MessageOnlyResponse('MessageResponse');
export type MessageResponse = MessageBody;

export class LoginUser {
  _id: string;
  username: string;
  email: string;
  @ApiProperty({ enum: ROLES })
  role: Role;
}

export class LoginResponse {
  token: string;
  user: LoginUser;
}
