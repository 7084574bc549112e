import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength, MinLength } from 'class-validator';
import { IsPlainEmail } from '../../common/validation/plain-email';
import {
  HasNoInvisibleCharacters,
  IsSingleScript,
  isSingleScriptEmail,
  NormalisedEmail,
  NormalisedText,
} from '../../common/validation/look-alikes';
import { MessageBody, MessageOnlyResponse } from '../../common/responses/envelopes';
import { Role, ROLES } from '../../common/auth/auth-user';

const PASSWORD_MIN = 6;
const PASSWORD_MAX = 128;

// Properties are declared in the order spec 5 checks them: the first failing one is the message.
// Names and addresses are stored in NFKC and must not hide characters or mix alphabets (look-alikes.ts).
export class RegisterDto {
  @NormalisedText()
  @IsNotEmpty({ message: 'Username is required' })
  @IsString({ message: 'Username is required' })
  @HasNoInvisibleCharacters('Username')
  @MaxLength(50, { message: 'Username must be at most 50 characters long' })
  @IsSingleScript('Username must use letters of one alphabet')
  username: string;

  @NormalisedEmail()
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Please enter a valid email address' })
  @HasNoInvisibleCharacters('Email')
  @IsPlainEmail()
  @IsSingleScript(
    'Each part of the email address must use letters of one alphabet',
    isSingleScriptEmail,
  )
  email: string;

  @ApiProperty({ minLength: PASSWORD_MIN })
  @IsNotEmpty({ message: 'Password is required' })
  @IsString({ message: 'Password is required' })
  @MinLength(PASSWORD_MIN, { message: 'Password must be at least 6 characters long' })
  @MaxLength(PASSWORD_MAX, { message: 'Password must be at most 128 characters long' })
  password: string;
}

export class LoginDto {
  @NormalisedEmail()
  @IsNotEmpty({ message: 'Please fill in all fields' })
  @IsString({ message: 'Please enter a valid email address' })
  email: string;

  @IsNotEmpty({ message: 'Please fill in all fields' })
  @IsString({ message: 'Please fill in all fields' })
  password: string;
}

export class ForgotPasswordDto {
  @NormalisedEmail()
  @IsNotEmpty({ message: 'Email is required' })
  @IsString({ message: 'Please enter a valid email address' })
  @IsPlainEmail()
  email: string;
}

export class ResetLinkDto {
  @IsNotEmpty({ message: 'No token provided' })
  @IsString({ message: 'No token provided' })
  token: string;
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
