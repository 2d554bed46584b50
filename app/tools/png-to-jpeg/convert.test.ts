import { describeImageReencoder } from "#app/tool-kit/images/image-reencode-test-support.ts";
import { PNG_FILE_MESSAGE, SIZE_LIMITS } from "#app/tool-kit/conversion/input-rules.ts";
import { makeJpeg, makePng } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { convertPngToJpeg } from "./convert.ts";

describeImageReencoder({
  convert: convertPngToJpeg,
  message: PNG_FILE_MESSAGE,
  maxBytes: SIZE_LIMITS.png,
  wrongType: makeJpeg(),
  rightType: makePng(4, 4),
  result: ["jpeg", "Holiday photo.v2.png", "Holiday photo.v2.jpg"],
});
