// Where uploaded content images are served from: `<hash>-<width>.<webp|avif>`. Its own
// module, free of zod, because public pages import it (ContentImage's srcset).
export const UPLOADED_IMAGES_PATH = "/images/uploads";
