// @vitest-environment happy-dom
import { act, useRef, useState } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { afterEach, describe, expect, it } from "vitest";
import { useTypedBeforeHydration } from "./use-typed-before-hydration.ts";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A sign-in-like form whose controls are controlled, as the admin's and my-data's are. */
function Form({ keep }: { keep: boolean }) {
  const [name, setName] = useState("");
  const [kind, setKind] = useState("copy");
  const formRef = useRef<HTMLFormElement>(null);
  // Without setters the hook does nothing: the second test shows what it prevents.
  useTypedBeforeHydration(formRef, keep ? { name: setName, kind: setKind } : {});
  return (
    <form ref={formRef}>
      <input aria-label="Name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      {["copy", "erase"].map((value) => (
        <input
          key={value}
          type="radio"
          name="kind"
          value={value}
          checked={kind === value}
          onChange={() => setKind(value)}
        />
      ))}
      <output>{`${name}|${kind}`}</output>
    </form>
  );
}

let root: Root | undefined;
afterEach(() => {
  act(() => root?.unmount());
  document.body.innerHTML = "";
});

/** Prerenders the form, types into it as a visitor would before the script, then hydrates. */
function typeThenHydrate(keep: boolean) {
  const container = document.createElement("div");
  container.innerHTML = renderToString(<Form keep={keep} />);
  document.body.append(container);
  container.querySelector<HTMLInputElement>('input[name="name"]')!.value = "Asha";
  container.querySelector<HTMLInputElement>('input[value="erase"]')!.checked = true;
  act(() => {
    root = hydrateRoot(container, <Form keep={keep} />);
  });
  return container;
}

describe("useTypedBeforeHydration", () => {
  it("takes what was typed before hydration into the state, so it is sent and stays", () => {
    const container = typeThenHydrate(true);
    expect(container.querySelector("output")?.textContent).toBe("Asha|erase");
    expect(container.querySelector<HTMLInputElement>('input[name="name"]')!.value).toBe("Asha");
  });

  it("is needed: without it the state stays empty while the box shows the text", () => {
    const container = typeThenHydrate(false);
    expect(container.querySelector("output")?.textContent).toBe("|copy");
  });
});
