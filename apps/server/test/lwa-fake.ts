import type { ServerResponse } from 'node:http';

export interface LwaCredentialsFake {
  clientId: string;
  clientSecret: string;
  refreshToken: string;
}

/** LWA's refusal of a token request (unsupported_grant_type, invalid_client, invalid_grant), or null. */
function refusal(form: URLSearchParams, c: LwaCredentialsFake): [number, object] | null {
  if (form.get('grant_type') !== 'refresh_token') return [400, { error: 'unsupported_grant_type' }];
  if (form.get('client_id') !== c.clientId || form.get('client_secret') !== c.clientSecret)
    return [401, { error: 'invalid_client', error_description: 'Client authentication failed' }];
  if (form.get('refresh_token') !== c.refreshToken)
    return [400, { error: 'invalid_grant', error_description: 'The request has an invalid grant parameter' }];
  return null;
}

// Tokens are numbered per fake (its `issued` set) and never reused, even after the fake forgets them all.
const counters = new WeakMap<Set<string>, number>();

/**
 * The Login with Amazon token endpoint of the protocol fakes (`POST /auth/o2/token`, refresh grant): checks the
 * form against the credentials and answers LWA's error or a new access token, which `issued` records so the
 * fake's API can check the bearer.
 */
export function answerLwaToken(
  res: ServerResponse,
  body: string,
  o: { credentials: LwaCredentialsFake; issued: Set<string>; prefix: string; lifetime?: number },
): void {
  const refused = refusal(new URLSearchParams(body), o.credentials);
  let answer: [number, object];
  if (refused) answer = refused;
  else {
    const n = (counters.get(o.issued) ?? 0) + 1;
    counters.set(o.issued, n);
    const token = `${o.prefix}${n}`;
    o.issued.add(token);
    answer = [
      200,
      {
        access_token: token,
        refresh_token: o.credentials.refreshToken,
        token_type: 'bearer',
        expires_in: o.lifetime ?? 3600,
      },
    ];
  }
  res.writeHead(answer[0], { 'content-type': 'application/json' });
  res.end(JSON.stringify(answer[1]));
}
