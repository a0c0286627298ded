/**
 * Turns for the reading workers. At most `global` reads run at once (each may use its whole memory ceiling);
 * the others wait in line, first come first served, however long. A read made for a client first takes one of
 * that client's `perClient` turns: while they are all taken, at most `perClient` more of its reads wait, each
 * at most `waitMs`, and any other is refused at once with `busy` (429). So one client sending many files (or
 * many hostile ones) holds at most `perClient` reads' memory, never queues more than `perClient` reads ahead of
 * the other clients in the global line, and its people get an answer within seconds instead of a hung upload.
 */
import { errors } from './errors';

export interface ReadSlotLimits {
  global: number;
  perClient: number;
  waitMs: number;
}

/** Gives the turn back; calling it again does nothing. */
export type ReleaseSlot = () => void;

interface Line {
  take(bounded?: { maxWaiting: number; waitMs: number }): Promise<void>;
  release(): void;
  readonly idle: boolean;
}

function line(max: number): Line {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return {
    get idle() {
      return busy === 0 && waiting.length === 0;
    },
    take(bounded) {
      if (busy < max) {
        busy++;
        return Promise.resolve();
      }
      if (bounded && waiting.length >= bounded.maxWaiting) return Promise.reject(errors.busy(max));
      return new Promise<void>((resolve, reject) => {
        const grant = () => {
          clearTimeout(timer);
          resolve(); // the releasing read's turn passes on: `busy` stays
        };
        const timer = bounded
          ? setTimeout(() => {
              waiting.splice(waiting.indexOf(grant), 1);
              reject(errors.busy(max));
            }, bounded.waitMs)
          : undefined;
        timer?.unref();
        waiting.push(grant);
      });
    },
    release() {
      const next = waiting.shift();
      if (next) next();
      else busy--;
    },
  };
}

export function createReadSlots(limits: ReadSlotLimits) {
  const global = line(limits.global);
  const clients = new Map<number, Line>();
  return {
    /** Waits for a turn (the client's, then a global one); rejects with `busy` when the client has none. */
    async acquire(clientId?: number): Promise<ReleaseSlot> {
      let own: Line | undefined;
      if (clientId !== undefined) {
        own = clients.get(clientId) ?? line(limits.perClient);
        clients.set(clientId, own);
        try {
          await own.take({ maxWaiting: limits.perClient, waitMs: limits.waitMs });
        } catch (err) {
          if (own.idle) clients.delete(clientId);
          throw err;
        }
      }
      const releaseOwn = () => {
        if (!own || clientId === undefined) return;
        own.release();
        if (own.idle) clients.delete(clientId);
      };
      try {
        await global.take();
      } catch (err) {
        releaseOwn();
        throw err;
      }
      let released = false;
      return () => {
        if (released) return;
        released = true;
        global.release();
        releaseOwn();
      };
    },
  };
}
