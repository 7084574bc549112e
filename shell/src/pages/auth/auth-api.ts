import { api } from '@travel/shell/http';
import type {
  LoginRequest,
  LoginResponse,
  MessageResponse,
  RegisterRequest,
  ResetPasswordRequest,
} from '@travel/shell/api-types';

export async function login(body: LoginRequest): Promise<LoginResponse> {
  return (await api.post<LoginResponse>('/auth/login', body)).data;
}

export async function register(body: RegisterRequest): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/auth/register', body)).data;
}

export async function verifyEmail(token: string): Promise<MessageResponse> {
  return (await api.get<MessageResponse>('/api/auth/verify-email', { params: { token } })).data;
}

export async function forgotPassword(email: string): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/auth/forgot-password', { email })).data;
}

/** Whether a reset link still works (a 400 says why not), asked when its page opens. */
export async function checkResetLink(token: string): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/auth/reset-password/check', { token })).data;
}

export async function resetPassword(body: ResetPasswordRequest): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/auth/reset-password', body)).data;
}

export async function resendVerification(email: string): Promise<MessageResponse> {
  return (await api.post<MessageResponse>('/auth/resend-verification', { email })).data;
}
