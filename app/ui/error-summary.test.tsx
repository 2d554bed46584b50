// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { ErrorSummary, type FieldProblem, problemsOf } from "./error-summary.tsx";
import { TextField } from "./field.tsx";

afterEach(cleanup);

const HEADING = "Please check the highlighted fields.";
const NAME = { field: "fullName", message: "Please enter your full name." };
const EMAIL = { field: "email", message: "Please enter your email address." };

/** A form with a name and an e-mail field (ids given by useId, as the lead forms do) and a hidden one. */
function Form({ problems, reason }: { problems: FieldProblem[]; reason?: string }) {
  const errors = Object.fromEntries(problems.map(({ field, message }) => [field, message]));
  return (
    <form aria-label="Test form">
      <TextField label="Full Name" name="fullName" value="" onChange={() => undefined} error={errors.fullName} />
      <TextField label="Email Address" name="email" value="" onChange={() => undefined} error={errors.email} />
      <input type="hidden" id="form-token" name="token" value="x" />
      <ErrorSummary heading={HEADING} problems={problems} reason={reason} />
    </form>
  );
}

describe("the error summary", () => {
  it("has the form's message as its heading and each problem as a link to its field", () => {
    render(<Form problems={[NAME, EMAIL]} />);
    const summary = screen.getByRole("group", { name: HEADING });
    expect(within(summary).getByRole("heading", { level: 2 }).textContent).toBe(HEADING);
    // Only the message is the live alert: the same words a form without a summary shows.
    expect(screen.getByRole("alert").textContent).toBe(HEADING);
    const links = within(summary).getAllByRole("link");
    expect(links.map((link) => link.textContent)).toEqual([
      "Please enter your full name.",
      "Please enter your email address.",
    ]);
    expect(links[0]?.getAttribute("href")).toBe(`#${screen.getByLabelText("Full Name").id}`);
    expect(links[1]?.getAttribute("href")).toBe(`#${screen.getByLabelText("Email Address").id}`);
  });

  it("takes the focus when it appears, and a link moves the focus to its field", async () => {
    render(<Form problems={[NAME, EMAIL]} />);
    const summary = screen.getByRole("group", { name: HEADING });
    await waitFor(() => expect(document.activeElement).toBe(summary));
    fireEvent.click(within(summary).getByRole("link", { name: "Please enter your email address." }));
    expect(document.activeElement).toBe(screen.getByLabelText("Email Address"));
  });

  it("is a plain error naming the server's reason when no problem is about a field the form shows", async () => {
    render(
      <Form
        problems={[
          { field: "context", message: "The visit's details are not valid." },
          { field: "token", message: "This form has expired." },
        ]}
        reason="Reload the page and send it again."
      />,
    );
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe(
      "Reload the page and send it again.The visit's details are not valid.This form has expired.",
    );
    expect(alert.textContent).not.toContain(HEADING);
    expect(within(alert).queryByRole("heading")).toBeNull();
    expect(within(alert).queryAllByRole("link")).toHaveLength(0);
    await waitFor(() => expect(document.activeElement).toBe(alert));
  });

  it("links the shown fields and still says, without a link, what is wrong with one not shown", () => {
    render(<Form problems={[EMAIL, { field: "context", message: "The visit's details are not valid." }]} />);
    const summary = screen.getByRole("group", { name: HEADING });
    expect(
      within(summary)
        .getAllByRole("link")
        .map((link) => link.textContent),
    ).toEqual(["Please enter your email address."]);
    expect(
      within(summary)
        .getAllByRole("listitem")
        .map((item) => item.textContent),
    ).toEqual(["Please enter your email address.", "The visit's details are not valid."]);
  });
});

describe("problemsOf", () => {
  it("lists the non-empty messages in order, leaving out the keys that name no field", () => {
    expect(problemsOf({ form: "Refused.", title: "Please enter a title.", slug: "" }, ["form"])).toEqual([
      { field: "title", message: "Please enter a title." },
    ]);
  });
});
