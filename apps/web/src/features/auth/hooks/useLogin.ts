import type { LoginForm } from '@marketdesk/contracts';
import { useMutation } from '@tanstack/react-query';

/** Sign-in on submit; the call and the schemas it parses with load then, not with the page (issue 30). */
export function useLogin() {
  return useMutation({
    mutationFn: async (form: LoginForm) => (await import('../api/login')).login(form),
  });
}
