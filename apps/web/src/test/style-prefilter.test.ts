import { describe, expect, it } from 'vitest';
import { jsdomImpl, mayMeet, prefilterStyleMatching, requirementsOf } from './style-prefilter';

// Selectors as jsdom's default sheet, MUI and emotion write them, and the awkward cases of the grammar.
const SELECTORS = [
  'table',
  'td, th',
  'address, blockquote, center, dialog, div, figure',
  'dialog:not([open])',
  '[popover]:not(:popover-open):not(dialog[open])',
  'q::before',
  ':link',
  'abbr[title], acronym[title]',
  '.css-a1',
  '.css-a1:hover',
  '.css-a1.Mui-disabled',
  '.css-a1 .MuiSvgIcon-root',
  '.css-a1>*',
  '.css-a1>:not(style)~:not(style)',
  '.MuiInputBase-root:has(> .css-b2)',
  'span.css-b2',
  '.css-b2, button',
  '[data-x="a, b.c"]',
  '[DATA-X]',
  'foreignObject',
  '[viewBox]',
  ':is(.css-a1, .css-b2)',
  '*',
];

function page(): Document {
  const doc = document.implementation.createHTMLDocument('prefilter');
  doc.body.innerHTML = `
    <table><tr><td class="css-a1">1</td><th>2</th></tr></table>
    <div class="css-a1 Mui-disabled"><svg class="MuiSvgIcon-root" viewBox="0 0 1 1"><foreignObject></foreignObject></svg>
      <span class="css-b2">x</span><style>.x{}</style><span>y</span></div>
    <div class="MuiInputBase-root"><input class="css-b2"></div>
    <dialog></dialog><dialog open></dialog><div popover></div>
    <q>q</q><a href="#x">link</a><abbr title="t">t</abbr><button data-x="a, b.c">b</button>
    <p class="CSS-A1">quirks case</p>`;
  return doc;
}

describe('the style prefilter', () => {
  it('never rules out an element that matches', () => {
    const doc = page();
    let ruledOut = 0;
    for (const selector of SELECTORS) {
      const requirements = requirementsOf(selector);
      for (const element of doc.querySelectorAll('*')) {
        const may = !requirements || requirements.some((r) => mayMeet(element, r));
        if (element.matches(selector)) expect(may, `${selector} on ${element.outerHTML}`).toBe(true);
        else if (!may) ruledOut++;
      }
    }
    // …and rules out most of the ones that do not (else it buys nothing).
    expect(ruledOut).toBeGreaterThan(300);
  });

  it('reads what each alternative requires of the element itself', () => {
    expect(requirementsOf('td, th')).toEqual([{ tag: 'td' }, { tag: 'th' }]);
    expect(requirementsOf('.css-a1 .MuiSvgIcon-root')).toEqual([{ className: 'MuiSvgIcon-root' }]);
    expect(requirementsOf('.MuiInputBase-root:has(> .css-b2)')).toEqual([{ className: 'MuiInputBase-root' }]);
    expect(requirementsOf('dialog:not([open])')).toEqual([{ tag: 'dialog' }]);
    expect(requirementsOf('[popover]:not(:popover-open)')).toEqual([{ attribute: 'popover' }]);
    expect(requirementsOf('[data-x="a, b.c"]')).toEqual([{ attribute: 'data-x' }]);
    // Nothing cheap to check in one alternative sends the whole list to the engine.
    expect(requirementsOf('.css-a1>*')).toBeNull();
    expect(requirementsOf('.css-b2, :link')).toBeNull();
    expect(requirementsOf('svg|rect')).toBeNull();
    expect(requirementsOf(':is(.css-a1, .css-b2)')).toBeNull();
  });

  it('leaves the computed styles as they were', () => {
    const css = `${SELECTORS.map((s, i) => `${s} { z-index: ${i + 1}; }`).join('\n')}
      .css-a1 { display: none } .css-a1 .MuiSvgIcon-root { visibility: hidden } td, th { color: red }`;
    const styles = (doc: Document) => {
      const style = doc.createElement('style');
      style.textContent = css;
      doc.head.append(style);
      return [...doc.querySelectorAll('body *')].map((e) => {
        const s = getComputedStyle(e);
        return `${e.tagName} ${s.display} ${s.visibility} ${s.color} ${s.getPropertyValue('z-index')}`;
      });
    };
    const plain = styles(page());
    const filtered = page();
    expect(prefilterStyleMatching(filtered)).toBe(true);
    // Once per page: setup.ts runs before every file of a worker, on the same page.
    const engine = jsdomImpl<{ _domSelector: { check: unknown } }>(filtered)?._domSelector;
    const installed = engine?.check;
    expect(installed).toBeTypeOf('function');
    expect(prefilterStyleMatching(filtered)).toBe(true);
    expect(engine?.check).toBe(installed);
    expect(styles(filtered)).toEqual(plain);
    expect(plain.filter((s) => s.includes('none')).length).toBeGreaterThan(0);
  });
});
