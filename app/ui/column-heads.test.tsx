import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ColumnHeads } from "./column-heads.tsx";

describe("ColumnHeads", () => {
  it("writes one column heading per column, in order, with its classes", () => {
    const html = renderToStaticMarkup(
      <table>
        <ColumnHeads
          className="text-xs"
          columns={[
            { label: "Keyword", className: "px-3" },
            { label: "Count", className: "px-3 text-right" },
          ]}
        />
      </table>,
    );
    expect(html).toBe(
      '<table><thead class="text-xs"><tr><th scope="col" class="px-3">Keyword</th>' +
        '<th scope="col" class="px-3 text-right">Count</th></tr></thead></table>',
    );
  });
});
