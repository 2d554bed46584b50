// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { MSG_INVALID_FIELDS } from "#contracts/leads/form-constants.ts";
import { ContactForm } from "./contact-form.tsx";
import { MyDataForm } from "./my-data-form.tsx";

// A refused lead form: the error summary lists each field to correct as a link to it and takes
// the focus; a refusal naming no field of the form says what is wrong instead.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderForm() {
  render(
    <MemoryRouter>
      <ContactForm />
    </MemoryRouter>,
  );
}

function fill() {
  fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: "Asha Verma" } });
  fireEvent.change(screen.getByLabelText(/Contact Number/), { target: { value: "+91 98765 43210" } });
  fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: "asha@example.in" } });
  fireEvent.change(screen.getByLabelText(/Message/), { target: { value: "We need more leads." } });
}

const send = () => fireEvent.click(screen.getByRole("button", { name: /Send Message/ }));

describe("a refused lead form", () => {
  it("lists each field to correct as a link, takes the focus, and goes once all are corrected", async () => {
    const fetch = vi.fn();
    vi.stubGlobal("fetch", fetch);
    renderForm();
    fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: "asha@example.in" } });
    fireEvent.change(screen.getByLabelText(/Message/), { target: { value: "We need more leads." } });
    // Submitted as the browser would after its own checks (happy-dom stops at `required`).
    fireEvent.submit(screen.getByRole("form", { name: "Contact form" }));
    const summary = await screen.findByRole("group", { name: MSG_INVALID_FIELDS });
    expect(screen.getByRole("alert").textContent).toBe(MSG_INVALID_FIELDS);
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.getAttribute("href"))).toEqual([
      `#${screen.getByLabelText(/Full Name/).id}`,
      `#${screen.getByLabelText(/Contact Number/).id}`,
    ]);
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(links[1]!);
    expect(document.activeElement).toBe(screen.getByLabelText(/Contact Number/));
    expect(fetch).not.toHaveBeenCalled();
    // Both corrected: no "check the highlighted fields" with none highlighted.
    fill();
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("says what the server refused when it names no field of the form, never 'the highlighted fields'", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({ error: MSG_INVALID_FIELDS, fields: { context: "The visit's details are not valid." } }),
            { status: 400 },
          ),
      ),
    );
    renderForm();
    fill();
    send();
    await waitFor(() => expect(screen.getByRole("alert").textContent).toBe("The visit's details are not valid."));
    expect(within(screen.getByRole("alert")).queryAllByRole("link")).toHaveLength(0);
    expect(screen.getByLabelText(/Full Name/).getAttribute("aria-invalid")).toBeNull();
  });
});

describe("a refused my-data request", () => {
  it("links the server's field messages, the choice of request included, instead of no summary at all", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              error: "Please check the request.",
              fields: { email: "Please enter your email address.", kind: "Choose what we should do." },
            }),
            { status: 400 },
          ),
      ),
    );
    render(<MyDataForm />);
    fireEvent.submit(screen.getByRole("form", { name: "Ask about your data" }));
    const summary = await screen.findByRole("group", { name: "Please check the request." });
    expect(screen.getByRole("alert").textContent).toBe("Please check the request.");
    const kind = within(summary).getByRole("link", { name: "Choose what we should do." });
    expect(kind.getAttribute("href")).toBe(`#${screen.getAllByRole("radio")[0]!.id}`);
    expect(within(summary).getByRole("link", { name: "Please enter your email address." })).toBeTruthy();
  });
});
