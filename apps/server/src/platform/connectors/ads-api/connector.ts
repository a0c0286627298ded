import type { z } from 'zod';
import type { Config } from '../../../config';
import { ConnectorError, type ConnectorLog, defaultHttpDeps, type HttpDeps, send } from '../http';
import { type AccessTokens, type LwaCredentials, lwaAccessTokens } from '../sp-api/lwa';
import { adsApiEndpoint, adsTokenUrl } from './endpoints';

/** What the connector needs of an advertising profile: its marketplace, id and decrypted Ads API credentials. */
export interface AdsApiProfile {
  countryCode: string;
  profileId: string;
  credentials: LwaCredentials;
}

export interface AdsRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Sent as JSON with `contentType` (the Ads API versions its media types, e.g. application/vnd.spKeyword.v3+json). */
  body?: unknown;
  contentType?: string;
  accept?: string;
}

/** One profile's Ads API: every call carries its access token, client id and scope (the profile id). */
export interface AdsApiClient {
  readonly profileId: string;
  /** A JSON call, parsed with `schema` (a 2xx answer in another shape is a ConnectorError). */
  json<T>(operation: string, schema: z.ZodType<T>, path: string, request?: AdsRequest): Promise<T>;
  /** A GET of a presigned address (report files): no token, and the address is never logged. */
  download(operation: string, url: string): Promise<Response>;
}

export interface AdsApiConnector {
  client(profile: AdsApiProfile): AdsApiClient;
}

/**
 * The Amazon Ads API connector of one process (DESIGN section 9, "Connectors"): endpoints from config
 * (ADS_API_ENDPOINT, ADS_TOKEN_URL) or the profile's region, one token cache per token endpoint, the connectors'
 * retry policy (429 and 5xx retried with backoff, Retry-After honoured). Capabilities (reporting, Sponsored
 * Products management) are built on `client(profile)`. Tests pass `http` (fetch, sleep, random) and `now`.
 */
export function adsApiConnector(deps: {
  config: Pick<Config, 'ADS_API_ENDPOINT' | 'ADS_TOKEN_URL'>;
  log: ConnectorLog;
  http?: Partial<HttpDeps>;
  now?: () => Date;
}): AdsApiConnector {
  const http = defaultHttpDeps(deps.log, deps.http);
  const now = deps.now ?? (() => new Date());
  const tokenCaches = new Map<string, AccessTokens>();
  const tokensAt = (url: string) => {
    let cache = tokenCaches.get(url);
    if (!cache) {
      cache = lwaAccessTokens({ http, tokenUrl: url, now });
      tokenCaches.set(url, cache);
    }
    return cache;
  };

  return {
    client(profile) {
      const endpoint = adsApiEndpoint(profile.countryCode, deps.config.ADS_API_ENDPOINT);
      const tokens = tokensAt(adsTokenUrl(profile.countryCode, deps.config.ADS_TOKEN_URL));
      return {
        profileId: profile.profileId,
        async json(operation, schema, path, request = {}) {
          const token = await tokens.get(profile.credentials);
          const headers: Record<string, string> = {
            authorization: `Bearer ${token}`,
            'amazon-advertising-api-clientid': profile.credentials.clientId,
            'amazon-advertising-api-scope': profile.profileId,
            accept: request.accept ?? 'application/json',
          };
          if (request.body !== undefined) headers['content-type'] = request.contentType ?? 'application/json';
          let res: Response;
          try {
            res = await send(http, operation, `${endpoint}${path}`, {
              method: request.method ?? (request.body === undefined ? 'GET' : 'POST'),
              headers,
              body: request.body === undefined ? undefined : JSON.stringify(request.body),
            });
          } catch (error) {
            // A token Amazon no longer takes is exchanged afresh on the next call.
            if (error instanceof ConnectorError && error.status === 401) tokens.forget(profile.credentials);
            throw error;
          }
          const parsed = schema.safeParse(await res.json().catch(() => null));
          if (!parsed.success)
            throw new ConnectorError(`${operation} answered in an unexpected shape`, res.status, operation);
          return parsed.data;
        },
        download: (operation, url) => send(http, operation, url),
      };
    },
  };
}
