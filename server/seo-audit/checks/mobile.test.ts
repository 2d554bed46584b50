import { describe, expect, it } from "vitest";
import { checkFontSize, checkPlugins, checkTapTargets, checkViewport } from "./mobile.ts";
import { run, head, body } from "./checks-test-support.ts";

describe("viewport", () => {
  it("grades the viewport tag", () => {
    expect(
      run(checkViewport, head('<meta name="viewport" content="width=device-width, initial-scale=1">')).status,
    ).toBe("passed");
    expect(run(checkViewport, head("")).status).toBe("critical");
    expect(run(checkViewport, head('<meta name="viewport" content="width=1024">')).status).toBe("warning");
    expect(
      run(checkViewport, head('<meta name="viewport" content="width=device-width, user-scalable=no">')).status,
    ).toBe("warning");
    expect(
      run(checkViewport, head('<meta name="viewport" content="width=device-width, maximum-scale=1">')).status,
    ).toBe("warning");
  });
});

describe("font size, tap targets, plugins", () => {
  it("font size", () => {
    expect(run(checkFontSize, body('<style>body{font-size:16px}</style><p style="font-size: 14px">x</p>')).status).toBe(
      "passed",
    );
    expect(run(checkFontSize, body("<style>.legal{font-size:10px}</style>")).status).toBe("warning");
    expect(run(checkFontSize, body('<p style="font-size:7pt">x</p>')).status).toBe("warning");
  });
  it("tap targets", () => {
    expect(run(checkTapTargets, body('<a href="/" style="width:48px;height:48px">x</a>')).status).toBe("passed");
    expect(run(checkTapTargets, body('<button style="width: 16px; height: 16px">x</button>')).status).toBe("warning");
  });
  it("plugins", () => {
    expect(run(checkPlugins, body('<object data="doc.pdf" type="application/pdf"></object>')).status).toBe("passed");
    expect(run(checkPlugins, body('<embed src="movie.swf">')).status).toBe("warning");
    expect(run(checkPlugins, body('<applet code="A.class"></applet>')).status).toBe("warning");
  });
});
