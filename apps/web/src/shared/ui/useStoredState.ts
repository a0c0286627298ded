import { useCallback, useState } from 'react';
import { readStorage, writeStorage } from '../session/storage-keys';

/** UI state remembered in localStorage (JSON). Not for server data. */
export function useStoredState<T>(key: string, initial: T): [T, (next: T) => void] {
  const [value, setValue] = useState<T>(() => {
    const raw = readStorage(key);
    if (raw === null) return initial;
    try {
      return JSON.parse(raw) as T;
    } catch {
      return initial;
    }
  });
  const set = useCallback(
    (next: T) => {
      setValue(next);
      writeStorage(key, JSON.stringify(next));
    },
    [key],
  );
  return [value, set];
}
