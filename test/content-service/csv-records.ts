// Test helper: reads CSV back as RFC 4180 defines it (quoted fields, doubled quotes, CRLF records), strictly,
// so a stray bare LF or an unbalanced quote in what we write fails the test that reads it.

export function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  let record: string[] = [];
  let field = "";
  let quoted = false;
  let i = 0;
  while (i < text.length) {
    const char = text[i];
    if (quoted) {
      if (char === '"' && text[i + 1] === '"') {
        field += '"';
        i += 2;
      } else if (char === '"') {
        quoted = false;
        i += 1;
      } else {
        field += char;
        i += 1;
      }
    } else if (char === '"' && field === "") {
      quoted = true;
      i += 1;
    } else if (char === ",") {
      record.push(field);
      field = "";
      i += 1;
    } else if (char === "\r" && text[i + 1] === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
      i += 2;
    } else if (char === "\r" || char === "\n" || char === '"') {
      throw new Error(`bare ${JSON.stringify(char)} outside quotes at offset ${i}`);
    } else {
      field += char;
      i += 1;
    }
  }
  if (quoted) throw new Error("unterminated quoted field");
  if (field !== "" || record.length > 0) throw new Error("last record does not end with CRLF");
  return records;
}
