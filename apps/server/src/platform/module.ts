import type { TicketTypeId } from '@marketdesk/contracts/tickets';
import type { FastifyBaseLogger } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import type { SecretBox } from '../lib/secrets';
import type { ApprovalTarget } from './approvals';
import type { AccessTokenSigner } from './auth/tokens';
import type { FileLinks } from './files/links';
import type { Jobs } from './jobs';
import type { ActionHandler } from './row-actions';
import type { ScheduledJob, Scheduler } from './scheduler';
import type { TaskHandler } from './tasks/registry';

/** What every module receives when it registers its routes. */
export interface ModuleDeps {
  config: Config;
  db: Db;
  tokens: AccessTokenSigner;
  /** Encrypts and decrypts secrets at rest. */
  secrets: SecretBox;
  jobs?: Jobs;
  /** The scheduled work of this server (the console's calls steer it); absent where no job system runs. */
  scheduler?: Scheduler;
  /** Signs and checks download links (key derived from the server secret; modules never see the secret). */
  fileLinks: FileLinks;
}

/** A module is a Fastify plugin registered inside the guarded API scope. */
export type ApiModule = FastifyPluginAsyncZod<ModuleDeps>;

/** The Fastify instance a module's routes are added to (zod type provider). */
export type ZodApp = Parameters<ApiModule>[0];

/** What a module's scheduled work and demo writer receive. */
export interface ModuleRuntime {
  config: Config;
  db: Db;
  secrets: SecretBox;
  log: FastifyBaseLogger;
}

/**
 * A module describes itself (DESIGN section 3): its routes and what it plugs into the platform. The app and
 * `main.ts` read the list of these (src/module-list.ts); nothing registers itself by being imported.
 */
export interface ServerModule {
  name: string;
  /** Its routes, registered inside the guarded API scope. */
  routes?: ApiModule;
  /** Background task kinds it runs (exports, analyses), by kind. */
  taskHandlers?: Readonly<Record<string, TaskHandler<never>>>;
  /** Its scheduled tasks (DESIGN section 9), registered with the scheduler when the server starts. */
  scheduledJobs?: (runtime: ModuleRuntime) => readonly ScheduledJob[];
  /** T16 approval targets: uploads that wait in a ticket, by the data type they name. */
  approvalTargets?: Readonly<Record<string, ApprovalTarget>>;
  /** Ticket row-action handlers, by ticket type. */
  actionHandlers?: Readonly<Partial<Record<TicketTypeId, ActionHandler>>>;
  /**
   * Writes its part of the demo after the base demo data, in list order. `history`: only when the demo has
   * its sales history; `optional`: a failure leaves the demo without this part instead of stopping the start.
   */
  demo?: { write(runtime: ModuleRuntime): Promise<unknown>; history?: boolean; optional?: boolean };
  /**
   * Its part of the demo that needs the started scheduler (the scheduled tasks registered), written right after
   * the start: on a demo written by this start, or on a demo database that still `lacks` it (asked before the
   * start, so the scheduler's first runs do not count).
   */
  demoAfterStart?: DemoAfterStart;
}

/** A demo part written after the scheduler starts (ServerModule.demoAfterStart). */
export interface DemoAfterStart {
  lacks(db: Db): Promise<boolean>;
  write(db: Db): Promise<unknown>;
}
