// Draws the toolbar and store icons (16–128 px) without any image tool: a blue rounded square with
// a white handset-free check mark, supersampled so the 16 px version stays crisp and readable.
// Run: npx tsx dev/icons/make-icons.ts  (writes public/icon/{16,32,48,96,128}.png)
import { mkdirSync, writeFileSync } from 'node:fs';
import { deflateSync } from 'node:zlib';

const SIZES = [16, 32, 48, 96, 128];
const SS = 8; // samples per axis per pixel

function crc32(buf: Buffer): number {
  let c = ~0;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
  }
  return ~c >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const len = Buffer.alloc(4);
  len.writeUInt32BE(data.length);
  const td = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(td));
  return Buffer.concat([len, td, crc]);
}

function png(size: number, rgba: Uint8Array): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(size, 0);
  ihdr.writeUInt32BE(size, 4);
  ihdr[8] = 8;
  ihdr[9] = 6;
  const raw = Buffer.alloc((size * 4 + 1) * size);
  for (let y = 0; y < size; y++) {
    raw[y * (size * 4 + 1)] = 0;
    Buffer.from(rgba.buffer, y * size * 4, size * 4).copy(raw, y * (size * 4 + 1) + 1);
  }
  return Buffer.concat([
    Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function distToSegment(px: number, py: number, ax: number, ay: number, bx: number, by: number): number {
  const dx = bx - ax;
  const dy = by - ay;
  const t = Math.max(0, Math.min(1, ((px - ax) * dx + (py - ay) * dy) / (dx * dx + dy * dy)));
  return Math.hypot(px - (ax + t * dx), py - (ay + t * dy));
}

/** Shape in unit coordinates: 0 outside, 1 background, 2 mark. */
function sample(x: number, y: number): 0 | 1 | 2 {
  const r = 0.22;
  const cx = Math.min(Math.max(x, r), 1 - r);
  const cy = Math.min(Math.max(y, r), 1 - r);
  if (Math.hypot(x - cx, y - cy) > r) return 0;
  // A bold check mark: thick enough to survive 16 px.
  const w = 0.085;
  if (distToSegment(x, y, 0.24, 0.52, 0.43, 0.71) < w || distToSegment(x, y, 0.43, 0.71, 0.77, 0.3) < w) return 2;
  return 1;
}

const BG = [21, 101, 192];
const FG = [255, 255, 255];
mkdirSync('public/icon', { recursive: true });
for (const size of SIZES) {
  const out = new Uint8Array(size * size * 4);
  for (let py = 0; py < size; py++) {
    for (let px = 0; px < size; px++) {
      let a = 0;
      let fg = 0;
      for (let sy = 0; sy < SS; sy++) {
        for (let sx = 0; sx < SS; sx++) {
          const s = sample((px + (sx + 0.5) / SS) / size, (py + (sy + 0.5) / SS) / size);
          if (s > 0) a++;
          if (s === 2) fg++;
        }
      }
      const i = (py * size + px) * 4;
      const f = a ? fg / a : 0;
      for (let c = 0; c < 3; c++) out[i + c] = Math.round((BG[c] ?? 0) * (1 - f) + (FG[c] ?? 0) * f);
      out[i + 3] = Math.round((a / (SS * SS)) * 255);
    }
  }
  writeFileSync(`public/icon/${size}.png`, png(size, out));
}
console.log(`wrote public/icon/{${SIZES.join(',')}}.png`);
