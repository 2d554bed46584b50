// The part of libheif-js's wasm bundle (an ES module with the .wasm inlined) this tool uses.
declare module "libheif-js/libheif-wasm/libheif-bundle.mjs" {
  export interface HeifImage {
    get_width(): number;
    get_height(): number;
    /** Decodes into `target.data` (RGBA), then calls back with it, or with null on failure. */
    display(
      target: { data: Uint8ClampedArray; width: number; height: number },
      callback: (result: { data: Uint8ClampedArray } | null) => void,
    ): void;
    free(): void;
  }
  export interface LibHeif {
    HeifDecoder: new () => { decode(bytes: Uint8Array): HeifImage[] };
  }
  export default function libheif(options?: unknown): LibHeif;
}
