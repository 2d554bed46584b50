// @vitest-environment happy-dom
import { act, cleanup, renderHook } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { useSignInSubmit } from "./use-sign-in-submit.ts";

afterEach(cleanup);

const formEvent = () => ({ preventDefault: vi.fn() }) as unknown as React.FormEvent<HTMLFormElement>;

describe("a sign-in step's submit", () => {
  it("stays busy after success (the page is leaving) and ignores a second submit meanwhile", async () => {
    const work = vi.fn(() => Promise.resolve());
    const { result } = renderHook(() => useSignInSubmit(work, () => "no"));
    const event = formEvent();
    await act(() => result.current.submit(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(result.current.pending).toBe(true);
    await act(() => result.current.submit(formEvent()));
    expect(work).toHaveBeenCalledTimes(1);
  });

  it("frees the button when the work stays on the page for a next step", async () => {
    const { result } = renderHook(() =>
      useSignInSubmit(
        () => Promise.resolve("stay" as const),
        () => "no",
      ),
    );
    await act(() => result.current.submit(formEvent()));
    expect(result.current.pending).toBe(false);
    expect(result.current.error).toBeNull();
  });

  it("frees the button and shows the failure's message, cleared by the next try", async () => {
    const work = vi.fn().mockRejectedValueOnce(new Error("bad code")).mockResolvedValueOnce("stay");
    const { result } = renderHook(() => useSignInSubmit(work, (caught) => `Failed: ${(caught as Error).message}`));
    await act(() => result.current.submit(formEvent()));
    expect(result.current).toMatchObject({ pending: false, error: "Failed: bad code" });
    await act(() => result.current.submit(formEvent()));
    expect(result.current).toMatchObject({ pending: false, error: null });
  });
});
