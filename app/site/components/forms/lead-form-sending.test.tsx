// @vitest-environment happy-dom
import { act, cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { afterEach, describe, expect, it, vi } from "vitest";
import { IDEMPOTENCY_FIELD, IDEMPOTENCY_KEY_PATTERN, NO_SCRIPT_FORM_KEY } from "#contracts/leads/idempotency.ts";
import { ContactForm } from "./contact-form.tsx";
import { SUCCESS_SCREEN_MS } from "./use-lead-form.ts";

// What a visitor on a slow phone sees after tapping Send: the button busy at once, one request
// however often it is tapped, and, once the thank-you is over, a note that stays.

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const form = () => (
  <MemoryRouter>
    <ContactForm />
  </MemoryRouter>
);

function keyOf(container: HTMLElement): string | undefined {
  return container.querySelector<HTMLInputElement>(`input[name="${IDEMPOTENCY_FIELD}"]`)?.value;
}

function fill() {
  fireEvent.change(screen.getByLabelText(/Full Name/), { target: { value: "Asha Verma" } });
  fireEvent.change(screen.getByLabelText(/Contact Number/), { target: { value: "+91 98765 43210" } });
  fireEvent.change(screen.getByLabelText(/Email Address/), { target: { value: "asha@example.in" } });
  fireEvent.change(screen.getByLabelText(/Message/), { target: { value: "We need more leads." } });
}

describe("a lead form while it sends", () => {
  it("holds the no-script key when prerendered and a random key of its own once hydrated", () => {
    const html = renderToString(form());
    expect(html).toContain(`name="${IDEMPOTENCY_FIELD}" value="${NO_SCRIPT_FORM_KEY}"`);
    const { container } = render(form());
    const key = keyOf(container);
    expect(key).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(key).not.toBe(NO_SCRIPT_FORM_KEY);
  });

  it("is busy from the first tap and sends once however often it is tapped, with the form's key", async () => {
    let answer!: (response: Response) => void;
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal("fetch", fetch);
    const { container } = render(form());
    fill();
    const key = keyOf(container);
    const button = screen.getByRole("button", { name: /Send Message/ });
    fireEvent.click(button);
    // Before anything is loaded or checked, the button is already busy.
    expect(button).toHaveProperty("disabled", true);
    expect(button.getAttribute("aria-busy")).toBe("true");
    expect(button.textContent).toBe("Sending Message...");
    fireEvent.submit(button.closest("form")!);
    fireEvent.submit(button.closest("form")!);
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(1));
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body[IDEMPOTENCY_FIELD]).toBe(key);
    await act(async () => answer(new Response(JSON.stringify({ id: 7 }), { status: 201 })));
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it("comes back after the thank-you with a lasting note, a Book a call link and a new key", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => new Response(JSON.stringify({ id: 7 }), { status: 201 })),
    );
    const { container } = render(form());
    const firstKey = keyOf(container);
    fill();
    fireEvent.click(screen.getByRole("button", { name: /Send Message/ }));
    await screen.findByText("Thank You!");
    // The spec's thank-you stays its 3 seconds, then the form comes back.
    await screen.findByText(/^Sent at/, {}, { timeout: SUCCESS_SCREEN_MS + 2000 });
    const note = screen.getByRole("status");
    expect(note.textContent).toMatch(
      /^Sent at \d{1,2}:\d{2}\s?(am|pm|AM|PM)?\. We reply within 24 hours; the confirmation is in your inbox\./,
    );
    expect(screen.getByRole("link", { name: "Book a call now" }).getAttribute("href")).toBe("/book");
    expect(screen.getByLabelText(/Full Name/)).toHaveProperty("value", "");
    expect(keyOf(container)).toMatch(IDEMPOTENCY_KEY_PATTERN);
    expect(keyOf(container)).not.toBe(firstKey);
  });
});
