import { afterEach, describe, expect, it, vi } from "vitest";
import { render, screen } from "@testing-library/react";
import type { ReactNode } from "react";
import { setLanguage } from "@/lib/i18n";
import DashboardChart from "./dashboard-chart";

// The chart library draws nothing without a laid-out page: its axes show what their tick formatter writes.
vi.mock("recharts", () => {
  const Box = ({ children }: { children?: ReactNode }) => <div>{children}</div>;
  const Nothing = () => null;
  return {
    ResponsiveContainer: Box,
    ComposedChart: Box,
    CartesianGrid: Nothing,
    XAxis: Nothing,
    Tooltip: Nothing,
    Legend: Nothing,
    Bar: Nothing,
    Line: Nothing,
    YAxis: ({ tickFormatter, yAxisId }: { tickFormatter: (v: number) => string; yAxisId: string }) => (
      <p data-testid={`axis-${yAxisId}`}>{tickFormatter(1250)}</p>
    ),
  };
});

afterEach(() => setLanguage("en"));

describe("a dashboard chart in Bengali", () => {
  it("labels a count axis in Bengali digits", () => {
    setLanguage("bn");
    render(
      <DashboardChart
        days={[{ date: "2026-11-20", registrations: 3, payments: 1, revenuePaise: 300_000, proposals: 2 }]}
        series={[
          { key: "registrations", label: "নিবন্ধন", color: "#000", kind: "bar" },
          { key: "proposals", label: "প্রস্তাব", color: "#111", kind: "line" },
        ]}
        labelledBy="chart-title"
      />,
    );
    expect(screen.getByTestId("axis-left")).toHaveTextContent("১,২৫০");
    expect(screen.getByTestId("axis-right")).toHaveTextContent("১,২৫০");
  });
});
