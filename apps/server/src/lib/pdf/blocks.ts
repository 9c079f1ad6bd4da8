/** One piece of a document, already filled with its values: documents are a single column of blocks. */
export type DocumentBlock =
  | { kind: 'title'; text: string }
  | { kind: 'subtitle'; text: string }
  | { kind: 'heading'; text: string }
  /** A short plain summary in a tinted box, above the text it sums up. */
  | { kind: 'summary'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'bullets'; items: string[] }
  | { kind: 'facts'; rows: { label: string; value: string }[] }
  | { kind: 'table'; columns: TableColumn[]; rows: string[][] }
  /** Machine figures (hashes, ids): fixed width, broken anywhere. */
  | { kind: 'code'; label: string; text: string }
  /** What follows starts on a new page. */
  | { kind: 'pageBreak' };

export interface TableColumn {
  header: string;
  /** Share of the text width. */
  width: number;
  align?: 'left' | 'right';
}

/**
 * A4 prints and archives as it is; a phone-sized page with large type serves short
 * documents read on the go.
 */
export type PageFormat = 'A4' | 'PHONE';
