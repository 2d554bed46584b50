/**
 * MP4 to MP3: the primary audio track, decoded with WebCodecs and encoded to
 * MP3 by mediabunny's LAME-based encoder (WASM) when the browser has no native
 * MP3 encoder. Reads the file lazily (a Blob is not loaded whole), reports real
 * progress, can be cancelled. Browser only (WebCodecs); the checks run anywhere.
 */
import {
  ABORTED_MESSAGE,
  ConversionError,
  DAMAGED_FILE_MESSAGE,
  toConversionError,
} from "#app/tools/conversion/conversion-error.ts";
import {
  progressReporter,
  throwIfAborted,
  toBytes,
  withTimeout,
  type BinaryInput,
  type ConvertOptions,
} from "#app/tools/conversion/conversion.ts";
import { assertInputBytes } from "#app/tools/conversion/file-checks.ts";
import { EMPTY_FILE_MESSAGE, tooLargeMessage } from "#app/tools/conversion/input-rules.ts";
import { tool } from "./meta.ts";

export const NO_AUDIO_MESSAGE =
  "This video has no audio track, so there is nothing to extract. Please choose a video with sound.";
export const UNSUPPORTED_AUDIO_MESSAGE =
  "Your browser cannot decode the audio in this video. Please try a current version of Chrome, Edge or Firefox.";
const MP4_TIMEOUT_MESSAGE = "Reading this video took too long. Please try another file.";
/** MP3 bitrate: 192 kbit/s, transparent for speech and music from video. */
const MP3_BITRATE = 192_000;

/** Checks the first bytes (and size) of a Blob or a buffer without reading it all. */
async function checkInput(input: BinaryInput | Blob): Promise<void> {
  const rule = tool.input;
  if (input instanceof Blob) {
    if (input.size === 0) throw new ConversionError("empty", EMPTY_FILE_MESSAGE);
    if (input.size > rule.maxBytes) throw new ConversionError("too-large", tooLargeMessage(rule.maxBytes));
    const head = new Uint8Array(await input.slice(0, 64).arrayBuffer());
    assertInputBytes(rule, head);
  } else {
    assertInputBytes(rule, toBytes(input));
  }
}

export async function convertMp4ToMp3(input: BinaryInput | Blob, options: ConvertOptions = {}): Promise<Uint8Array> {
  const { signal } = options;
  const report = progressReporter(options.onProgress);
  await checkInput(input);
  throwIfAborted(signal);

  const mb = await import("mediabunny");
  const source = input instanceof Blob ? new mb.BlobSource(input) : new mb.BufferSource(toBytes(input));
  const mediaInput = new mb.Input({ source, formats: mb.ALL_FORMATS });
  try {
    let audioTrack;
    try {
      // A file cut short (no track table) reads as having no tracks at all: damaged, not silent.
      const tracks = await withTimeout(mediaInput.getTracks(), 30_000, MP4_TIMEOUT_MESSAGE, signal);
      if (tracks.length === 0) throw new ConversionError("corrupt", DAMAGED_FILE_MESSAGE);
      audioTrack = await withTimeout(mediaInput.getPrimaryAudioTrack(), 30_000, MP4_TIMEOUT_MESSAGE, signal);
    } catch (error) {
      throw toConversionError(error);
    }
    if (!audioTrack) throw new ConversionError("no-audio", NO_AUDIO_MESSAGE);
    if (typeof AudioDecoder === "undefined" || !(await audioTrack.canDecode())) {
      throw new ConversionError("unsupported", UNSUPPORTED_AUDIO_MESSAGE);
    }
    if (!(await mb.canEncodeAudio("mp3"))) {
      const { registerMp3Encoder } = await import("@mediabunny/mp3-encoder");
      registerMp3Encoder();
    }
    throwIfAborted(signal);

    const target = new mb.BufferTarget();
    const output = new mb.Output({ format: new mb.Mp3OutputFormat(), target });
    const conversion = await mb.Conversion.init({
      input: mediaInput,
      output,
      video: { discard: true },
      audio: { codec: "mp3", bitrate: MP3_BITRATE },
      tracks: "primary",
    });
    if (!conversion.isValid) {
      const reasons = conversion.discardedTracks.map((t) => t.reason);
      throw new ConversionError("unsupported", reasons.length ? UNSUPPORTED_AUDIO_MESSAGE : NO_AUDIO_MESSAGE);
    }
    conversion.onProgress = (progress) => report(progress, 0.01, 0.99);
    const onAbort = () => void conversion.cancel();
    signal?.addEventListener("abort", onAbort, { once: true });
    try {
      await conversion.execute();
    } catch (error) {
      if (signal?.aborted) throw new ConversionError("aborted", ABORTED_MESSAGE);
      throw toConversionError(error);
    } finally {
      signal?.removeEventListener("abort", onAbort);
    }
    throwIfAborted(signal);
    if (!target.buffer || target.buffer.byteLength === 0) throw new ConversionError("corrupt", DAMAGED_FILE_MESSAGE);
    report(1);
    return new Uint8Array(target.buffer);
  } finally {
    mediaInput.dispose?.();
  }
}
