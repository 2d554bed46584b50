/** The number of colour components of a baseline or progressive JPEG (from its SOF marker), or 0. */
export function jpegComponents(bytes: Uint8Array): number {
  let i = 2;
  while (i + 9 < bytes.length) {
    if (bytes[i] !== 0xff) return 0;
    const marker = bytes[i + 1]!;
    if (marker === 0xff) {
      i++;
      continue;
    }
    const length = (bytes[i + 2]! << 8) | bytes[i + 3]!;
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC)
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) return bytes[i + 9]!;
    i += 2 + length;
  }
  return 0;
}
