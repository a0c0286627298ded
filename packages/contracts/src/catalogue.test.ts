import { describe, expect, it } from 'vitest';
import {
  IDQ_ATTRIBUTES,
  IDQ_DESCRIPTION_MIN_CHARS,
  IDQ_MIN_BULLETS,
  IDQ_MIN_IMAGES,
  IDQ_TITLE_MIN_CHARS,
  idqOf,
  type ListingContentFacts,
  presenceOf,
} from './catalogue';

const full: ListingContentFacts = {
  title: 'T'.repeat(IDQ_TITLE_MIN_CHARS),
  bullet_points: Array.from({ length: IDQ_MIN_BULLETS }, (_, i) => `Bullet ${i}`),
  description: 'D'.repeat(IDQ_DESCRIPTION_MIN_CHARS),
  image_urls: Array.from({ length: IDQ_MIN_IMAGES }, (_, i) => `https://img/${i}.jpg`),
  has_a_plus: true,
  brand: 'Acme',
  model: 'M-1',
  color: 'Navy',
  size: 'Large',
  variation_theme: 'Color',
  length_cm: 10,
  width_cm: '5.5',
  height_cm: 2,
  weight_g: 300,
  product_type: 'HOME',
};

describe('IDQ rule', () => {
  it('weighs its attributes to exactly 100 and scores complete content 100 with nothing missing', () => {
    expect(IDQ_ATTRIBUTES.reduce((s, a) => s + a.weight, 0)).toBe(100);
    expect(idqOf(full)).toEqual({ idq_score: 100, missing_attributes: [] });
  });

  it('scores empty content 0 and names every attribute, in rule order', () => {
    expect(idqOf({})).toEqual({ idq_score: 0, missing_attributes: IDQ_ATTRIBUTES.map((a) => a.name) });
  });

  it('counts each threshold at its boundary: one short is missing, exactly at it counts', () => {
    const cases: [Partial<ListingContentFacts>, string, number][] = [
      [{ title: 'T'.repeat(IDQ_TITLE_MIN_CHARS - 1) }, 'title', 15],
      [{ title: `  ${'T'.repeat(IDQ_TITLE_MIN_CHARS - 1)}  ` }, 'title', 15],
      [{ bullet_points: full.bullet_points!.slice(1) }, 'bullet_points', 15],
      [{ bullet_points: [...full.bullet_points!.slice(1), '  '] }, 'bullet_points', 15],
      [{ image_urls: full.image_urls!.slice(1) }, 'images', 15],
      [{ description: 'D'.repeat(IDQ_DESCRIPTION_MIN_CHARS - 1) }, 'description', 10],
      [{ has_a_plus: false }, 'a_plus_content', 10],
      [{ brand: ' ' }, 'brand', 5],
      [{ model: null }, 'model', 5],
      [{ color: '' }, 'color', 5],
      [{ size: undefined }, 'size', 5],
      [{ variation_theme: null }, 'variation', 5],
      [{ weight_g: 0 }, 'dimensions', 5],
      [{ height_cm: null }, 'dimensions', 5],
      [{ product_type: null }, 'product_type', 5],
    ];
    for (const [change, name, weight] of cases) {
      expect(idqOf({ ...full, ...change }), name).toEqual({
        idq_score: 100 - weight,
        missing_attributes: [name],
      });
    }
  });

  it('gives the score as 100 minus the weights of the missing attributes', () => {
    const result = idqOf({ ...full, has_a_plus: false, image_urls: ['a'], color: null });
    expect(result.missing_attributes).toEqual(['images', 'a_plus_content', 'color']);
    expect(result.idq_score).toBe(100 - 15 - 10 - 5);
  });

  it('answers presence flags and counts by the same tests', () => {
    const flags = ['brand', 'model', 'color', 'size', 'variation', 'dimensions', 'a_plus'].map(
      (f) => `has_${f}`,
    );
    const all = (value: boolean) => Object.fromEntries(flags.map((f) => [f, value]));
    expect(presenceOf(full)).toEqual({
      ...all(true),
      image_count: IDQ_MIN_IMAGES,
      bullet_count: IDQ_MIN_BULLETS,
    });
    expect(presenceOf({ bullet_points: ['a', ''], image_urls: null, length_cm: 1 })).toEqual({
      ...all(false),
      image_count: 0,
      bullet_count: 1,
    });
    // Each flag follows its IDQ attribute.
    expect(presenceOf({ ...full, variation_theme: null }).has_variation).toBe(false);
    expect(presenceOf({ ...full, width_cm: null }).has_dimensions).toBe(false);
  });
});
