import { load } from "cheerio";
import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { ADMIN_SIGN_IN_FORM_PATH } from "#contracts/accounts/accounts.ts";
import { SetPasswordForm } from "./accounts/set-password-form.tsx";
import { SignInForm } from "./sign-in/sign-in-form.tsx";

// What the build prerenders for the admin pages, before any script runs.

describe("the prerendered sign-in form", () => {
  const $ = load(
    renderToStaticMarkup(
      <MemoryRouter>
        <SignInForm />
      </MemoryRouter>,
    ),
  );

  it("posts to the server by itself, with named fields", () => {
    const form = $("form");
    expect(form.attr("method")).toBe("post");
    expect(form.attr("action")).toBe(ADMIN_SIGN_IN_FORM_PATH);
    expect(form.find('input[name="username"]').attr("required")).toBeDefined();
    expect(form.find('input[name="password"]').attr("type")).toBe("password");
    expect(form.find('button[type="submit"]').text()).toBe("Sign In");
  });

  it("holds no demo credentials (the server tells them at run time)", () => {
    expect($.text()).not.toContain("Demo credentials");
    expect($.text()).not.toContain("crestline-demo");
  });
});

describe("the prerendered set-password page", () => {
  const $ = load(renderToStaticMarkup(<SetPasswordForm />));

  it("asks for the new password twice and waits for its script before it can send", () => {
    expect($("h1").text()).toBe("Set your password");
    const labels = $("label")
      .map((_, label) => $(label).text().replace("*", "").trim())
      .get();
    expect(labels).toEqual(["New password", "Confirm new password"]);
    expect($('input[type="password"]')).toHaveLength(2);
    expect($('button[type="submit"]').attr("disabled")).toBeDefined();
    expect($("form").attr("method")).toBeUndefined();
  });
});
