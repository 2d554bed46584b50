import { describeImageReencoder } from "#app/tool-kit/images/image-reencode-test-support.ts";
import { WEBP_FILE_MESSAGE, SIZE_LIMITS } from "#app/tool-kit/conversion/input-rules.ts";
import { makePng, makeWebpHeader } from "#app/tool-kit/conversion/conversion-test-support.ts";
import { convertWebpToJpg } from "./convert.ts";

describeImageReencoder({
  convert: convertWebpToJpg,
  message: WEBP_FILE_MESSAGE,
  maxBytes: SIZE_LIMITS.webp,
  wrongType: makePng(4, 4),
  rightType: makeWebpHeader(),
  result: ["jpeg", "banner.webp", "banner.jpg"],
});
