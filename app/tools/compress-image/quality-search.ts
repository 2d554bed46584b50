// Target size in KB: the highest quality whose file fits. File size grows with quality
// (near enough for JPEG, WebP and AVIF), so a binary search over 1..100 needs about
// seven encodes instead of a hundred.

interface Encoded {
  quality: number;
  bytes: Uint8Array;
}

export interface QualitySearchResult extends Encoded {
  /** False when even the lowest quality is larger than the target (the smallest file is returned). */
  fits: boolean;
}

const MIN_QUALITY = 1;
const MAX_QUALITY = 100;

/**
 * Finds the highest whole quality in [min, max] whose encoding is at most `targetBytes`.
 * `encode` is called once per quality tried; `onStep` reports how far the search is (0..1).
 */
export async function searchQuality(
  encode: (quality: number) => Promise<Uint8Array>,
  targetBytes: number,
  onStep?: (fraction: number) => void,
  min = MIN_QUALITY,
  max = MAX_QUALITY,
): Promise<QualitySearchResult> {
  const steps = Math.ceil(Math.log2(max - min + 1)) + 1;
  let done = 0;
  const tried = new Map<number, Uint8Array>();
  const at = async (quality: number) => {
    let bytes = tried.get(quality);
    if (!bytes) {
      bytes = await encode(quality);
      tried.set(quality, bytes);
      onStep?.(Math.min(1, ++done / steps));
    }
    return bytes;
  };
  const lowest = await at(min);
  if (lowest.length > targetBytes) return { quality: min, bytes: lowest, fits: false };
  let best: Encoded = { quality: min, bytes: lowest };
  let lo = min + 1;
  let hi = max;
  while (lo <= hi) {
    const mid = Math.floor((lo + hi) / 2);
    const bytes = await at(mid);
    if (bytes.length <= targetBytes) {
      best = { quality: mid, bytes };
      lo = mid + 1;
    } else {
      hi = mid - 1;
    }
  }
  return { ...best, fits: true };
}
