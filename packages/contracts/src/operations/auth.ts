import { access } from '../access';
import {
  authConfig,
  GOOGLE_LOGIN_PATH,
  LOGIN_PATH,
  loginRequest,
  loginResponse,
  logoutRequest,
  refreshRequest,
} from '../auth';
import { errorDetail, validationError } from '../errors';
import { operation } from '../operation';
import { noContent } from '../primitives';

const tags = ['auth'];

/** Sign-in (password and Google), token refresh and logout (spec 01 section 7), and the login page's settings. */
export const authOps = {
  login: operation({
    method: 'POST',
    path: LOGIN_PATH,
    summary: 'Sign in with email (username) and password',
    tags,
    access: access.public(),
    consumes: ['application/x-www-form-urlencoded', 'application/json'],
    body: loginRequest,
    answer: loginResponse,
    errors: { 401: errorDetail, 403: errorDetail, 422: validationError, 429: errorDetail },
  }),
  refresh: operation({
    method: 'POST',
    path: '/auth/refresh',
    summary: 'Exchange a refresh token for a new pair (each refresh token works once)',
    tags,
    access: access.public(),
    body: refreshRequest,
    answer: loginResponse,
    errors: { 401: errorDetail, 422: validationError },
  }),
  logout: operation({
    method: 'POST',
    path: '/auth/logout',
    summary: 'End the session the refresh token belongs to',
    tags,
    access: access.public(),
    body: logoutRequest.optional(),
    answer: noContent,
    status: 204,
  }),
  config: operation({
    method: 'GET',
    path: '/auth/config',
    summary: 'Sign-in options and session settings',
    tags,
    access: access.public(),
    answer: authConfig,
  }),
  googleLogin: operation({
    method: 'GET',
    path: GOOGLE_LOGIN_PATH,
    summary: 'Start Google sign-in (opened as a popup); 302 to the provider',
    tags,
    access: access.public(),
    answer: 'page',
    errors: { 404: errorDetail },
  }),
  googleCallback: operation({
    method: 'GET',
    path: '/auth/google/callback',
    summary: 'Provider redirect target; answers a page that posts the tokens to the app',
    tags,
    access: access.public(),
    answer: 'page',
    errors: { 404: errorDetail },
  }),
};
