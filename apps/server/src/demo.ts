import { type DemoLogin, seedDemo } from './db/demo/index';
import { serverModules } from './module-list';
import type { ModuleRuntime } from './platform/module';

type HistoryOptions = Exclude<Parameters<typeof seedDemo>[1], undefined | false>;

/**
 * The whole demo on an empty database (DESIGN section 7): the base data of db/demo (clients, users, history,
 * tickets), then each module's part in module-list order (db/demo cannot import a module's code). `npm start`
 * (SEED_DEMO on an empty database) and `npm run seed` both call this, so they write the same demo. `history`
 * false leaves out the commerce history and the parts built on it (SEED_DEMO_HISTORY=false).
 */
export async function writeDemo(
  runtime: ModuleRuntime,
  history: HistoryOptions | false = {},
): Promise<{ logins: DemoLogin[]; parts: string[] }> {
  const { logins } = await seedDemo(runtime.db, history);
  const parts: string[] = [];
  for (const { name, demo } of serverModules) {
    if (!demo || (demo.history && history === false)) continue;
    if (!demo.optional) await demo.write(runtime);
    else {
      const failed = await demo.write(runtime).then(
        () => false,
        (e: Error) => {
          console.warn(`Demo part of ${name} not written: ${e.message}`);
          return true;
        },
      );
      if (failed) continue;
    }
    parts.push(name);
  }
  return { logins, parts };
}
