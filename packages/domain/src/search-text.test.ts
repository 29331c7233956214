import { describe, expect, it } from 'vitest';
import { normaliseSearch } from './search';
import { htmlToText, leadParagraphText, postSearchText, productSearchText } from './search-text';

describe('htmlToText', () => {
  it('drops tags and decodes the common entities', () => {
    expect(htmlToText('<p>Tom &amp; Jerry&nbsp;<b>&lt;3</b></p>').trim()).toBe('Tom & Jerry  <3');
  });
});

describe('leadParagraphText', () => {
  it('takes the first paragraph only', () => {
    expect(leadParagraphText('<p>Cotton <em>polo</em></p><ul><li>Care label</li></ul><p>More</p>')).toBe(
      'Cotton  polo',
    );
  });
  it('falls back to the whole text without a paragraph', () => {
    expect(leadParagraphText('<h2>Title</h2> text')).toBe('Title  text');
  });
});

describe('productSearchText', () => {
  const source = {
    nameAr: 'قميص طبيّ',
    nameEn: 'Medical SHIRT',
    descriptionAr: '<p>قطن مريح</p><ul><li>غسيل</li></ul>',
    descriptionEn: '<p>Soft cotton</p><ul><li>Washable label</li></ul>',
    categoryNames: ['ملابس طبية', 'Medical'],
    colorNames: ['كحلي', 'Navy'],
    keywords: ['Poplin'],
  };

  it('indexes names, category, colours, keywords and the lead paragraphs, normalised', () => {
    const text = productSearchText(source);
    expect(text).toBe(
      normaliseSearch('قميص طبي medical shirt ملابس طبيه medical كحلي navy poplin قطن مريح soft cotton'),
    );
    expect(text).not.toContain('washable');
    expect(text).toContain('قميص طبي');
  });

  it('is a fixed point of the search normaliser, so queries match it', () => {
    const text = productSearchText(source);
    expect(normaliseSearch(text)).toBe(text);
  });

  it('works with only the required fields', () => {
    expect(productSearchText({ nameAr: 'أ', nameEn: 'B', descriptionAr: '', descriptionEn: '' })).toBe('ا b');
  });
});

describe('postSearchText', () => {
  it('indexes both titles and the whole of both bodies', () => {
    expect(
      postSearchText({
        titleAr: 'مقالة',
        titleEn: 'Article',
        contentAr: '<h2>الزي</h2><p>نص</p>',
        contentEn: '<p>One</p><p>Two &amp; three</p>',
      }),
    ).toBe('مقاله article الزي نص one two & three');
  });
});
