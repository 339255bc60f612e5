// Prints rows as a plain-text table, each column as wide as its widest cell.
export function printTable(header, rows) {
  const table = [header, ...rows];
  const widths = header.map((_, i) => Math.max(...table.map((row) => String(row[i]).length)));
  for (const row of table)
    console.log(
      row
        .map((cell, i) => String(cell).padEnd(widths[i]))
        .join("  ")
        .trimEnd(),
    );
}
