import type { LoginForm } from '@marketdesk/contracts';
import { authOps } from '@marketdesk/contracts/operations/auth';
import { call } from '../../../shared/api/call';
import { startSession } from '../../../shared/session/sign-in';
import { clearTokens } from '../../../shared/session/tokens';

/** POST /auth/login (form-encoded username = email, password), then load the user. Tokens go on failure. */
export async function login(form: LoginForm): Promise<void> {
  try {
    await startSession(
      await call(authOps.login, { form: { username: form.email, password: form.password } }),
    );
  } catch (error) {
    clearTokens();
    throw error;
  }
}
