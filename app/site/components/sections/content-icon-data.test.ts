import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Icon } from "lucide-react";
import { describe, expect, it } from "vitest";
import { iconNames } from "#contracts/content/schema.ts";
import { contentIconComponents } from "./content-icon-components.ts";
import { contentIconData, iconDataOf, iconNamesIn } from "./content-icon-data.ts";

describe("content icon data", () => {
  it.each(iconNames)("lucide's Icon draws %s from its data exactly as the component does", (name) => {
    const props = { className: "h-5 w-5", "aria-hidden": "true" as const };
    const expected = renderToStaticMarkup(createElement(contentIconComponents[name], props));
    const data = iconDataOf(contentIconComponents[name]);
    expect(renderToStaticMarkup(createElement(Icon, { icon: data, ...props }))).toBe(expected);
    // Survives the trip through the page's loader data.
    const sent = JSON.parse(JSON.stringify(data)) as typeof data;
    expect(renderToStaticMarkup(createElement(Icon, { icon: sent, ...props }))).toBe(expected);
  });

  it("finds the icon names a page's content uses, and only known ones", () => {
    const content = {
      points: [{ icon: "Rocket", title: "Fast" }, { icon: "Target" }],
      nested: { cards: [{ icon: "Rocket" }], icon: "NotAnIcon" },
      other: "Award",
    };
    expect(iconNamesIn(content, [{ icon: "Award" }])).toEqual(["Award", "Rocket", "Target"]);
    expect(Object.keys(contentIconData(["Rocket", "Target"]))).toEqual(["Rocket", "Target"]);
  });
});
