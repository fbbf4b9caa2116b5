import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork } from "@/test/network";
import { RegistrationPage } from "./registration-page";

function renderPage() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  render(
    <QueryClientProvider client={client}>
      <RegistrationPage onRegistered={vi.fn()} />
    </QueryClientProvider>,
  );
  return userEvent.setup({ applyAccept: false });
}

afterEach(() => setLanguage("en"));

describe("the registration form's language", () => {
  it("has its own switch: the form, its hints and its own checks turn Bengali, and back", async () => {
    fakeNetwork();
    const user = renderPage();
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("POST YOUR ADVERTISEMENT");
    expect(document.title).toBe("Post Your Ad — Shubho Bibaho");

    await user.click(screen.getByRole("button", { name: "বাংলায় দেখুন (Switch to Bengali)" }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("আপনার বিজ্ঞাপন দিন");
    expect(document.title).toBe("বিজ্ঞাপন দিন — শুভ বিবাহ");
    expect(screen.getByRole("button", { name: "ওটিপি পাঠান" })).toBeDisabled();
    expect(screen.getByText("আগে ওটিপি পাঠান, তারপর কোডটি এখানে লিখুন।")).toBeInTheDocument();
    // What is still missing, and the photo limits (Bengali digits in fixed texts).
    expect(screen.getByText("নিয়ম ও শর্তাবলিতে সম্মতি দিন")).toBeInTheDocument();
    expect(screen.getByText(/প্রতিটি ৫ MB পর্যন্ত · সবচেয়ে বেশি ১০টি ছবি/)).toBeInTheDocument();

    await user.click(screen.getByRole("button", { name: "Switch to English" }));
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("POST YOUR ADVERTISEMENT");
    expect(screen.getByRole("button", { name: "Send OTP" })).toBeInTheDocument();
    expect(localStorage.getItem("language")).toBe("en");
  });

  it("names a refused photo in Bengali", async () => {
    fakeNetwork();
    setLanguage("bn");
    const user = renderPage();
    await user.upload(screen.getByLabelText("ছবি বাছুন"), new File(["%PDF"], "cv.pdf", { type: "application/pdf" }));
    expect(await screen.findByText("\u201ccv.pdf\u201d কোনও ছবি নয়। JPEG, PNG বা WebP ছবি বাছুন।")).toBeInTheDocument();
  });
});
