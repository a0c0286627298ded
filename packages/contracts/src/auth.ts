import { z } from 'zod';
import { text } from './primitives';

/** POST /auth/login, form-encoded as the spec gives it. */
export const loginRequest = z.object({
  username: text(320).min(1),
  password: text(200).min(1),
});
export type LoginRequest = z.infer<typeof loginRequest>;

export const tokenPair = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
});
export type TokenPair = z.infer<typeof tokenPair>;

export const refreshRequest = z.object({ refresh_token: text(200).min(1) });
export type RefreshRequest = z.infer<typeof refreshRequest>;

export const logoutRequest = z.object({ refresh_token: text(200).min(1).optional() });

/** Login form rules and texts of spec 01 section 5. */
export const loginForm = z.object({
  email: z.string().min(1, 'Email is required').pipe(z.email('Invalid email')),
  password: z.string().min(1, 'Password is required'),
});
export type LoginForm = z.infer<typeof loginForm>;

export const LOGIN_MESSAGES = {
  heading: 'Login Failed',
  401: 'The email or password you entered seems to be incorrect. Please double-check and try again.',
  403: "It looks like you don't have permission to log in. If you think this is a mistake, please contact our support team.",
  server:
    'We are currently experiencing some technical issues on our end. Please wait a few moments and try logging in again.',
  other:
    'Something went wrong. Please check if you are connected to the internet and try again in a few moments.',
} as const;

export function loginFailureMessage(status: number | undefined): string {
  if (status === 401) return LOGIN_MESSAGES[401];
  if (status === 403) return LOGIN_MESSAGES[403];
  if (status === 500 || status === 502 || status === 503) return LOGIN_MESSAGES.server;
  return LOGIN_MESSAGES.other;
}

export const healthCheck = z.object({ v: z.string() });

/** Answer of POST /auth/login and POST /auth/refresh (tokenPair plus the OAuth token type). */
export const loginResponse = tokenPair.extend({ token_type: z.literal('bearer') });
export type LoginResponse = z.infer<typeof loginResponse>;

/** GET /auth/config (public): what the login page and the session need before anyone signs in. */
export const authConfig = z.object({
  google_enabled: z.boolean(),
  idle_timeout_seconds: z.number().int().positive(),
});
export type AuthConfig = z.infer<typeof authConfig>;

/** The path the Google sign-in popup opens. */
export const GOOGLE_LOGIN_PATH = '/auth/google/login';

/** What the Google sign-in popup posts to its opener (same origin only): tokens, or the failure text. */
export const googleAuthMessage = z.union([tokenPair, z.object({ error: z.string() })]);
export type GoogleAuthMessage = z.infer<typeof googleAuthMessage>;
