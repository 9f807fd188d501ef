/**
 * A small PNG decoder for browser screenshots in tests: 8-bit RGB or RGBA,
 * non-interlaced (what Chromium writes). Returns RGBA pixels.
 */
import { inflateSync } from "node:zlib";

/** A decoded image. */
export interface Image {
  width: number;
  height: number;
  /** RGBA, row by row. */
  pixels: Uint8Array;
}

/** Decodes a PNG; throws on anything but 8-bit RGB(A) without interlace. */
export function decodePng(bytes: Uint8Array): Image {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const signature = [137, 80, 78, 71, 13, 10, 26, 10];
  if (!signature.every((b, i) => bytes[i] === b)) throw new Error("not a PNG");
  let width = 0;
  let height = 0;
  let channels = 0;
  const idat: Uint8Array[] = [];
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (type === "IHDR") {
      width = view.getUint32(at + 8);
      height = view.getUint32(at + 12);
      const depth = data[8];
      const colour = data[9];
      const interlace = data[12];
      if (depth !== 8 || (colour !== 2 && colour !== 6) || interlace !== 0) {
        throw new Error(`unsupported PNG (depth ${depth}, colour ${colour})`);
      }
      channels = colour === 6 ? 4 : 3;
    } else if (type === "IDAT") idat.push(data);
    else if (type === "IEND") break;
    at += 12 + length;
  }
  const packed = new Uint8Array(idat.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of idat) {
    packed.set(chunk, offset);
    offset += chunk.length;
  }
  const raw = new Uint8Array(inflateSync(packed));
  const stride = width * channels;
  const lines = new Uint8Array(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    const source = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    const line = lines.subarray(y * stride, (y + 1) * stride);
    const previous = y > 0
      ? lines.subarray((y - 1) * stride, y * stride)
      : null;
    for (let x = 0; x < stride; x++) {
      const a = x >= channels ? line[x - channels]! : 0;
      const b = previous ? previous[x]! : 0;
      const c = previous && x >= channels ? previous[x - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = a;
      else if (filter === 2) predictor = b;
      else if (filter === 3) predictor = (a + b) >> 1;
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        predictor = pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
      }
      line[x] = (source[x]! + predictor) & 0xff;
    }
  }
  const pixels = new Uint8Array(width * height * 4);
  for (let i = 0, j = 0; i < lines.length; i += channels, j += 4) {
    pixels[j] = lines[i]!;
    pixels[j + 1] = lines[i + 1]!;
    pixels[j + 2] = lines[i + 2]!;
    pixels[j + 3] = channels === 4 ? lines[i + 3]! : 255;
  }
  return { width, height, pixels };
}

/** How many pixels are within `tolerance` of an RGB colour. */
export function countColour(
  image: Image,
  [r, g, b]: [number, number, number],
  tolerance = 6,
): number {
  let n = 0;
  const p = image.pixels;
  for (let i = 0; i < p.length; i += 4) {
    if (
      Math.abs(p[i]! - r) <= tolerance &&
      Math.abs(p[i + 1]! - g) <= tolerance &&
      Math.abs(p[i + 2]! - b) <= tolerance
    ) n++;
  }
  return n;
}
