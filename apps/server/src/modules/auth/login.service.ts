import type { LoginResponse } from '@marketdesk/contracts/auth';
import { hashPassword, verifyPassword } from '../../lib/password';
import { HttpError, unauthorized } from '../../platform/errors';
import { WindowCounter } from '../../platform/rate-limit';
import type { AuthRepository } from './auth.repository';
import type { SessionService } from './session.service';

export const LOGIN_DETAIL = {
  invalid: 'Incorrect email or password',
  tooMany: 'Too many sign-in attempts. Please wait a minute and try again.',
};

// A real argon2id hash to verify against when the email is unknown, so both failures cost the same.
let dummyHash: Promise<string> | undefined;
const getDummyHash = () => {
  dummyHash ??= hashPassword('not-a-real-password');
  return dummyHash;
};

/**
 * Password sign-in. Failed attempts are counted per email and per client address; at the limit every
 * attempt (even a correct one) answers 429 until the window ends.
 */
export function loginService(deps: {
  repo: AuthRepository;
  sessions: SessionService;
  limit: number;
  windowSeconds: number;
}) {
  const byEmail = new WindowCounter(deps.limit, deps.windowSeconds * 1000);
  const byAddress = new WindowCounter(deps.limit, deps.windowSeconds * 1000);

  return async function login(input: {
    email: string;
    password: string;
    address: string;
  }): Promise<LoginResponse> {
    const emailKey = input.email.trim().toLowerCase();
    const wait = Math.max(byEmail.blockedFor(emailKey), byAddress.blockedFor(input.address));
    if (wait > 0) throw new TooManyAttempts(wait);

    const user = await deps.repo.userByEmail(emailKey);
    const ok = await verifyPassword(user?.password_hash ?? (await getDummyHash()), input.password);
    if (!user || !ok) {
      byEmail.hit(emailKey);
      byAddress.hit(input.address);
      throw unauthorized(LOGIN_DETAIL.invalid);
    }
    // Only after the password is proven does the answer reveal anything about the account.
    await deps.sessions.assertMaySignIn(user);
    return deps.sessions.start(user);
  };
}

export type LoginService = ReturnType<typeof loginService>;

export class TooManyAttempts extends HttpError {
  constructor(retryAfterSeconds: number) {
    super(429, LOGIN_DETAIL.tooMany, { 'Retry-After': String(retryAfterSeconds) });
  }
}
