// jsdom's getComputedStyle matches every rule of every style sheet against the element, one selector engine call
// per rule (its own default sheet has about 170, MUI adds hundreds), and forgets the result at the next DOM
// change. Role queries ask it for every element they name (dom-accessibility-api's `isHidden`), so it was a third
// to a half of the web tests' time. This puts a cheap test in front of that call: a selector whose every
// alternative names a tag, a class or an attribute the element lacks cannot match and is answered at once; any
// other goes to the engine as before. Only "cannot match" is ever answered here, so the styles are the same.

type Node = {
  localName?: string;
  getAttributeNS?: (ns: null, name: string) => string | null;
  hasAttributeNS?: (ns: null, name: string) => boolean;
};

/** What the rightmost compound of one selector alternative requires of the element itself. */
export type Requirement = { tag?: string; className?: string; attribute?: string };

const NAME = /^-?[A-Za-z_][\w-]*/;

/** Splits at `separator` characters outside brackets, parentheses and quotes. */
function splitTopLevel(text: string, isSeparator: (c: string) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charAt(i);
    if (quote) {
      if (c === '\\') i++;
      else if (c === quote) quote = '';
    } else if (c === '"' || c === "'") quote = c;
    else if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (depth === 0 && isSeparator(c)) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  parts.push(text.slice(start));
  return parts;
}

/** The requirement of one alternative, or null when it requires nothing this can check cheaply. */
export function requirementOf(alternative: string): Requirement | null {
  if (alternative.includes('\\')) return null;
  const compounds = splitTopLevel(
    alternative.trim(),
    (c) => c === ' ' || c === '>' || c === '+' || c === '~',
  );
  const compound = compounds[compounds.length - 1] ?? '';
  const requirement: Requirement = {};
  const tag = NAME.exec(compound);
  // `ns|name` names a namespace first: no tag requirement is read from it.
  if (tag && !compound.slice(tag[0].length).startsWith('|')) requirement.tag = tag[0].toLowerCase();
  // The first class and attribute outside any :not(…)/:is(…) argument: those at depth 0 are required.
  let depth = 0;
  let quote = '';
  for (let i = tag ? tag[0].length : 0; i < compound.length; i++) {
    const c = compound.charAt(i);
    if (quote) {
      if (c === quote) quote = '';
      continue;
    }
    if (c === '"' || c === "'") quote = c;
    else if (c === '[' && depth === 0 && !requirement.attribute) {
      const name = NAME.exec(compound.slice(i + 1));
      if (name && !compound.slice(i + 1 + name[0].length).startsWith('|')) requirement.attribute = name[0];
    }
    if (c === '(' || c === '[') depth++;
    else if (c === ')' || c === ']') depth--;
    else if (c === '.' && depth === 0 && !requirement.className) {
      const name = NAME.exec(compound.slice(i + 1));
      if (name) requirement.className = name[0];
    }
  }
  return requirement.tag || requirement.className || requirement.attribute ? requirement : null;
}

/** Each alternative's requirement, or null when one alternative has none (the list must go to the engine). */
export function requirementsOf(selector: string): Requirement[] | null {
  const requirements: Requirement[] = [];
  for (const alternative of splitTopLevel(selector, (c) => c === ',')) {
    const requirement = requirementOf(alternative);
    if (!requirement) return null;
    requirements.push(requirement);
  }
  return requirements;
}

const classSets = new Map<string, Set<string>>();
function classesOf(value: string): Set<string> {
  let set = classSets.get(value);
  if (!set) {
    // Lower-cased: a quirks-mode page compares classes without case, so only a difference beyond case rules out.
    set = new Set(value.toLowerCase().split(/\s+/).filter(Boolean));
    if (classSets.size > 5_000) classSets.clear();
    classSets.set(value, set);
  }
  return set;
}

/** False only when the element cannot meet the requirement. */
export function mayMeet(node: Node, requirement: Requirement): boolean {
  if (requirement.tag && node.localName?.toLowerCase() !== requirement.tag) return false;
  if (requirement.className) {
    const value = node.getAttributeNS?.(null, 'class');
    if (value == null || !classesOf(value).has(requirement.className.toLowerCase())) return false;
  }
  // An HTML element's attribute names are lower case and matched without case; others exactly.
  const attribute = requirement.attribute;
  if (attribute && node.hasAttributeNS) {
    if (!node.hasAttributeNS(null, attribute) && !node.hasAttributeNS(null, attribute.toLowerCase()))
      return false;
  }
  return true;
}

type Check = (selector: string, node: Node, ...rest: unknown[]) => unknown;

const INSTALLED = Symbol.for('marketdesk.style-prefilter');

/** jsdom's own object behind a DOM object (its wrappers keep it under a symbol named "impl"). */
export function jsdomImpl<T>(wrapper: object): Partial<T> | undefined {
  const impl = Object.getOwnPropertySymbols(wrapper).find((s) => s.description === 'impl');
  return impl ? (wrapper as Record<symbol, Partial<T>>)[impl] : undefined;
}

/** Puts the prefilter in front of the document's selector engine; does nothing if jsdom's internals moved. */
export function prefilterStyleMatching(document: Document): boolean {
  const engine = jsdomImpl<{ _domSelector: { check?: Check } }>(document)?._domSelector;
  if (!engine?.check) return false;
  // setup.ts runs before every file of a worker, which keeps its page: put the prefilter in front once.
  if (INSTALLED in engine) return true;
  Object.defineProperty(engine, INSTALLED, { value: true });
  const check = engine.check.bind(engine);
  const known = new Map<string, Requirement[] | null>();
  const noMatch = { match: false, pseudoElement: null };
  engine.check = (selector, node, ...rest) => {
    if (typeof selector === 'string') {
      let requirements = known.get(selector);
      if (requirements === undefined) {
        requirements = requirementsOf(selector);
        known.set(selector, requirements);
      }
      if (requirements && !requirements.some((r) => mayMeet(node, r))) return noMatch;
    }
    return check(selector, node, ...rest);
  };
  return true;
}
