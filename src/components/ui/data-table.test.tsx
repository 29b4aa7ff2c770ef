// @vitest-environment jsdom
import type * as React from "react";
import { cleanup, render, screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { I18nextProvider } from "react-i18next";
import { afterEach, describe, expect, it, vi } from "vitest";
import { i18n } from "~/lib/i18n";
import { Badge } from "./badge";
import { type Column, DataTable } from "./data-table";
import { FileInput } from "./file-input";
import { Pagination, pageItems } from "./pagination";

afterEach(cleanup);

interface Partner {
  id: string;
  name: string;
  order: number | null;
}
const columns: Column<Partner>[] = [
  { key: "name", header: "Name", cell: (p) => p.name, sortValue: (p) => p.name, rowHeader: true },
  { key: "order", header: "Order", cell: (p) => String(p.order ?? ""), sortValue: (p) => p.order },
];
const rows: Partner[] = [
  { id: "1", name: "Beta", order: 10 },
  { id: "2", name: "alpha", order: 2 },
  { id: "3", name: "Gamma", order: null },
];
const wrap = (node: React.ReactNode, instance = i18n) => render(<I18nextProvider i18n={instance}>{node}</I18nextProvider>);
const names = () => screen.getAllByRole("rowheader").map((cell) => cell.textContent);

describe("<DataTable>", () => {
  it("sorts by a column from its header button, ascending then descending, and says so with aria-sort", async () => {
    const onEdit = vi.fn();
    wrap(
      <DataTable
        caption="Partners"
        columns={columns}
        rows={rows}
        rowKey={(p) => p.id}
        emptyText="No partners yet."
        actionsHeader="Actions"
        rowActions={(p) => (
          <button type="button" onClick={() => onEdit(p.id)}>
            Edit <span className="sr-only">{p.name}</span>
          </button>
        )}
      />,
    );
    expect(screen.getByRole("table", { name: "Partners" })).toBeTruthy();
    expect(names()).toEqual(["Beta", "alpha", "Gamma"]);
    const nameHeader = screen.getByRole("columnheader", { name: "Name" });
    expect(nameHeader.getAttribute("aria-sort")).toBe("none");
    await userEvent.click(within(nameHeader).getByRole("button"));
    expect(nameHeader.getAttribute("aria-sort")).toBe("ascending");
    expect(names()).toEqual(["alpha", "Beta", "Gamma"]);
    await userEvent.keyboard("{Enter}");
    expect(nameHeader.getAttribute("aria-sort")).toBe("descending");
    expect(names()).toEqual(["Gamma", "Beta", "alpha"]);
    // Numbers numerically; empty values last.
    await userEvent.click(screen.getByRole("button", { name: "Order" }));
    expect(names()).toEqual(["alpha", "Beta", "Gamma"]);
    expect(nameHeader.getAttribute("aria-sort")).toBe("none");
    await userEvent.click(screen.getByRole("button", { name: "Edit Gamma" }));
    expect(onEdit).toHaveBeenCalledWith("3");
  });

  it("shows a loading row (announced) and an empty row", () => {
    const { rerender } = wrap(<DataTable caption="Partners" columns={columns} rows={[]} rowKey={(p) => p.id} loading emptyText="No partners yet." />);
    expect(screen.getByRole("status").textContent).toBe("Loading...");
    rerender(
      <I18nextProvider i18n={i18n}>
        <DataTable caption="Partners" columns={columns} rows={[]} rowKey={(p) => p.id} emptyText="No partners yet." />
      </I18nextProvider>,
    );
    expect(screen.getByRole("cell", { name: "No partners yet." }).getAttribute("colspan")).toBe("2");
    expect(screen.queryAllByTestId("partner-row")).toHaveLength(0);
  });

  it("marks each data row with rowTestId, not the header, loading or empty row", () => {
    wrap(<DataTable caption="Partners" columns={columns} rows={rows} rowKey={(p) => p.id} emptyText="None" rowTestId="partner-row" />);
    expect(screen.getAllByTestId("partner-row")).toHaveLength(rows.length);
    expect(screen.getAllByRole("row")).toHaveLength(rows.length + 1);
  });
});

describe("<Pagination>", () => {
  it("marks the current page, disables the ends, and names its landmark (in Arabic too)", async () => {
    const onPage = vi.fn();
    const ar = i18n.cloneInstance({ lng: "ar" });
    await ar.loadNamespaces("common");
    wrap(<Pagination page={1} pageCount={3} onPage={onPage} />, ar);
    const nav = screen.getByRole("navigation", { name: "التنقل بين الصفحات" });
    expect(within(nav).getByRole("button", { name: "الصفحة 1" }).getAttribute("aria-current")).toBe("page");
    expect((within(nav).getByRole("button", { name: "السابق" }) as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(within(nav).getByRole("button", { name: "التالي" }));
    expect(onPage).toHaveBeenCalledWith(2);
  });
  it("shows the first, last and neighbouring pages with gaps when there are many", () => {
    expect(pageItems(5, 10)).toEqual([1, null, 4, 5, 6, null, 10]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
  });
});

describe("<Badge> and <FileInput>", () => {
  it("a badge carries its text (the colour only repeats it)", () => {
    wrap(<Badge tone="success" data-testid="status">Approved</Badge>);
    expect(screen.getByTestId("status").textContent).toBe("Approved");
  });
  it("a file input is labelled, described by its hint and error, and shows a labelled upload progress", () => {
    wrap(<FileInput id="logo" label="Logo" hint="PNG, JPG or WebP, up to 1 MB." error="The file is too large." progress={42.4} accept="image/png" />);
    const input = screen.getByLabelText("Logo");
    expect(input.getAttribute("type")).toBe("file");
    expect(input.getAttribute("aria-describedby")).toBe("logo-hint logo-error");
    const bar = screen.getByRole("progressbar", { name: "Upload progress" });
    expect(bar.getAttribute("value")).toBe("42");
  });
});
