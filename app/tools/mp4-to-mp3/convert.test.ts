import { describe, expect, it } from "vitest";
import { DAMAGED_FILE_MESSAGE } from "#app/tool-kit/conversion/conversion-error.ts";
import { EMPTY_FILE_MESSAGE, MP4_FILE_MESSAGE, SIZE_LIMITS } from "#app/tool-kit/conversion/input-rules.ts";
import { mp3Name } from "#app/tool-kit/conversion/file-names.ts";
import { makePng, rejection } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { NO_AUDIO_MESSAGE, UNSUPPORTED_AUDIO_MESSAGE, convertMp4ToMp3 } from "#app/tools/mp4-to-mp3/convert.ts";

/** A real MP4 (mediabunny's muxer, no encoding needed) with the given tracks of placeholder packets. */
async function makeMp4(tracks: { video?: boolean; audio?: boolean }): Promise<Uint8Array> {
  const mb = await import("mediabunny");
  const target = new mb.BufferTarget();
  const output = new mb.Output({ format: new mb.Mp4OutputFormat(), target });
  const video = tracks.video ? new mb.EncodedVideoPacketSource("avc") : null;
  const audio = tracks.audio ? new mb.EncodedAudioPacketSource("aac") : null;
  if (video) output.addVideoTrack(video);
  if (audio) output.addAudioTrack(audio);
  await output.start();
  const avcC = new Uint8Array([1, 0x42, 0xc0, 0x1e, 0xff, 0xe0, 0, 0]);
  for (let i = 0; i < 3; i++) {
    await video?.add(
      new mb.EncodedPacket(new Uint8Array([0, 0, 0, 1, 0x65, i]), i === 0 ? "key" : "delta", i / 30, 1 / 30),
      {
        decoderConfig: { codec: "avc1.42c01e", codedWidth: 16, codedHeight: 16, description: avcC },
      },
    );
    await audio?.add(new mb.EncodedPacket(new Uint8Array([0x21, 0x10, i]), "key", i * 0.023, 0.023), {
      decoderConfig: {
        codec: "mp4a.40.2",
        numberOfChannels: 2,
        sampleRate: 44_100,
        description: new Uint8Array([0x12, 0x10]),
      },
    });
  }
  await output.finalize();
  return new Uint8Array(target.buffer!);
}

// Decoding and MP3 encoding need WebCodecs (Chromium e2e). Node covers the checks.
describe("convertMp4ToMp3", () => {
  it("says clearly that a video without an audio track has nothing to extract", async () => {
    const error = await rejection(convertMp4ToMp3(await makeMp4({ video: true })));
    expect(error.code).toBe("no-audio");
    expect(error.message).toBe(NO_AUDIO_MESSAGE);
    // The same from a Blob (how the page passes a File).
    const blob = new Blob([(await makeMp4({ video: true })) as Uint8Array<ArrayBuffer>], { type: "video/mp4" });
    expect((await rejection(convertMp4ToMp3(blob))).code).toBe("no-audio");
  });

  it("finds the audio track and needs WebCodecs to go on (absent in Node)", async () => {
    const error = await rejection(convertMp4ToMp3(await makeMp4({ video: true, audio: true })));
    expect(error.code).toBe("unsupported");
    expect(error.message).toBe(UNSUPPORTED_AUDIO_MESSAGE);
  });

  it("rejects empty, non-MP4, oversized and damaged files", async () => {
    expect((await rejection(convertMp4ToMp3(new Uint8Array()))).message).toBe(EMPTY_FILE_MESSAGE);
    expect((await rejection(convertMp4ToMp3(new Blob([])))).message).toBe(EMPTY_FILE_MESSAGE);
    expect((await rejection(convertMp4ToMp3(makePng(4, 4)))).message).toBe(MP4_FILE_MESSAGE);
    const huge = { size: SIZE_LIMITS.mp4 + 1 } as Blob;
    Object.setPrototypeOf(huge, Blob.prototype);
    expect((await rejection(convertMp4ToMp3(huge))).code).toBe("too-large");
    const mp4 = await makeMp4({ video: true, audio: true });
    const damaged = mp4.slice(0, 40);
    expect((await rejection(convertMp4ToMp3(damaged))).message).toBe(DAMAGED_FILE_MESSAGE);
  });

  it("names the result after the video", () => {
    expect(mp3Name("Holiday clip.mp4")).toBe("Holiday clip.mp3");
    expect(mp3Name(undefined)).toBe("converted.mp3");
  });
});
