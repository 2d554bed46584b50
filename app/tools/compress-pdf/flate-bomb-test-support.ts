import zlib from "node:zlib";

/**
 * zlib data that inflates to `gigabytes` GB of zeros, made in about a second: 64 MB of zeros
 * deflated once and ended with a full flush is a run of blocks that refer to nothing before it,
 * so the same bytes repeated are a valid stream; a final empty block and the checksum close it.
 */
export function zerosBomb(gigabytes: number): Uint8Array {
  const piece = 64 * 1024 * 1024;
  const segment = zlib.deflateRawSync(Buffer.alloc(piece), { level: 9, finishFlush: zlib.constants.Z_FULL_FLUSH });
  const count = gigabytes * 16;
  const length = piece * count;
  // Adler-32 of zeros: a stays 1, b adds 1 per byte.
  const b = length % 65521;
  const trailer = Buffer.from([b >> 8, b & 0xff, 0, 1]);
  return Buffer.concat([Buffer.from([0x78, 0xda]), ...Array(count).fill(segment), Buffer.from([0x03, 0x00]), trailer]);
}
