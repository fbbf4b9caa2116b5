import { afterEach, describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { MemoryRouter } from "react-router";
import { setLanguage } from "@/lib/i18n";
import { fakeNetwork, ok } from "@/test/network";
import { FaqPage } from "./faq-page";

const faqs = [
  { id: 1, question: "Is it free?", questionBn: "এটা কি বিনামূল্যে?", answer: "Posting a text ad is free.", answerBn: null },
  { id: 2, question: "How do I pay?", questionBn: null, answer: "UPI or card.", answerBn: "ইউপিআই বা কার্ডে।" },
];
const show = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <FaqPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

afterEach(() => setLanguage("en"));

describe("/faq", () => {
  it("shows the admin's questions in order, in English", async () => {
    fakeNetwork({ "GET /api/faqs": ok({ faqs }) });
    show();
    expect(screen.getByRole("heading", { level: 1, name: "Frequently asked questions" })).toBeInTheDocument();
    const items = await screen.findAllByTestId("faq-item");
    expect(items.map((i) => i.querySelector("summary")?.textContent)).toEqual(["Is it free?+", "How do I pay?+"]);
  });

  it("in Bengali shows the Bengali text where it is filled, else the English", async () => {
    setLanguage("bn");
    fakeNetwork({ "GET /api/faqs": ok({ faqs }) });
    show();
    expect(screen.getByRole("heading", { level: 1, name: "সাধারণ প্রশ্নোত্তর" })).toBeInTheDocument();
    expect(await screen.findByText("এটা কি বিনামূল্যে?")).toBeInTheDocument();
    expect(screen.getByText("Posting a text ad is free.")).toBeInTheDocument();
    expect(screen.getByText("How do I pay?")).toBeInTheDocument();
    expect(screen.getByText("ইউপিআই বা কার্ডে।")).toBeInTheDocument();
  });

  it("says so when there are no questions", async () => {
    fakeNetwork({ "GET /api/faqs": ok({ faqs: [] }) });
    show();
    expect(await screen.findByText("No questions have been added yet.")).toBeInTheDocument();
  });
});
