/**
 * MP4 to MP3: the primary audio track, decoded with WebCodecs and encoded to
 * MP3 by mediabunny's LAME-based encoder (WASM) when the browser has no native
 * MP3 encoder, about a second of audio at a time. Reads the file lazily (a Blob is not loaded whole), reports real
 * progress, can be cancelled. Browser only (WebCodecs); the checks run anywhere.
 */
import {
  ABORTED_MESSAGE,
  ConversionError,
  DAMAGED_FILE_MESSAGE,
  toConversionError,
} from "#app/tool-kit/conversion/conversion-error.ts";
import { progressReporter, throwIfAborted, toBytes, withTimeout } from "#app/tool-kit/conversion/conversion.ts";
import type { BinaryInput, ConvertOptions } from "#app/tool-kit/conversion/conversion.ts";
import { assertInputBytes } from "#app/tool-kit/conversion/file-checks.ts";
import { EMPTY_FILE_MESSAGE, tooLargeMessage } from "#app/tool-kit/conversion/input-rules.ts";
import type { AudioSample, AudioSampleSource } from "mediabunny";
import { tool } from "./meta.ts";

export const NO_AUDIO_MESSAGE =
  "This video has no audio track, so there is nothing to extract. Please choose a video with sound.";
export const UNSUPPORTED_AUDIO_MESSAGE =
  "Your browser cannot decode the audio in this video. Please try a current version of Chrome, Edge or Firefox.";
const MP4_TIMEOUT_MESSAGE = "Reading this video took too long. Please try another file.";
/** MP3 bitrate: 192 kbit/s, transparent for speech and music from video. */
const MP3_BITRATE = 192_000;

/**
 * Decoded audio is handed to the MP3 encoder about a second at a time. The encoder runs in
 * its own worker and answers each sample it is given before taking the next, so one
 * message per decoded AAC frame (1,024 samples, some 2,800 a minute) made the round trips
 * cost more than the encoding itself.
 */
const FRAMES_PER_BATCH = 48_000;

/** Gathers decoded samples (same channels and rate) into planar float batches of FRAMES_PER_BATCH. */
class SampleBatcher {
  private planes: Float32Array[] = [];
  private frames = 0;
  private first: { timestamp: number; sampleRate: number; numberOfChannels: number } | null = null;

  constructor(private readonly Sample: typeof AudioSample) {}

  /** Takes (and closes) a sample; returns a full batch when there is one. */
  add(sample: AudioSample): AudioSample | null {
    const { numberOfChannels, sampleRate, numberOfFrames } = sample;
    let ready: AudioSample | null = null;
    const fits = this.first?.numberOfChannels === numberOfChannels && this.first.sampleRate === sampleRate;
    if (this.first && (!fits || this.frames + numberOfFrames > FRAMES_PER_BATCH)) ready = this.flush();
    if (!this.first) {
      this.first = { timestamp: sample.timestamp, sampleRate, numberOfChannels };
      const size = Math.max(FRAMES_PER_BATCH, numberOfFrames);
      if (this.planes.length !== numberOfChannels || this.planes[0]!.length < size) {
        this.planes = Array.from({ length: numberOfChannels }, () => new Float32Array(size));
      }
    }
    for (let channel = 0; channel < numberOfChannels; channel++) {
      const plane = this.planes[channel]!.subarray(this.frames, this.frames + numberOfFrames);
      sample.copyTo(plane, { planeIndex: channel, format: "f32-planar" });
    }
    this.frames += numberOfFrames;
    sample.close();
    return ready;
  }

  /** The samples gathered so far as one, or null when there are none. */
  flush(): AudioSample | null {
    if (!this.first || this.frames === 0) return null;
    const { timestamp, sampleRate, numberOfChannels } = this.first;
    const data = new Float32Array(this.frames * numberOfChannels);
    this.planes.forEach((plane, channel) => data.set(plane.subarray(0, this.frames), channel * this.frames));
    this.first = null;
    this.frames = 0;
    return new this.Sample({ data, format: "f32-planar", numberOfChannels, sampleRate, timestamp });
  }
}

async function encodeBatch(source: AudioSampleSource, batch: AudioSample): Promise<void> {
  try {
    await source.add(batch);
  } finally {
    batch.close();
  }
}

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
    const encoded = new mb.AudioSampleSource({ codec: "mp3", bitrate: MP3_BITRATE });
    output.addAudioTrack(encoded);
    const duration = await audioTrack.computeDuration();
    const batches = new SampleBatcher(mb.AudioSample);
    try {
      await output.start();
      for await (const sample of new mb.AudioSampleSink(audioTrack).samples()) {
        const end = sample.timestamp + sample.duration;
        const batch = batches.add(sample);
        if (batch) await encodeBatch(encoded, batch);
        throwIfAborted(signal);
        report(duration > 0 ? end / duration : 0, 0.01, 0.99);
      }
      const rest = batches.flush();
      if (rest) await encodeBatch(encoded, rest);
      await output.finalize();
    } catch (error) {
      await output.cancel().catch(() => undefined);
      if (signal?.aborted) throw new ConversionError("aborted", ABORTED_MESSAGE);
      throw toConversionError(error);
    }
    throwIfAborted(signal);
    if (!target.buffer || target.buffer.byteLength === 0) throw new ConversionError("corrupt", DAMAGED_FILE_MESSAGE);
    report(1);
    return new Uint8Array(target.buffer);
  } finally {
    mediaInput.dispose?.();
  }
}
