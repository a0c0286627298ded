/**
 * `npm run seed [-- --reset] [-- --scale small|large]`: opens the database the server would open (DATABASE_URL,
 * else PGlite in DATA_DIR, default ./data), applies migrations, syncs the permission catalogue, writes the demo
 * when the database is empty (or after wiping it with --reset) and prints the demo logins. The demo is the one
 * `npm start` writes on an empty database (writeDemo: base data and every module's part), so a server started
 * on the seeded database only adds its scheduled-job run history.
 */
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { loadConfig } from './config';
import { syncPermissionCatalogue } from './db/catalogue';
import { openDatabase } from './db/client';
import { DEMO_LOGINS, DEMO_PASSWORD, isEmpty, wipeDemo } from './db/demo/index';
import { migrate } from './db/migrate';
import { writeDemo } from './demo';
import { resolveSecretsKey, secretBox } from './lib/secrets';

const SCALES = ['small', 'large'] as const;
type Scale = (typeof SCALES)[number];

const USAGE = 'usage: npm run seed -- [--reset] [--scale small|large]';

function parse(argv: string[]): { reset: boolean; scale: Scale } {
  const { values } = parseArgs({
    args: argv,
    options: {
      reset: { type: 'boolean', default: false },
      scale: { type: 'string', default: 'small' },
      help: { type: 'boolean', short: 'h', default: false },
    },
    strict: true,
  });
  if (values.help) {
    console.log(USAGE);
    process.exit(0);
  }
  if (!SCALES.includes(values.scale as Scale)) {
    throw new Error(`--scale must be one of ${SCALES.join(', ')} (got "${values.scale}")`);
  }
  return { reset: values.reset, scale: values.scale as Scale };
}

export function formatLogins(logins: { email: string; password: string; role: string }[]): string {
  const width = Math.max(...logins.map((l) => l.email.length));
  return logins.map((l) => `  ${l.email.padEnd(width)}  ${l.password}  ${l.role}`).join('\n');
}

async function main(): Promise<void> {
  let options: { reset: boolean; scale: Scale };
  try {
    options = parse(process.argv.slice(2).filter((a) => a !== '--'));
  } catch (error) {
    console.error(`${(error as Error).message}\n${USAGE}`);
    process.exit(2);
  }

  const config = loadConfig();
  const url = config.DATABASE_URL;
  const dataDir = config.DATA_DIR;
  const database = await openDatabase(url ? { url } : { dataDir });
  try {
    console.log(url ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${dataDir}`);
    await migrate(database);
    await syncPermissionCatalogue(database.db);
    if (options.reset) {
      await wipeDemo(database.db);
      console.log('Wiped clients, users and reference data.');
    }
    if (await isEmpty(database.db)) {
      const started = Date.now();
      const runtime = {
        db: database.db,
        config,
        secrets: secretBox(resolveSecretsKey(config.SECRETS_KEY, dataDir)),
        log: pino({ level: 'warn' }),
      };
      const { logins, parts } = await writeDemo(runtime, {
        scale: options.scale,
        onProgress: (p) =>
          console.log(
            `  ${p.client} ${p.month}: ${p.orderLines} order lines, ${p.returns} returns, ${p.adMetrics} ad metric rows, ${p.settlements} settlement lines (${Math.round((Date.now() - started) / 1000)} s)`,
          ),
      });
      console.log(
        `Seeded the demo data (scale ${options.scale}; modules' parts: ${parts.join(', ')}; ${Math.round((Date.now() - started) / 1000)} s). Demo logins:\n${formatLogins(logins)}`,
      );
    } else {
      const logins = DEMO_LOGINS.map((u) => ({
        email: u.email,
        password: DEMO_PASSWORD,
        role: u.login ?? '',
      }));
      console.log(
        `The database already holds data; nothing seeded (use --reset to start over). The demo logins, if it holds the demo data:\n${formatLogins(logins)}`,
      );
    }
  } finally {
    await database.close();
  }
}

await main();
