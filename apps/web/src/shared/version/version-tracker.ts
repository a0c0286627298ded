import { readStorage, STORAGE_KEYS, writeStorage } from '../session/storage-keys';

export interface VersionStore {
  read(): string | null;
  write(version: string): void;
}

const localStore: VersionStore = {
  read: () => readStorage(STORAGE_KEYS.appVersion),
  write: (version) => writeStorage(STORAGE_KEYS.appVersion, version),
};

/**
 * Spec 03: the last version value is stored; an answer that differs flags a new version. The value known to
 * this page is read once when the page starts and every answer is stored, so the page reloaded for the new
 * version does not flag it again, while another tab still running the old code (whose known value is older
 * than what this tab stored) still does. The first answer a browser ever sees is only stored.
 */
export function createVersionTracker(store: VersionStore = localStore) {
  let known = store.read();
  return {
    /** Records an answer; true when it differs from the version known so far. */
    observe(version: string): boolean {
      if (version === known) return false;
      const changed = known !== null;
      known = version;
      store.write(version);
      return changed;
    },
  };
}
