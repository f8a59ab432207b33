/**
 * A small valid PDF written by hand (PDF 1.4: a catalogue, one A4 page, Helvetica, a content stream
 * and a cross-reference table with the byte offsets of its objects), so the demo has a real file
 * material without a PDF library. Helvetica's standard encoding has no Cyrillic: the lines are Latin.
 */

/** A PDF string literal: backslashes and parentheses escaped; anything outside printable ASCII refused. */
function literal(text: string): string {
  if (!/^[\x20-\x7e]*$/.test(text)) throw new Error(`the demo PDF writes printable ASCII only: ${text}`);
  return `(${text.replace(/[\\()]/g, (character) => `\\${character}`)})`;
}

/** One page: `title` in 18 pt at the top, then each of `lines` in 12 pt below it. */
export function minimalPdf(title: string, lines: readonly string[]): Buffer {
  const text = [
    'BT',
    '/F1 18 Tf',
    '72 770 Td',
    `${literal(title)} Tj`,
    '/F1 12 Tf',
    '0 -32 Td',
    '16 TL',
    ...lines.map((line) => `${literal(line)} '`),
    'ET',
  ].join('\n');
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${Buffer.byteLength(text, 'latin1')} >>\nstream\n${text}\nendstream`,
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(Buffer.byteLength(pdf, 'latin1'));
    pdf += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = Buffer.byteLength(pdf, 'latin1');
  /* Each entry is exactly 20 bytes: ten digits, space, five digits, space, the type, space and newline. */
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  pdf += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1');
}
