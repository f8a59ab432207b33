/**
 * The demo's "photo of a notebook page": a lined page with a few strokes of handwriting drawn as SVG
 * paths (no font needed), encoded as the upload pipeline stores photos (WebP).
 */
import sharp from 'sharp';

export async function notebookPhoto(seed: number): Promise<Buffer> {
  const width = 1200;
  const height = 1600;
  const lines = Array.from({ length: 30 }, (_, index) => 120 + index * 48)
    .map((y) => `<line x1="0" y1="${y}" x2="${width}" y2="${y}" stroke="#b9cbe6" stroke-width="2"/>`)
    .join('');
  /* Wavy strokes stand for the written lines; `seed` varies their length from work to work. */
  const writing = Array.from({ length: 12 }, (_, index) => {
    const y = 160 + index * 96;
    const end = 500 + ((seed * 97 + index * 131) % 560);
    const wave = Array.from({ length: Math.floor((end - 120) / 40) }, (_, step) => {
      const x = 120 + step * 40;
      return `Q ${x + 10} ${y - 16 - ((step + index) % 3) * 4} ${x + 20} ${y} T ${x + 40} ${y}`;
    }).join(' ');
    return `<path d="M 120 ${y} ${wave}" fill="none" stroke="#1f2a6b" stroke-width="5" stroke-linecap="round"/>`;
  }).join('');
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">` +
    `<rect width="100%" height="100%" fill="#fdfcf7"/>${lines}` +
    `<line x1="90" y1="0" x2="90" y2="${height}" stroke="#e7a1a1" stroke-width="3"/>${writing}</svg>`;
  return sharp(Buffer.from(svg)).webp({ quality: 80 }).toBuffer();
}
