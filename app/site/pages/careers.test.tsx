import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { careers } from "#app/site/content/careers.ts";
import { FORM_POST_PATHS } from "#contracts/leads/form-constants.ts";
import CareersPage, { handle } from "./careers.tsx";

/** The page as the server renders it for a URL. */
function careersAt(url: string): string {
  return renderToStaticMarkup(
    <MemoryRouter initialEntries={[url]}>
      <CareersPage />
    </MemoryRouter>,
  );
}

/** The forms posting without script to the submissions endpoint, with their opening id. */
function postedForms(html: string) {
  const forms = [...html.matchAll(/<form [^>]*action="([^"]+)"[^>]*>(.*?)<\/form>/gs)];
  return forms.filter(([, action]) => action === FORM_POST_PATHS.submissions).map(([, action, inner]) => ({
    action,
    openingId: /name="openingId" value="([^"]*)"/.exec(inner ?? "")?.[1],
    openingTitle: /name="openingTitle" value="([^"]*)"/.exec(inner ?? "")?.[1],
  }));
}

/** The opening tag of a <dialog> rendered open, if any. */
function openDialogTag(html: string): string | undefined {
  return [...html.matchAll(/<dialog\b[^>]*>/g)].map(([tag]) => tag).find((tag) => /\sopen=""/.test(tag));
}

const seo = careers.openings.find((opening) => opening.id === "seo-specialist");

describe("/careers", () => {
  it("hydrates on the visitor's intent, not at load", () => {
    expect(handle).toEqual({ hydrate: "on-intent" });
  });

  it("sends each opening's Apply to its own form page, for a tap before the script runs", () => {
    const html = careersAt("/careers");
    for (const opening of careers.openings) {
      // A GET form to /careers whose submit button carries opening=<id>.
      const form = new RegExp(`<form [^>]*action="/careers" method="get"><button ([^>]*value="${opening.id}"[^>]*)>`);
      const button = form.exec(html)?.[1] ?? "";
      expect(button).toContain('type="submit"');
      expect(button).toContain('name="opening"');
    }
    // The plain page has its dialog closed.
    expect(openDialogTag(html)).toBeUndefined();
  });

  it("renders ?opening=<id> with that opening's dialog open", () => {
    expect(seo).toBeDefined();
    const html = careersAt(`/careers?opening=${seo?.id}`);
    expect(openDialogTag(html)).toContain('id="application-dialog"');
    expect(html).toContain(`Apply for ${seo?.title}`);
    expect(postedForms(html)).toContainEqual({
      action: FORM_POST_PATHS.submissions,
      openingId: seo?.id,
      openingTitle: seo?.title,
    });
  });

  it("renders an unknown opening as the general application, not an error", () => {
    const html = careersAt("/careers?opening=no-such-role");
    expect(openDialogTag(html)).toContain('id="application-dialog"');
    expect(html).toContain("Send Your Resume");
    const forms = postedForms(html);
    expect(forms.length).toBeGreaterThan(0);
    expect(forms.every((form) => form.openingId === "")).toBe(true);
  });
});
