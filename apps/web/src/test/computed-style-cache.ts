import { jsdomImpl } from './style-prefilter';

// jsdom keeps each element's matched declarations until the page changes, but every getComputedStyle call still
// copies them, one parsed property at a time, into a new object: a role query asks that for every element it
// names, and several queries in a row ask again for the same elements. This keeps the answer per element for as
// long as jsdom keeps its own: jsdom drops its cache (`_styleCache`) on every change of a node, attribute, text or
// sheet of the page, and a new cache object means the kept answers are dropped too. Pseudo-elements and other
// documents' elements go to jsdom as before.

type StyleCache = { _styleCache: object | null };

const INSTALLED = Symbol.for('marketdesk.computed-style-cache');

export function cacheComputedStyles(window: Window): boolean {
  const page = window.document;
  const impl = jsdomImpl<StyleCache>(page);
  if (!impl || !('_styleCache' in impl)) return false;
  // setup.ts runs before every file of a worker, which keeps its page: put the cache in front once.
  if (INSTALLED in window.getComputedStyle) return true;
  const compute = window.getComputedStyle;
  let epoch: object | null | undefined;
  let kept = new WeakMap<Element, CSSStyleDeclaration>();
  const cached = function getComputedStyle(this: unknown, element: Element, pseudo?: string | null) {
    if (pseudo || element?.ownerDocument !== page) return compute.call(window, element, pseudo);
    if (!impl._styleCache || impl._styleCache !== epoch) kept = new WeakMap();
    let style = kept.get(element);
    if (!style) {
      style = compute.call(window, element);
      // The cache jsdom has just filled (a new one if the page changed since the last call).
      epoch = impl._styleCache;
      kept.set(element, style);
    }
    return style;
  };
  Object.defineProperty(cached, INSTALLED, { value: true });
  window.getComputedStyle = cached as typeof window.getComputedStyle;
  return true;
}
