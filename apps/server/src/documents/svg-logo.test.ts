import PDFDocument from 'pdfkit';
import { describe, expect, it } from 'vitest';
import { pdfContent } from '../test-support/pdf-text.js';
import { drawSvgLogo, parseSvgLogo, type SvgLogo } from './svg-logo.js';

const drawn = async (logo: SvgLogo): Promise<string> => {
  const pdf = new PDFDocument({ size: 'A6', compress: true });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve) => pdf.on('end', () => resolve(Buffer.concat(chunks))));
  drawSvgLogo(pdf, logo, 10, 10, 100, 50);
  pdf.end();
  return pdfContent(await done).join('\n');
};

describe('SVG logos in PDFs', () => {
  it('reads the viewBox and the shapes, nested groups with their paint, and leaves out what is not painted in place', () => {
    const logo = parseSvgLogo(`<?xml version="1.0"?>
      <svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 100" width="400">
        <title>Museum</title>
        <defs><linearGradient id="g"><stop offset="0"/></linearGradient><path id="hidden" d="M0 0"/></defs>
        <!-- <circle r="9"/> -->
        <g fill="#123456" transform="translate(10 5)">
          <rect x="0" y="0" width="20" height="10" rx="2"/>
          <g style="stroke: #abcdef; stroke-width: 3"><polygon points="0,0 10,0 5,8"/></g>
        </g>
        <text x="0" y="90">Museum</text>
        <circle cx="150" cy="50" r="40" fill="none" stroke="red"/>
      </svg>`);
    expect(logo?.viewBox).toEqual([0, 0, 200, 100]);
    const [group, circle] = logo?.root.children ?? [];
    expect(group).toMatchObject({ kind: 'group', attributes: { fill: '#123456', transform: 'translate(10 5)' } });
    expect(group?.kind === 'group' ? group.children.map((child) => (child.kind === 'shape' ? child.tag : 'group')) : []).toEqual(['rect', 'group']);
    expect(circle).toMatchObject({ kind: 'shape', tag: 'circle', attributes: { fill: 'none', stroke: 'red' } });
    expect(logo?.root.children).toHaveLength(2);
  });

  it('has no logo without a usable size', () => {
    expect(parseSvgLogo('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>')).toBeNull();
    expect(parseSvgLogo('not an svg')).toBeNull();
  });

  it('draws the shapes scaled into the box, centred, each with its own fill and stroke', async () => {
    const logo = parseSvgLogo('<svg viewBox="0 0 100 100"><rect width="100" height="100" fill="#ff0000"/><path d="M10 10 L90 90" stroke="#0000ff" stroke-width="4" fill="none"/></svg>');
    if (logo === null) throw new Error('no logo');
    const content = await drawn(logo);
    // A square logo in a 100 × 50 box: scaled by 0.5 and moved 25 to the right to sit in the middle.
    expect(content).toContain('1 0 0 1 35 10 cm\n0.5 0 0 0.5 0 0 cm');
    expect(content).toMatch(/0 0 100 100 re\n\/DeviceRGB cs\n1 0 0 scn\n\/Gs\d+ gs\nf\n/);
    expect(content).toMatch(/10 10 m\n90 90 l\n\/DeviceRGB CS\n0 0 1 SCN\n\/Gs\d+ gs\n4 w\nS\n/);
  });
});
