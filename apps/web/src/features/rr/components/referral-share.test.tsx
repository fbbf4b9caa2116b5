import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { clearToasts, Toaster } from "@/components/toast";
import { setLanguage } from "@/lib/i18n";
import { ReferralShare } from "./referral-share";

const link = "https://shubhobibaho.in/register/K7PD2XM";

function renderShare() {
  render(
    <>
      <ReferralShare link={link} />
      <Toaster />
    </>,
  );
  return userEvent.setup();
}
function setShare(share: ((data: ShareData) => Promise<void>) | undefined) {
  Object.defineProperty(navigator, "share", { value: share, configurable: true, writable: true });
}

afterEach(() => {
  setShare(undefined);
  clearToasts();
  setLanguage("en");
});

describe("the RR's registration link", () => {
  it("shows the full link and copies it, saying so in a toast", async () => {
    const user = renderShare();
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    expect(screen.getByTestId("refer-link")).toHaveTextContent(link);
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(writeText).toHaveBeenCalledWith(link);
    expect(await screen.findByText("Link copied")).toBeInTheDocument();
  });

  it("says when the link could not be copied", async () => {
    const user = renderShare();
    const writeText = vi.fn(async () => Promise.reject(new Error("denied")));
    Object.defineProperty(navigator, "clipboard", { value: { writeText }, configurable: true });
    await user.click(screen.getByRole("button", { name: "Copy link" }));
    expect(await screen.findByText("Could not copy. Select the link and copy it.")).toBeInTheDocument();
  });

  it("opens the phone's share sheet with the message and the link when there is one", async () => {
    const share = vi.fn(async () => undefined);
    setShare(share);
    const user = renderShare();
    expect(screen.queryByRole("link", { name: "WhatsApp" })).not.toBeInTheDocument();
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(share).toHaveBeenCalledWith({
      title: "Shubho Bibaho",
      text: "Post your family's matrimonial ad on Shubho Bibaho. Register with my referral link:",
      url: link,
    });
  });

  it("keeps the sheet when the RR closes it, and offers WhatsApp and SMS when it fails", async () => {
    setShare(vi.fn(async () => Promise.reject(new DOMException("closed", "AbortError"))));
    const user = renderShare();
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(screen.getByRole("button", { name: "Share" })).toBeInTheDocument();
    setShare(vi.fn(async () => Promise.reject(new DOMException("no", "NotAllowedError"))));
    await user.click(screen.getByRole("button", { name: "Share" }));
    expect(await screen.findByRole("link", { name: "WhatsApp" })).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "SMS" })).toBeInTheDocument();
  });

  it("without a share sheet, links to WhatsApp and SMS with the message in the RR's language", () => {
    setLanguage("bn");
    renderShare();
    expect(screen.queryByRole("button", { name: "শেয়ার করুন" })).not.toBeInTheDocument();
    const message = `শুভ বিবাহে আপনার পরিবারের পাত্র-পাত্রীর বিজ্ঞাপন দিন। আমার রেফারেল লিঙ্কে রেজিস্ট্রেশন করুন: ${link}`;
    const whatsapp = screen.getByRole("link", { name: "হোয়াটসঅ্যাপ" });
    expect(whatsapp).toHaveAttribute("href", `https://wa.me/?text=${encodeURIComponent(message)}`);
    expect(whatsapp).toHaveAttribute("target", "_blank");
    expect(screen.getByRole("link", { name: "এসএমএস" })).toHaveAttribute("href", `sms:?&body=${encodeURIComponent(message)}`);
    expect(screen.getByRole("button", { name: "লিঙ্ক কপি করুন" })).toBeInTheDocument();
  });
});
