import { type LoginForm, tokenPair } from '@marketdesk/contracts';
import { useMutation } from '@tanstack/react-query';
import { apiRequest, LOGIN_PATH } from '../../../shared/api/client';
import { startSession } from '../../../shared/session/sign-in';
import { clearTokens } from '../../../shared/session/tokens';

/** POST /auth/login (form-encoded username = email, password), then load the user. Tokens go on failure. */
export async function login(form: LoginForm): Promise<void> {
  try {
    const answer = await apiRequest(LOGIN_PATH, {
      method: 'POST',
      form: { username: form.email, password: form.password },
      auth: false,
      tenant: false,
    });
    await startSession(tokenPair.parse(answer));
  } catch (error) {
    clearTokens();
    throw error;
  }
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}
