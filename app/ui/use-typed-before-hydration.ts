import { type RefObject, useEffect, useRef } from "react";

/**
 * A prerendered form can be typed into before its script has run. Hydration leaves what the
 * DOM holds, but a controlled control's state starts empty and the next render would wipe
 * it: on mount, each named control's value (a radio group's checked value) goes to its setter.
 */
export function useTypedBeforeHydration(
  formRef: RefObject<HTMLFormElement | null>,
  setters: Readonly<Record<string, (value: string) => void>>,
) {
  const first = useRef(setters);
  useEffect(() => {
    const form = formRef.current;
    if (!form) return;
    for (const [name, set] of Object.entries(first.current)) {
      const control = form.elements.namedItem(name);
      const value = control && "value" in control ? control.value : "";
      if (typeof value === "string" && value !== "") set(value);
    }
  }, [formRef]);
}
