// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CONTENT_MARKDOWN_PREVIEW_API_PATH, MSG_SLUG_TAKEN } from "#contracts/content/content-admin.ts";
import { ContentEditor, MSG_FIX_FIELDS } from "./content-editor.tsx";
import { PREVIEW_DELAY_MS } from "./use-markdown-preview.ts";
import { articleItem, mockContentApi, sampleArticle, type Call } from "./content-test-support.ts";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const notSignedOut = () => false;

function editor(props: Partial<Parameters<typeof ContentEditor>[0]> = {}) {
  const onClose = vi.fn();
  render(
    <ContentEditor
      kind="article"
      id={null}
      author="Asha Rao"
      onClose={onClose}
      onSignedOut={notSignedOut}
      {...props}
    />,
  );
  return { onClose };
}

/** The control labelled `label` (a required field's label ends in a hidden " *"). */
function field(label: string): HTMLInputElement {
  const labels = [...document.querySelectorAll("label")].filter(
    (element) => element.textContent.replace(/\s*\*$/, "") === label,
  );
  expect(labels, `one label "${label}"`).toHaveLength(1);
  const control = document.getElementById(labels[0]?.htmlFor ?? "");
  if (!control) throw new Error(`no control for the label "${label}"`);
  return control as HTMLInputElement;
}
const type = (label: string, value: string) => fireEvent.change(field(label), { target: { value } });
const saves = (calls: Call[]) => calls.filter((call) => call.url.startsWith("/api/admin/content/article"));
/** The message shown for a control: the element its aria-describedby names. */
const messageOf = (element: HTMLElement) =>
  document.getElementById(element.getAttribute("aria-describedby") ?? "")?.textContent;

function fillArticle() {
  type("Title", sampleArticle.title);
  type("Excerpt", sampleArticle.excerpt);
  type("Category", sampleArticle.category);
  type("Author role", sampleArticle.authorRole);
  type("Date", sampleArticle.date);
  type("Cover image description", sampleArticle.image.alt);
  type("Body (Markdown)", sampleArticle.body);
}

async function uploadCover() {
  const png = new File([new Uint8Array([137, 80, 78, 71])], "cover.png", { type: "image/png" });
  fireEvent.change(field("Upload a cover image"), { target: { files: [png] } });
  await screen.findByLabelText("Replace the cover image");
}

const previewAnswer = { status: 200, body: { html: "<p>preview</p>" } };
const uploaded = { status: 201, body: { src: sampleArticle.image.src, width: 1200, height: 750, markdown: "" } };

describe("the URL name", () => {
  it("is suggested from the title until the writer changes it", () => {
    mockContentApi(() => previewAnswer);
    editor();
    type("Title", "Facebook Ads & ROI: a 2026 Guide");
    expect(field("URL name").value).toBe("facebook-ads-and-roi-a-2026-guide");
    type("URL name", "fb-ads");
    type("Title", "Something else");
    expect(field("URL name").value).toBe("fb-ads");
    // Emptied, it follows the title again.
    type("URL name", "");
    type("Title", "Café Marketing");
    expect(field("URL name").value).toBe("cafe-marketing");
  });

  it("is kept as saved when an existing article is opened", async () => {
    const calls = mockContentApi((call) =>
      call.method === "GET" ? { status: 200, body: articleItem() } : previewAnswer,
    );
    editor({ id: 7 });
    await screen.findByDisplayValue(sampleArticle.title);
    type("Title", "A new title");
    expect(field("URL name").value).toBe(sampleArticle.slug);
    expect(calls[0]?.url).toBe("/api/admin/content/article/7");
  });
});

/** Fills an article and saves it; the server refuses `path` with `message`. */
async function saveRefused(error: string, path: string, message: string) {
  const calls = mockContentApi((call) => {
    if (call.url.startsWith("/api/admin/content/images")) return uploaded;
    if (call.url === CONTENT_MARKDOWN_PREVIEW_API_PATH) return previewAnswer;
    return { status: 400, body: { error, issues: [{ path: [path], message }] } };
  });
  editor();
  fillArticle();
  await uploadCover();
  fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
  return calls;
}

describe("checking before saving", () => {
  it("shows each message beside its field, sends nothing, and keeps what was typed", async () => {
    const calls = mockContentApi(() => previewAnswer);
    editor();
    type("Title", "Half an article");
    type("Cover image description", "short");
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    // The summary: the message as its heading, then each problem as a link to its field.
    const summary = screen.getByRole("group", { name: MSG_FIX_FIELDS });
    expect(screen.getByRole("alert").textContent).toBe(MSG_FIX_FIELDS);
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toContain("Please enter an excerpt.");
    expect(within(summary).getByRole("link", { name: "Please choose a category." }).getAttribute("href")).toBe(
      `#${field("Category").id}`,
    );
    expect(messageOf(field("Excerpt"))).toBe("Please enter an excerpt.");
    expect(messageOf(field("Category"))).toBe("Please choose a category.");
    expect(field("Category").getAttribute("aria-invalid")).toBe("true");
    expect(messageOf(field("Upload a cover image"))).toBe("Please add a cover image.");
    expect(messageOf(field("Cover image description"))).toMatch(/at least 15 characters/);
    expect(field("Title").value).toBe("Half an article");
    expect(field("Title").getAttribute("aria-invalid")).toBeNull();
    expect(saves(calls)).toHaveLength(0);
    // Focus goes to the summary; its link takes the keyboard to the field.
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(within(summary).getByRole("link", { name: "Please enter an excerpt." }));
    expect(document.activeElement).toBe(field("Excerpt"));
    // Correcting a field removes its message.
    type("Excerpt", "Now there is one.");
    expect(field("Excerpt").getAttribute("aria-invalid")).toBeNull();
  });

  it("shows the server's refusals beside their fields too, the form as typed", async () => {
    const calls = await saveRefused("Please enter the author's role.", "authorRole", "The server wants a role.");
    await waitFor(() => expect(messageOf(field("Author role"))).toBe("The server wants a role."));
    const summary = screen.getByRole("group", { name: MSG_FIX_FIELDS });
    expect(within(summary).getByRole("link", { name: "The server wants a role." }).getAttribute("href")).toBe(
      `#${field("Author role").id}`,
    );
    expect(field("Title").value).toBe(sampleArticle.title);
    expect(field("Body (Markdown)").value).toBe(sampleArticle.body);
    expect(saves(calls)).toHaveLength(1);
  });

  it("says the server's reason when it refuses a field the form does not show, never 'marked below'", async () => {
    await saveRefused("This article changed meanwhile; open it again.", "revision", "Stale revision.");
    await waitFor(() => expect(screen.getByRole("alert").textContent).toContain("open it again"));
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("This article changed meanwhile; open it again.Stale revision.");
    expect(alert.textContent).not.toContain(MSG_FIX_FIELDS);
    expect(within(alert).queryAllByRole("link")).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("says a taken URL name beside the URL name (409)", async () => {
    mockContentApi((call) => {
      if (call.url.startsWith("/api/admin/content/images")) return uploaded;
      if (call.url === CONTENT_MARKDOWN_PREVIEW_API_PATH) return previewAnswer;
      return { status: 409, body: { error: MSG_SLUG_TAKEN } };
    });
    editor();
    fillArticle();
    await uploadCover();
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    await waitFor(() => expect(messageOf(field("URL name"))).toBe(MSG_SLUG_TAKEN));
  });
});

describe("publishing", () => {
  it("creates the draft, publishes it, then offers Update, Unpublish and a preview link", async () => {
    const calls = mockContentApi((call) => {
      if (call.url.startsWith("/api/admin/content/images")) return uploaded;
      if (call.url === CONTENT_MARKDOWN_PREVIEW_API_PATH) return previewAnswer;
      if (call.url.endsWith("/publish")) return { status: 200, body: articleItem({ status: "published" }) };
      return { status: 201, body: articleItem({}, call.body as typeof sampleArticle) };
    });
    editor();
    fillArticle();
    await uploadCover();
    fireEvent.click(screen.getByRole("button", { name: "Publish" }));
    await screen.findByRole("button", { name: "Update" });
    expect(saves(calls).map((call) => `${call.method} ${call.url}`)).toEqual([
      "POST /api/admin/content/article",
      "POST /api/admin/content/article/7/publish",
    ]);
    expect(saves(calls)[0]?.body).toEqual(sampleArticle);
    expect(saves(calls)[1]?.body).toEqual({});
    expect(screen.getByText("Published", { selector: "span" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Unpublish" })).toBeTruthy();
    expect(screen.queryByRole("button", { name: "Schedule" })).toBeNull();
    const preview = screen.getByRole("link", { name: "Preview (opens in a new tab)" });
    expect(preview.getAttribute("href")).toBe(`/blog/${sampleArticle.slug}?preview`);
    expect(preview.getAttribute("target")).toBe("_blank");
  });

  it("schedules with the chosen time as an instant, and refuses a time in the past", async () => {
    const calls = mockContentApi((call) => {
      if (call.url === CONTENT_MARKDOWN_PREVIEW_API_PATH) return previewAnswer;
      if (call.url.endsWith("/publish")) {
        const { publishAt } = call.body as { publishAt: string };
        return { status: 200, body: articleItem({ status: "scheduled", publishAt }) };
      }
      if (call.method === "GET") return { status: 200, body: articleItem() };
      return { status: 200, body: articleItem() };
    });
    editor({ id: 7 });
    await screen.findByDisplayValue(sampleArticle.title);
    type("Publish at (your time)", "2020-01-01T09:00");
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    expect(messageOf(field("Publish at (your time)"))).toBe("Choose a date and time in the future.");
    type("Publish at (your time)", "2099-12-01T09:30");
    fireEvent.click(screen.getByRole("button", { name: "Schedule" }));
    await screen.findByRole("button", { name: "Reschedule" });
    // Saving a scheduled item keeps its time: plain Save, and Publish now to go live at once.
    expect(screen.getByRole("button", { name: "Save" })).toBeTruthy();
    expect(screen.getByRole("button", { name: "Publish now" })).toBeTruthy();
    const publish = saves(calls).find((call) => call.url.endsWith("/publish"));
    expect(publish?.body).toEqual({ publishAt: new Date("2099-12-01T09:30").toISOString() });
    expect(screen.getByText(/^Scheduled for/)).toBeTruthy();
  });

  it("asks before deleting, then goes back to the list", async () => {
    const calls = mockContentApi((call) =>
      call.method === "DELETE"
        ? { status: 204 }
        : call.method === "GET"
          ? { status: 200, body: articleItem() }
          : previewAnswer,
    );
    const { onClose } = editor({ id: 7 });
    await screen.findByDisplayValue(sampleArticle.title);
    fireEvent.click(screen.getByRole("button", { name: "Delete" }));
    expect(saves(calls).some((call) => call.method === "DELETE")).toBe(false);
    const dialog = screen.getByRole("dialog", { name: "Delete article" });
    fireEvent.click(dialog.querySelector("button.bg-red-600") as HTMLElement);
    await waitFor(() => expect(onClose).toHaveBeenCalledWith(true));
    expect(saves(calls).filter((call) => call.method === "DELETE")).toHaveLength(1);
  });

  it("warns before leaving with unsaved changes", () => {
    mockContentApi(() => previewAnswer);
    const { onClose } = editor();
    type("Title", "Something");
    expect(screen.getByText("Unsaved changes.")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Back to the list" }));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole("button", { name: "Leave without saving" }));
    expect(onClose).toHaveBeenCalledWith(false);
  });
});

describe("saving while typing", () => {
  it("keeps what was typed after the request left, and shows it as unsaved", async () => {
    let answer: (value: Response) => void = () => undefined;
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string, init: RequestInit = {}) => {
        if (init.method === "PUT") return new Promise<Response>((resolve) => (answer = resolve));
        const body = url === CONTENT_MARKDOWN_PREVIEW_API_PATH ? { html: "" } : articleItem();
        return Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));
      }),
    );
    editor({ id: 7 });
    await screen.findByDisplayValue(sampleArticle.title);
    type("Title", "Sent title");
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    type("Title", "Typed while saving");
    const stored = articleItem({}, { ...sampleArticle, title: "Sent title" });
    await act(async () => answer(new Response(JSON.stringify(stored), { status: 200 })));
    await screen.findByRole("button", { name: "Save draft" });
    expect(field("Title").value).toBe("Typed while saving");
    expect(screen.getByText("Unsaved changes.")).toBeTruthy();
  });
});

describe("a case study", () => {
  it("has every field of the contract, the steps, figures and testimonial, each with its own message", () => {
    const calls = mockContentApi(() => previewAnswer);
    editor({ kind: "case-study" });
    expect(screen.getByRole("heading", { name: "New case study" })).toBeTruthy();
    for (const label of ["Client", "Industry", "Service", "Headline metric", "Timeframe", "Duration", "Card text"]) {
      expect(field(label)).toBeTruthy();
    }
    for (const step of [1, 2, 3, 4, 5]) expect(field(`Step ${step}`)).toBeTruthy();
    for (const result of ["ROAS", "Conversions", "Reach", "Cost per click", "Engagement", "Revenue"]) {
      expect(field(`${result}: figure`)).toBeTruthy();
      expect(field(`${result}: what it means`)).toBeTruthy();
    }
    for (const card of [1, 2, 3]) expect(field(`Card figure ${card}: label`)).toBeTruthy();
    expect(field("Quote")).toBeTruthy();
    expect(screen.queryByLabelText("Body (Markdown)")).toBeNull();

    type("Timeframe", "a while");
    fireEvent.click(screen.getByRole("button", { name: "Save draft" }));
    expect(messageOf(field("Timeframe"))).toBe('Write the timeframe as "6 weeks" or "3 months".');
    expect(messageOf(field("Step 3"))).toBe("Please enter a strategy step.");
    expect(messageOf(field("Revenue: what it means"))).toBe("Please enter what the figure means.");
    expect(messageOf(field("Who said it"))).toBe("Please enter who said it.");
    expect(field("Timeframe").value).toBe("a while");
    expect(calls).toHaveLength(0);
  });
});

describe("the body's live preview", () => {
  it("asks the server once typing pauses, and shows its HTML", async () => {
    vi.useFakeTimers();
    const calls = mockContentApi(() => ({ status: 200, body: { html: "<h2>Start here</h2>" } }));
    editor();
    const previews = () => calls.filter((call) => call.url === CONTENT_MARKDOWN_PREVIEW_API_PATH);
    type("Body (Markdown)", "## S");
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS / 2));
    type("Body (Markdown)", "## Sta");
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS / 2));
    type("Body (Markdown)", "## Start here");
    await act(() => vi.advanceTimersByTimeAsync(PREVIEW_DELAY_MS - 1));
    expect(previews()).toHaveLength(0);
    expect(screen.getByText("Updating...")).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(previews()).toHaveLength(1);
    expect(previews()[0]?.body).toEqual({ markdown: "## Start here" });
    const region = screen.getByRole("region", { name: "Preview" });
    expect(region.querySelector("h2")?.textContent).toBe("Start here");
    // The public article's own body styles.
    expect(region.querySelector("h2")?.parentElement?.className).toBe("article-body");
  });
});

describe("inserting an image into the body", () => {
  it("uploads it and puts its Markdown where the cursor was", async () => {
    const calls = mockContentApi((call) =>
      call.url.startsWith("/api/admin/content/images")
        ? { status: 201, body: { src: "/images/uploads/def456-1600.webp", width: 1600, height: 900, markdown: "" } }
        : previewAnswer,
    );
    editor();
    const body = field("Body (Markdown)");
    type("Body (Markdown)", "First paragraph.\n\nLast paragraph.");
    body.setSelectionRange(16, 16);
    fireEvent.select(body);
    fireEvent.click(screen.getByRole("button", { name: "Insert image" }));
    fireEvent.click(screen.getByRole("button", { name: "Upload and insert" }));
    expect(messageOf(field("Image description"))).toMatch(/at least 15 characters/);
    const png = new File([new Uint8Array([137, 80, 78, 71])], "chart.png", { type: "image/png" });
    fireEvent.change(field("Image file"), { target: { files: [png] } });
    type("Image description", "A chart of [monthly] orders");
    fireEvent.click(screen.getByRole("button", { name: "Upload and insert" }));
    await waitFor(() =>
      expect(field("Body (Markdown)").value).toBe(
        "First paragraph.\n\n![A chart of \\[monthly\\] orders](/images/uploads/def456-1600.webp)\n\nLast paragraph.",
      ),
    );
    const upload = calls.find((call) => call.url.startsWith("/api/admin/content/images"));
    expect(upload?.url).toBe("/api/admin/content/images?use=body");
    expect(upload?.body).toBe(png);
  });
});
