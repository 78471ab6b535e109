/** Markdown-table formatting, so the printed report can be pasted into docs/performance.md. */

export function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(" | ")} |`;
  return [line(header), line(header.map(() => "---")), ...rows.map(line)].join("\n");
}

export const ms = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "n/a" : `${Math.round(value)} ms`);
export const seconds = (value: number | undefined) => (value === undefined ? "n/a" : `${(value / 1000).toFixed(1)} s`);
export const kb = (bytes: number | undefined) =>
  bytes === undefined || Number.isNaN(bytes) ? "n/a" : `${(bytes / 1024).toFixed(1)} KB`;
export const mb = (bytes: number | undefined) => (bytes === undefined ? "n/a" : `${Math.round(bytes / 1024 / 1024)} MB`);
export const cls = (value: number | undefined) => (value === undefined || Number.isNaN(value) ? "n/a" : value.toFixed(3));
export const times = (value: number | undefined) => (value === undefined ? "n/a" : `${value.toFixed(2)}×`);
