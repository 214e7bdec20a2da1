import { describe, expect, it } from 'vitest';
import { imageUrlSchema, imageVariantPath, imageVariantUrl, isImagePath } from '../src';

const NAME = 'AbCdEfGh12345678.jpg';

describe('imageVariantUrl', () => {
  it('puts each variant of an upload in its folder, as WebP named after the upload', () => {
    expect(imageVariantUrl(`/uploads/${NAME}`, 'thumb')).toBe(`/uploads/thumbs/${NAME}.webp`);
    expect(imageVariantUrl(`/uploads/${NAME}`, 'display')).toBe(`/uploads/display/${NAME}.webp`);
    expect(imageVariantPath(NAME, 'thumb')).toBe(`thumbs/${NAME}.webp`);
  });

  it('is null for anything that is not an upload of this site, variants included', () => {
    for (const url of ['', 'https://storage.example.com/door.jpg', `/uploads/thumbs/${NAME}.webp`, '/uploads/../signing-secret.png', '/uploads/short.png']) {
      expect(imageVariantUrl(url, 'thumb'), url).toBeNull();
    }
  });

  it('gives URLs an item can never reference', () => {
    expect(imageUrlSchema.safeParse(imageVariantUrl(`/uploads/${NAME}`, 'thumb')).success).toBe(false);
  });
});

describe('isImagePath', () => {
  it('accepts an upload name and its variants', () => {
    expect(isImagePath(NAME)).toBe(true);
    expect(isImagePath(`thumbs/${NAME}.webp`)).toBe(true);
    expect(isImagePath(`display/${NAME}.webp`)).toBe(true);
  });

  it('refuses traversal, other folders, variants of variants and near misses', () => {
    for (const path of [
      '',
      '../signing-secret',
      `thumbs/../${NAME}`,
      `thumbs/../../${NAME}.webp`,
      `thumbs//${NAME}.webp`,
      `other/${NAME}.webp`,
      `thumbs/${NAME}`,
      `thumbs/thumbs/${NAME}.webp.webp`,
      `thumbs/${NAME}.webp/x`,
      `/thumbs/${NAME}.webp`,
      `${NAME}.webp`,
      `thumbs/${NAME}.webp%00.html`,
    ]) {
      expect(isImagePath(path), path).toBe(false);
    }
  });
});
