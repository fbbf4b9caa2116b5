import { useState } from "react";
import { afterEach, describe, expect, it } from "vitest";
import { render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { setLanguage } from "@/lib/i18n";
import { Pagination } from "../pagination";
import { DataTable, sortRows, type Column, type SortState } from "./data-table";

type Row = { id: number; name: string; age: number };
const people: Row[] = [
  { id: 1, name: "Priya", age: 29 },
  { id: 2, name: "Arjun", age: 34 },
  { id: 3, name: "Mitali", age: 25 },
];
const columns: Column<Row>[] = [
  { id: "name", header: "Name", cell: (r) => r.name, sortable: true },
  { id: "age", header: "Age", cell: (r) => String(r.age), sortable: true },
];

function People() {
  const [sort, setSort] = useState<SortState | undefined>();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const rows = sortRows(people, sort, (r, by) => (by === "age" ? r.age : r.name));
  return (
    <>
      <p>{`${selected.size} ticked`}</p>
      <DataTable
        label="People"
        rows={rows}
        rowKey={(r) => r.id}
        rowName={(r) => r.name}
        columns={columns}
        sort={sort}
        onSort={setSort}
        selection={{ selected, onChange: setSelected, rowLabel: (n) => `Select ${n}` }}
        actions={(r) => <button type="button">{`Open ${r.name}`}</button>}
      />
    </>
  );
}

afterEach(() => setLanguage("en"));

describe("DataTable", () => {
  it("draws a named table with column headers and an actions column, and a named list of cards for phones", () => {
    render(<People />);
    const table = screen.getByRole("table", { name: "People" });
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((h) => h.textContent),
    ).toEqual(["", "Name↕", "Age↕", "Actions"]);
    expect(within(table).getByRole("button", { name: "Open Arjun" })).toBeInTheDocument();
    const cards = within(screen.getByRole("list", { name: "People" })).getAllByRole("listitem");
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByText("Age")).toBeInTheDocument();
    expect(within(cards[0]).getByRole("button", { name: "Open Priya" })).toBeInTheDocument();
  });

  it("sorts by a column, says so with aria-sort, and reverses on a second click", async () => {
    const user = userEvent.setup();
    render(<People />);
    const table = screen.getByRole("table");
    const age = within(table).getByRole("columnheader", { name: /Age/ });
    expect(age).toHaveAttribute("aria-sort", "none");
    await user.click(within(age).getByRole("button"));
    expect(age).toHaveAttribute("aria-sort", "ascending");
    const names = () =>
      within(table)
        .getAllByRole("row")
        .slice(1)
        .map((r) => within(r).getAllByRole("cell")[1].textContent);
    expect(names()).toEqual(["Mitali", "Priya", "Arjun"]);
    await user.click(within(age).getByRole("button"));
    expect(age).toHaveAttribute("aria-sort", "descending");
    expect(names()).toEqual(["Arjun", "Priya", "Mitali"]);
  });

  it("ticks one row by its name, all rows of the page, and none again", async () => {
    const user = userEvent.setup();
    render(<People />);
    const table = screen.getByRole("table");
    await user.click(within(table).getByRole("checkbox", { name: "Select Arjun" }));
    expect(screen.getByText("1 ticked")).toBeInTheDocument();
    await user.click(within(table).getByRole("checkbox", { name: "Select all on this page" }));
    expect(screen.getByText("3 ticked")).toBeInTheDocument();
    await user.click(within(table).getByRole("checkbox", { name: "Select all on this page" }));
    expect(screen.getByText("0 ticked")).toBeInTheDocument();
  });

  it("draws a totals row under the named columns on a laptop and a summary card after the cards on a phone", () => {
    type Sum = { id: number; month: string; earned: string; paid: string };
    const rows: Sum[] = [
      { id: 1, month: "October", earned: "₹100", paid: "₹40" },
      { id: 2, month: "November", earned: "₹50", paid: "₹0" },
    ];
    const cols: Column<Sum>[] = [
      { id: "month", header: "Month", cell: (r) => r.month },
      { id: "earned", header: "Earned", cell: (r) => r.earned, align: "right" },
      { id: "paid", header: "Paid", cell: (r) => r.paid, align: "right" },
    ];
    const { rerender } = render(
      <DataTable label="Months" rows={rows} rowKey={(r) => r.id} columns={cols} totals={{ label: "Total", cells: { earned: "₹150" } }} />,
    );
    const table = screen.getByRole("table", { name: "Months" });
    const last = within(table).getAllByRole("row").at(-1)!;
    expect(last.parentElement?.tagName).toBe("TFOOT");
    expect(within(last).getByRole("rowheader")).toHaveTextContent("Total");
    expect(
      within(last)
        .getAllByRole("cell")
        .map((c) => c.textContent),
    ).toEqual(["₹150", ""]);
    expect(within(table).getByRole("columnheader", { name: "Earned" })).toHaveClass("text-right");
    // The phone: two month cards, then the summary naming only the summed column.
    expect(within(screen.getByRole("list", { name: "Months" })).getAllByRole("listitem")).toHaveLength(2);
    const card = screen.getByTestId("table-totals");
    expect(screen.getByRole("list", { name: "Months" }).compareDocumentPosition(card) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(within(card).getByText("Total")).toBeInTheDocument();
    expect(within(card).getByText("Earned").nextElementSibling).toHaveTextContent("₹150");
    expect(within(card).queryByText("Paid")).toBeNull();
    rerender(<DataTable label="Months" rows={rows} rowKey={(r) => r.id} columns={cols} />);
    expect(screen.queryByTestId("table-totals")).toBeNull();
    expect(screen.getByRole("table").querySelector("tfoot")).toBeNull();
    expect(within(screen.getByRole("table")).queryByRole("rowheader")).toBeNull();
  });

  it("keeps the totals row under its columns when rows are ticked and have actions", () => {
    render(
      <DataTable
        label="People"
        rows={people}
        rowKey={(r) => r.id}
        columns={columns}
        selection={{ selected: new Set<number>(), onChange: () => {}, rowLabel: (n) => `Select ${n}` }}
        actions={() => null}
        totals={{ label: "All", cells: { age: "88" } }}
      />,
    );
    const last = within(screen.getByRole("table")).getAllByRole("row").at(-1)!;
    expect(Array.from(last.children).map((c) => c.textContent)).toEqual(["", "All", "88", ""]);
  });

  it("speaks Bengali: the actions header and the select-all label", () => {
    setLanguage("bn");
    render(<People />);
    const table = screen.getByRole("table");
    expect(within(table).getByRole("columnheader", { name: "কাজ" })).toBeInTheDocument();
    expect(within(table).getByRole("checkbox", { name: "এই পাতার সবগুলি বেছে নিন" })).toBeInTheDocument();
  });
});

describe("Pagination", () => {
  it("disables the ends without fading their text, marks the current page, and takes a screen's own words", async () => {
    const user = userEvent.setup();
    const pages: number[] = [];
    render(
      <Pagination
        page={1}
        totalPages={3}
        onPage={(p) => pages.push(p)}
        labels={{ label: "Member pages", previous: "Previous", next: "Next" }}
      />,
    );
    const nav = screen.getByRole("navigation", { name: "Member pages" });
    const previous = within(nav).getByRole("button", { name: "Previous" });
    expect(previous).toBeDisabled();
    expect(previous.className).not.toMatch(/opacity/);
    expect(previous.className).not.toMatch(/(^| )transition( |$)/);
    expect(within(nav).getByRole("button", { name: "1" })).toHaveAttribute("aria-current", "page");
    await user.click(within(nav).getByRole("button", { name: "Next" }));
    expect(pages).toEqual([2]);
  });

  it("on one page draws no buttons, only the screen's own summary when it has one", () => {
    const { rerender } = render(<Pagination page={1} totalPages={1} onPage={() => {}} />);
    expect(screen.queryByRole("button")).toBeNull();
    rerender(<Pagination page={1} totalPages={1} onPage={() => {}} labels={{ summary: "Page 1 of 1" }} />);
    expect(screen.getByText("Page 1 of 1")).toBeInTheDocument();
    expect(screen.queryByRole("button")).toBeNull();
  });
});
