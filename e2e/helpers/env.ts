/**
 * Addresses of the two servers the suite runs against. playwright.config.ts chooses free ports and fresh data
 * directories once, in the runner, and hands them to the workers through these environment variables.
 */
const need = (name: string): string => {
  const value = process.env[name];
  if (!value)
    throw new Error(`${name} is not set: run the suite through playwright.config.ts (npm run test:e2e)`);
  return value;
};

/** The main server: default settings, no Google sign-in. */
export const mainUrl = (): string => need('E2E_MAIN_URL');
/** The short server: short idle time-out and access-token lifetime, Google sign-in against the mock provider. */
export const shortUrl = (): string => need('E2E_SHORT_URL');
/** Port of the mock OpenID provider the short server uses as OIDC_ISSUER (started by the Google spec). */
export const oidcPort = (): number => Number(need('E2E_OIDC_PORT'));

/** Settings of the short server, shared by its configuration and the tests that wait on them. */
export const SHORT = {
  idleTimeoutSeconds: 10,
  accessTokenTtlSeconds: 4,
  oidcClientId: 'marketdesk-e2e',
  oidcClientSecret: 'marketdesk-e2e-secret',
} as const;
