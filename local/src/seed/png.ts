import { crc32, deflateSync } from 'node:zlib';

export type Rgb = readonly [number, number, number];

const WIDTH = 480;
const HEIGHT = 320;
const WALL: Rgb = [228, 224, 216];
const FRAME: Rgb = [68, 70, 74];
const FLOOR: Rgb = [150, 150, 146];
const INSIDE: Rgb = [32, 33, 36];
const SLAT_HEIGHT = 16;

/** A 480x320 PNG of a roll-up door in `color`, `open` (0 to 1) of the way up. */
export function rollUpDoorPng(color: Rgb, open: number): Buffer<ArrayBuffer> {
  const door: Box = { left: 78, right: 402, top: 44, bottom: 296 };
  const curtainBottom = Math.round(door.bottom - (door.bottom - door.top) * open);
  const rows: Buffer[] = [];
  for (let y = 0; y < HEIGHT; y++) {
    const row = Buffer.alloc(1 + WIDTH * 3); // leading 0: PNG filter type "none"
    for (let x = 0; x < WIDTH; x++) {
      row.set(pixel(x, y, color, door, curtainBottom), 1 + x * 3);
    }
    rows.push(row);
  }
  return png(WIDTH, HEIGHT, Buffer.concat(rows));
}

interface Box {
  left: number;
  right: number;
  top: number;
  bottom: number;
}

function pixel(x: number, y: number, color: Rgb, door: Box, curtainBottom: number): Rgb {
  if (y >= door.bottom + 14) return FLOOR;
  const inFrame = x >= door.left - 14 && x < door.right + 14 && y >= door.top - 14 && y < door.bottom;
  if (!inFrame) return WALL;
  const inDoor = x >= door.left && x < door.right && y >= door.top;
  if (!inDoor) return FRAME;
  if (y >= curtainBottom) return INSIDE;
  const bottomBar = y >= curtainBottom - 8;
  if (bottomBar) return shade(color, 0.55);
  const handle = y >= curtainBottom - 30 && y < curtainBottom - 24 && Math.abs(x - (door.left + door.right) / 2) < 24;
  if (handle) return shade(color, 0.3);
  // Each slat: lit at the top, darker towards its groove.
  const offset = (curtainBottom - 8 - y) % SLAT_HEIGHT;
  if (offset < 2) return shade(color, 0.45);
  return shade(color, 0.75 + (offset / SLAT_HEIGHT) * 0.35);
}

function shade([r, g, b]: Rgb, factor: number): Rgb {
  const channel = (value: number) => Math.max(0, Math.min(255, Math.round(value * factor)));
  return [channel(r), channel(g), channel(b)];
}

function png(width: number, height: number, scanlines: Buffer): Buffer<ArrayBuffer> {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(scanlines, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}
