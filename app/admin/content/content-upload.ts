import {
  IMAGE_UPLOAD_MAX_BYTES,
  MSG_IMAGE_TOO_LARGE,
  type ImageUse,
  type UploadedImage,
} from "#contracts/content/content-admin.ts";
import { contentApi } from "./content-api.ts";

export const IMAGE_ACCEPT = "image/jpeg,image/png,image/webp,image/avif,image/gif";

export type UploadResult = { ok: true; image: UploadedImage } | { ok: false; message: string };

/**
 * Uploads one image for the editor. A file over the limit is refused here, before its bytes
 * travel; any other refusal says what the server said (not an image, too large).
 */
export async function uploadImage(
  file: File,
  use: ImageUse,
  onSignedOut: (error: unknown) => boolean,
): Promise<UploadResult> {
  if (file.size > IMAGE_UPLOAD_MAX_BYTES) return { ok: false, message: MSG_IMAGE_TOO_LARGE };
  try {
    return { ok: true, image: await contentApi.uploadImage(file, use) };
  } catch (error) {
    if (onSignedOut(error)) return { ok: false, message: "Your session has ended. Please sign in again." };
    return { ok: false, message: error instanceof Error ? error.message : "The image could not be uploaded." };
  }
}
