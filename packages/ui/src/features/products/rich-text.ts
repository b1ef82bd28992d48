/** A piece of a paragraph: plain text or text inside `**…**`. */
export interface TextRun {
  text: string;
  bold: boolean;
}

/**
 * Splits a description into paragraphs (blank lines) and runs (`**bold**`), so the page renders
 * it as React text nodes: nothing in the data is ever parsed as HTML. An unpaired `**` stays as
 * written.
 */
export function parseRichText(source: string): TextRun[][] {
  return source
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '')
    .map(parseRuns);
}

function parseRuns(paragraph: string): TextRun[] {
  const runs: TextRun[] = [];
  const pattern = /\*\*(.+?)\*\*/g;
  let last = 0;
  for (const match of paragraph.matchAll(pattern)) {
    if (match.index > last) runs.push({ text: paragraph.slice(last, match.index), bold: false });
    runs.push({ text: match[1] ?? '', bold: true });
    last = match.index + match[0].length;
  }
  if (last < paragraph.length) runs.push({ text: paragraph.slice(last), bold: false });
  return runs;
}

/** The text without markers (meta descriptions, structured data). */
export function plainText(source: string): string {
  return source.replace(/\*\*(.+?)\*\*/g, '$1').replace(/\s*\n\s*\n\s*/g, ' ');
}
