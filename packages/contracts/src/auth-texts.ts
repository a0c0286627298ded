/** Sign-in's path (spec 01 section 7). */
export const LOGIN_PATH = '/auth/login';

/** The path the Google sign-in popup opens. */
export const GOOGLE_LOGIN_PATH = '/auth/google/login';

/** Sign-in failure texts of spec 01 section 5. */
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
