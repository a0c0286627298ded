import { FILE_LINK_TTL_MINUTES_DEFAULT, FILE_LINK_TTL_MINUTES_MAX } from '@marketdesk/contracts/files';
import { z } from 'zod';

/** Every setting the server reads, validated once at start. docs/operations.md lists them. */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().url().optional(),
  /** Secret for signing access tokens; generated into DATA_DIR on first start when unset. */
  JWT_SECRET: z.string().min(32).optional(),
  /** Base64 of 32 bytes: the AES-256-GCM key for secrets at rest; generated into DATA_DIR when unset. */
  SECRETS_KEY: z
    .string()
    .refine((v) => Buffer.from(v, 'base64').length === 32, 'must be the base64 of 32 bytes')
    .optional(),
  ACCESS_TOKEN_TTL_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(15 * 60),
  REFRESH_TOKEN_TTL_DAYS: z.coerce.number().int().positive().default(14),
  /** Seconds a just-spent refresh token may be presented once more (its answer was lost); 0 turns it off. */
  REFRESH_REUSE_GRACE_SECONDS: z.coerce.number().int().min(0).max(60).default(10),
  /** Fill an empty database with the demo clients, users and history. */
  SEED_DEMO: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** With SEED_DEMO: include the two years of commerce history (orders, returns, ads; about half a minute). */
  SEED_DEMO_HISTORY: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /** Login attempts allowed per email and per address in LOGIN_RATE_WINDOW_SECONDS. */
  LOGIN_RATE_LIMIT: z.coerce.number().int().positive().default(10),
  LOGIN_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(60),
  /** Google (or any OpenID Connect) sign-in; the button is hidden when no client id is set. */
  OIDC_ISSUER: z.string().url().default('https://accounts.google.com'),
  OIDC_CLIENT_ID: z.string().optional(),
  OIDC_CLIENT_SECRET: z.string().optional(),
  /** Public base address of this server, used for the OIDC redirect URI. */
  PUBLIC_URL: z.string().url().optional(),
  /** Web idle logout, in seconds (30 minutes by the spec; shortened in tests). */
  IDLE_TIMEOUT_SECONDS: z.coerce
    .number()
    .int()
    .positive()
    .default(30 * 60),
  /** Directory of the built web app to serve; empty disables static serving. */
  WEB_DIST: z.string().optional(),
  /** Behind a reverse proxy: take the client address and protocol from X-Forwarded-* headers. */
  TRUST_PROXY: z
    .enum(['true', 'false'])
    .default('false')
    .transform((v) => v === 'true'),
  /** Lifetime of a signed download link (platform/files): minutes, not days. */
  FILE_LINK_TTL_MINUTES: z.coerce
    .number()
    .int()
    .positive()
    .max(FILE_LINK_TTL_MINUTES_MAX)
    .default(FILE_LINK_TTL_MINUTES_DEFAULT),
  /**
   * Selling Partner API base address for every store (tests point it at the local fake). Unset: the endpoint of
   * the store's marketplace region (Europe https://sellingpartnerapi-eu.amazon.com, also for unknown countries).
   */
  SP_API_ENDPOINT: z.string().url().optional(),
  /**
   * Amazon Ads API base address for every advertising profile (tests point it at the local fake). Unset: the
   * region's (North America, Europe, Far East) by the profile's marketplace.
   */
  ADS_API_ENDPOINT: z.string().url().optional(),
  /** Login with Amazon token endpoint for Ads API refresh tokens. Unset: the region's (amazon.com, .co.uk, .co.jp). */
  ADS_TOKEN_URL: z.string().url().optional(),
  /** Login with Amazon token endpoint where a store's refresh token is exchanged for an access token. */
  LWA_TOKEN_URL: z.string().url().default('https://api.amazon.com/auth/o2/token'),
  /**
   * Where the daily exchange rates job fetches USD rates (JSON with a `rates` object of units per base currency,
   * as open.er-api.com and exchangerate.host answer). Unset: the job is off and the stored rates stay as they are
   * (the demo's generated ones).
   */
  EXCHANGE_RATES_URL: z.string().url().optional(),
  /** Where stored files go: `local` (DATA_DIR/files, the default) or `s3` (S3-compatible object storage). */
  FILE_STORAGE: z.enum(['local', 's3']).default('local'),
  /** With FILE_STORAGE=s3: the endpoint (unset: AWS's for S3_REGION), bucket, region and credentials. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_BUCKET: z.string().min(3).optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  /** Path-style addressing (`endpoint/bucket/key`), which MinIO, s3rver and most S3-compatible servers need. */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  /**
   * PostgreSQL: the longest one statement of an API request may run (ms) before PostgreSQL cancels it and the
   * request is answered 503; 0 turns the limit off. Tasks and scheduled work have none. Ignored by PGlite.
   */
  STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(0).max(3_600_000).default(15_000),
  /** A request answered after more than this many ms is logged at warn ('slow request'); 0: never. */
  SLOW_REQUEST_MS: z.coerce.number().int().min(0).max(3_600_000).default(2_000),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, except WEB_DIST where empty disables static serving.
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => value !== '' || key === 'WEB_DIST'),
  );
  const parsed = envSchema
    .superRefine((c, ctx) => {
      // Said at start, not at the first stored file.
      if (c.FILE_STORAGE === 's3' && !c.S3_BUCKET) {
        ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'required when FILE_STORAGE=s3' });
      }
    })
    .safeParse(cleaned);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
