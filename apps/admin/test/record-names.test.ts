/**
 * Records are named in titles and references in the dashboard's language: a colour's page is
 * titled with its Arabic name in Arabic and its English name in English.
 */
import { describe, expect, it } from 'vitest';
import { adminResources, recordNameIn } from '../src/resources';

const representationOf = (name: string) => adminResources.find((r) => r.name === name)?.recordRepresentation;

describe('record names in the dashboard’s language', () => {
  it('titles a colour, a category and a blog post by the name of the dashboard’s language', () => {
    const blue = { id: 7, name_ar: 'أزرق', name_en: 'Blue' };
    for (const resource of ['colors', 'categories']) {
      expect((recordNameIn(representationOf(resource), 'ar') as (r: object) => string)(blue)).toBe('أزرق');
      expect((recordNameIn(representationOf(resource), 'en') as (r: object) => string)(blue)).toBe('Blue');
    }
    const post = { id: 3, title_ar: 'العناية بالزي', title_en: 'Caring for uniforms' };
    expect((recordNameIn(representationOf('blog-posts'), 'en') as (r: object) => string)(post)).toBe(
      'Caring for uniforms',
    );
  });

  it('falls back to the id without a name, and keeps a single field as it is', () => {
    expect((recordNameIn({ bilingual: 'name' }, 'ar') as (r: object) => string)({ id: 9 })).toBe('9');
    expect(recordNameIn(representationOf('orders'), 'ar')).toBe('code');
  });
});
