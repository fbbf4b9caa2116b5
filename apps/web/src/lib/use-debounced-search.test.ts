import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { act, renderHook } from "@testing-library/react";
import { useDebouncedSearch } from "./use-debounced-search";

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe("useDebouncedSearch", () => {
  it("sends the trimmed text once typing pauses, and goes back to page 1 only then", () => {
    const { result } = renderHook(() => useDebouncedSearch(400));
    act(() => result.current.setPage(3));
    act(() => result.current.setText(" pri"));
    act(() => vi.advanceTimersByTime(200));
    act(() => result.current.setText(" priya "));
    act(() => vi.advanceTimersByTime(399));
    expect(result.current.search).toBe("");
    expect(result.current.page).toBe(3);
    act(() => vi.advanceTimersByTime(1));
    expect(result.current.search).toBe("priya");
    expect(result.current.page).toBe(1);
  });

  it("keeps the page when only spaces around the same words change", () => {
    const { result } = renderHook(() => useDebouncedSearch(400));
    act(() => result.current.setText("priya"));
    act(() => vi.advanceTimersByTime(400));
    act(() => result.current.setPage(2));
    act(() => result.current.setText("priya  "));
    act(() => vi.advanceTimersByTime(1000));
    expect(result.current.search).toBe("priya");
    expect(result.current.page).toBe(2);
  });
});
