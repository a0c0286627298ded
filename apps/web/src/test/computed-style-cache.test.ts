import { afterEach, describe, expect, it } from 'vitest';
import { cacheComputedStyles } from './computed-style-cache';

// setup.ts has put the cache in front of this page's getComputedStyle.
afterEach(() => {
  for (const s of document.head.querySelectorAll('style[data-probe]')) s.remove();
});

function sheet(css: string): HTMLStyleElement {
  const style = document.createElement('style');
  style.dataset.probe = '';
  style.textContent = css;
  document.head.append(style);
  return style;
}

describe('the computed style cache', () => {
  it('answers again from the cache while the page is unchanged', () => {
    document.body.innerHTML = '<div id="a">a</div>';
    const a = document.getElementById('a') as HTMLElement;
    expect(getComputedStyle(a)).toBe(getComputedStyle(a));
    expect(window.getComputedStyle(a)).toBe(getComputedStyle(a));
  });

  it('answers anew after any change that can change a style', () => {
    sheet('.gone { display: none } .faint span { visibility: hidden }');
    document.body.innerHTML = '<div id="a"><span id="b">b</span></div>';
    const a = document.getElementById('a') as HTMLElement;
    const b = document.getElementById('b') as HTMLElement;
    expect(getComputedStyle(a).display).toBe('block');
    a.className = 'gone'; // an attribute
    expect(getComputedStyle(a).display).toBe('none');
    a.className = 'faint'; // an ancestor's attribute
    expect(getComputedStyle(b).visibility).toBe('hidden');
    a.className = '';
    expect(getComputedStyle(b).visibility).toBe('visible');
    a.style.display = 'none'; // the inline style
    expect(getComputedStyle(a).display).toBe('none');
    a.style.display = '';
    const style = sheet(''); // a new sheet, then its text
    expect(getComputedStyle(a).display).toBe('block');
    style.textContent = '#a { display: none }';
    expect(getComputedStyle(a).display).toBe('none');
    style.remove();
    expect(getComputedStyle(a).display).toBe('block');
    const moved = document.createElement('section'); // a node moved under another parent
    moved.className = 'faint';
    document.body.append(moved);
    moved.append(b);
    expect(getComputedStyle(b).visibility).toBe('hidden');
  });

  it('leaves pseudo-elements and other documents to jsdom', () => {
    const other = document.implementation.createHTMLDocument('other');
    other.body.innerHTML = '<p id="p">p</p>';
    const p = other.getElementById('p') as HTMLElement;
    expect(getComputedStyle(p)).not.toBe(getComputedStyle(p));
  });
});

describe('installing', () => {
  it('puts the cache in front once, however often setup runs', () => {
    const installed = window.getComputedStyle;
    expect(cacheComputedStyles(window)).toBe(true);
    expect(window.getComputedStyle).toBe(installed);
  });
});
