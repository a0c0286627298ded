import { z } from 'zod';
import { text } from './primitives';

// The paths and texts live apart from the schemas, so the web's sign-in page takes them without zod (issue 30).
export { GOOGLE_LOGIN_PATH, LOGIN_MESSAGES, LOGIN_PATH, loginFailureMessage } from './auth-texts';

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

/** What the Google sign-in popup posts to its opener (same origin only): tokens, or the failure text. */
export const googleAuthMessage = z.union([tokenPair, z.object({ error: z.string() })]);
export type GoogleAuthMessage = z.infer<typeof googleAuthMessage>;
