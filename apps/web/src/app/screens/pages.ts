import type { ComponentType } from 'react';
import type { PageRef } from './screen';

/**
 * Every page file of the features, each its own chunk loaded when a route first opens it. A registry entry names
 * its page as `<feature>/<folder>/<Component>`; the file `features/<feature>/<folder>/<Component>.tsx` exports it.
 */
const PAGE_FILES = import.meta.glob<Record<string, unknown>>('../../features/*/*/*Page.tsx');

const fileOf = (page: PageRef) => `../../features/${page}.tsx`;

export const hasPageFile = (page: PageRef): boolean => fileOf(page) in PAGE_FILES;

/** Loads a registry entry's page component (rejects when the file or its export is missing). */
export async function loadPage(page: PageRef): Promise<ComponentType> {
  const load = PAGE_FILES[fileOf(page)];
  if (!load) throw new Error(`No page file for ${page}`);
  const component = (await load())[page.slice(page.lastIndexOf('/') + 1)];
  if (typeof component !== 'function') throw new Error(`${page} exports no component of that name`);
  return component as ComponentType;
}
