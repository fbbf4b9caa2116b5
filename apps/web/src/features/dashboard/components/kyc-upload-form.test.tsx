import { describe, expect, it } from "vitest";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { fakeNetwork, ok } from "@/test/network";
import { KycPage } from "./kyc-page";

describe("KYC upload form", () => {
  it("asks for a document and refuses one over 5 MB before uploading", async () => {
    const { calls } = fakeNetwork({ "GET /api/dashboard/kyc": ok({ status: "none", documents: [] }) });
    const qc = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    render(
      <QueryClientProvider client={qc}>
        <KycPage />
      </QueryClientProvider>,
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole("button", { name: "Upload document" }));
    expect(await screen.findByText("Please choose a document to upload")).toBeInTheDocument();
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], "id.jpg", { type: "image/jpeg" });
    await user.upload(screen.getByLabelText("Document file"), big);
    expect(await screen.findByText("The document must be at most 5 MB.")).toBeInTheDocument();
    expect(screen.getByLabelText("Document file")).toHaveAttribute("aria-invalid", "true");
    await user.click(screen.getByRole("button", { name: "Upload document" }));
    expect(calls).toHaveLength(1);
    await user.upload(screen.getByLabelText("Document file"), new File(["x"], "id.jpg", { type: "image/jpeg" }));
    expect(screen.getByText("A photo (JPEG, PNG or WebP) or a PDF, up to 5 MB.")).toBeInTheDocument();
  });
});
