// One YAML or JSON file parsed with its line positions, so an error can name the line of a field.
import { LineCounter, parseDocument, isNode, type Document } from "yaml";

export interface ParsedFile {
  value: unknown;
  /** The 1-based line of the value at `path`, or of its nearest existing parent. */
  lineOf(path: readonly PropertyKey[]): number;
  errors: { line: number; message: string }[];
}

export function parseYamlFile(text: string): ParsedFile {
  const lineCounter = new LineCounter();
  const doc: Document = parseDocument(text, { lineCounter, uniqueKeys: true, prettyErrors: false });
  const errors = [...doc.errors].map((error) => ({
    line: lineCounter.linePos(error.pos[0]).line,
    message: (error.message.split("\n")[0] ?? error.message).replace(/ at line \d+, column \d+:?$/, ""),
  }));
  const lineOf = (path: readonly PropertyKey[]): number => {
    for (let length = path.length; length >= 0; length -= 1) {
      const keys = path.slice(0, length).filter((key) => typeof key !== "symbol");
      const node = length === 0 ? doc.contents : doc.getIn(keys, true);
      if (isNode(node) && node.range) return lineCounter.linePos(node.range[0]).line;
    }
    return 1;
  };
  if (errors.length > 0) return { value: undefined, lineOf, errors };
  try {
    return { value: doc.toJS(), lineOf, errors };
  } catch (error) {
    // yaml stops expanding aliases past its budget (an "alias bomb": a few lines naming each other).
    const message = error instanceof Error ? error.message : String(error);
    return { value: undefined, lineOf, errors: [{ line: 1, message }] };
  }
}
