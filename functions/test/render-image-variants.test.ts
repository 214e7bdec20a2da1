import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { rollUpDoorPng } from '../../local/src/seed/png';
import { renderImageVariant, VARIANT_SIZES } from '../src/lib/render-image-variants';

const solid = (width: number, height: number, background = '#b45a28') => sharp({ create: { width, height, channels: 3, background } });

/** A PNG whose header claims another size: libvips reads the header before any pixel. */
function claimingSize(png: Buffer, width: number, height: number): Buffer {
  const bytes = Buffer.from(png);
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  bytes.writeUInt32BE(crc32(bytes.subarray(12, 29)), 29);
  return bytes;
}

describe('renderImageVariant', () => {
  it('fits a large photo inside each variant box as WebP', async () => {
    const photo = await solid(2400, 1800).jpeg().toBuffer();
    for (const variant of ['thumb', 'display'] as const) {
      const info = await sharp(await renderImageVariant(photo, variant)).metadata();
      expect(info.format).toBe('webp');
      expect(info.width).toBe(Math.min(VARIANT_SIZES[variant].width, (VARIANT_SIZES[variant].height * 4) / 3));
      expect(info.height).toBeLessThanOrEqual(VARIANT_SIZES[variant].height);
    }
  });

  it('never enlarges, and still shrinks the seed PNG', async () => {
    const png = rollUpDoorPng([180, 90, 40], 0.4);
    const thumb = await renderImageVariant(png, 'thumb');
    expect(await sharp(thumb).metadata()).toMatchObject({ format: 'webp', width: 480, height: 320 });
    expect(thumb.length).toBeLessThan(png.length);
  });

  it('turns a photo upright by its EXIF orientation and keeps no metadata', async () => {
    // Stored 600x400 with orientation 6: a camera held upright, shown 400x600.
    const rotated = await solid(600, 400).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const thumb = await sharp(await renderImageVariant(rotated, 'thumb')).metadata();
    expect(thumb).toMatchObject({ width: 320, height: 480 });
    expect(thumb.orientation).toBeUndefined();
    expect(thumb.exif).toBeUndefined();
    expect(thumb.icc).toBeUndefined();
  });

  it('keeps the first frame of an animation', async () => {
    const frames = await Promise.all(['#ff0000', '#0000ff'].map((colour) => solid(200, 100, colour).png().toBuffer()));
    const animated = await sharp(frames, { join: { animated: true } }).gif().toBuffer();
    expect((await sharp(animated).metadata()).pages).toBe(2);
    const thumb = sharp(await renderImageVariant(animated, 'thumb'));
    const info = await thumb.metadata();
    expect(info).toMatchObject({ format: 'webp', width: 200, height: 100 });
    expect(info.pages ?? 1).toBe(1);
    const { dominant } = await thumb.stats();
    expect(dominant.r).toBeGreaterThan(200);
    expect(dominant.b).toBeLessThan(50);
  });

  it('refuses bytes that are no image, a truncated image and a small file claiming a huge canvas', async () => {
    await expect(renderImageVariant(new TextEncoder().encode('<svg onload="alert(1)"/>'), 'thumb')).rejects.toThrow();
    const jpeg = await solid(800, 600).jpeg().toBuffer();
    await expect(renderImageVariant(jpeg.subarray(0, jpeg.length / 2), 'thumb')).rejects.toThrow();
    const bomb = claimingSize(await solid(8, 8).png().toBuffer(), 20_000, 20_000);
    await expect(renderImageVariant(bomb, 'thumb')).rejects.toThrow(/pixel limit/);
  });
});
