import { describe, expect, it, vi } from "vitest";
import { render, screen, waitFor } from "@testing-library/react";
import { CaptchaField, fakeCaptcha } from "./captcha";

describe("captcha stand-in", () => {
  it("reports 'off' at once and renders nothing by default", () => {
    const onChange = vi.fn();
    const { container } = render(<CaptchaField onChange={onChange} />);
    expect(onChange).toHaveBeenCalledWith("off");
    expect(container).toBeEmptyDOMElement();
  });

  it("reports the chosen payload after the chosen delay", async () => {
    fakeCaptcha.payload = "solved";
    fakeCaptcha.delayMs = 20;
    const onChange = vi.fn();
    render(<CaptchaField onChange={onChange} />);
    expect(screen.getByTestId("captcha")).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
    await waitFor(() => expect(onChange).toHaveBeenCalledWith("solved"));
  });
});
