/**
 * The museum's logo is usually an SVG (the web shows the same file), which pdfkit cannot place as an
 * image. Logos are simple vector marks, so the shapes they are made of (path, circle, ellipse, rect,
 * line, polyline, polygon, nested in groups with transforms) are drawn with pdfkit's own vector calls;
 * text, gradients and what sits in <defs> are left out.
 */

type Attributes = Record<string, string>;

interface SvgGroup {
  kind: 'group';
  attributes: Attributes;
  children: SvgNode[];
}

interface SvgShape {
  kind: 'shape';
  tag: string;
  attributes: Attributes;
}

type SvgNode = SvgGroup | SvgShape;

export interface SvgLogo {
  viewBox: [number, number, number, number];
  root: SvgGroup;
}

const SHAPES = new Set(['path', 'circle', 'ellipse', 'rect', 'line', 'polyline', 'polygon']);
/** Containers whose content is never painted where it stands. */
const HIDDEN = new Set(['defs', 'clipPath', 'mask', 'symbol', 'title', 'desc', 'metadata', 'style', 'text', 'linearGradient', 'radialGradient', 'pattern']);

const parseAttributes = (source: string): Attributes => {
  const attributes: Attributes = {};
  for (const match of source.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)) attributes[match[1] ?? ''] = match[2] ?? match[3] ?? '';
  // Inline style wins over presentation attributes, as in a browser.
  for (const declaration of (attributes.style ?? '').split(';')) {
    const [name, value] = declaration.split(':').map((part) => part.trim());
    if (name && value) attributes[name] = value;
  }
  return attributes;
};

const numbers = (text: string | undefined): number[] => (text ?? '').split(/[\s,]+/).filter((part) => part !== '').map(Number);

/** Reads an SVG document into its drawable shapes; null when it has no usable size. */
export const parseSvgLogo = (svg: string): SvgLogo | null => {
  const root: SvgGroup = { kind: 'group', attributes: {}, children: [] };
  const stack: SvgGroup[] = [root];
  let hiddenDepth = 0;
  let viewBox: number[] | null = null;
  const content = svg.replace(/<!--[\s\S]*?-->/g, '');
  for (const match of content.matchAll(/<(\/?)([\w:-]+)([^>]*?)(\/?)>/g)) {
    const [, closing, tag = '', rest = '', selfClosing] = match;
    if (closing) {
      if (hiddenDepth > 0) hiddenDepth -= HIDDEN.has(tag) ? 1 : 0;
      else if (tag === 'g' && stack.length > 1) stack.pop();
      continue;
    }
    if (hiddenDepth > 0 || HIDDEN.has(tag)) {
      if (HIDDEN.has(tag) && !selfClosing) hiddenDepth += 1;
      continue;
    }
    const attributes = parseAttributes(rest);
    const parent = stack[stack.length - 1] ?? root;
    if (tag === 'svg') {
      const box = numbers(attributes.viewBox);
      viewBox = box.length === 4 ? box : [0, 0, parseFloat(attributes.width ?? ''), parseFloat(attributes.height ?? '')];
      Object.assign(root.attributes, attributes);
    } else if (tag === 'g') {
      const group: SvgGroup = { kind: 'group', attributes, children: [] };
      parent.children.push(group);
      if (!selfClosing) stack.push(group);
    } else if (SHAPES.has(tag)) {
      parent.children.push({ kind: 'shape', tag, attributes });
    }
  }
  if (viewBox === null || !viewBox.every(Number.isFinite) || (viewBox[2] ?? 0) <= 0 || (viewBox[3] ?? 0) <= 0) return null;
  const [x = 0, y = 0, width = 0, height = 0] = viewBox;
  return { viewBox: [x, y, width, height], root };
};

const INHERITED = ['fill', 'stroke', 'stroke-width', 'stroke-linecap', 'stroke-linejoin', 'fill-opacity', 'stroke-opacity', 'fill-rule'] as const;
type Paint = Partial<Record<(typeof INHERITED)[number], string>> & { opacity: number };

const inherit = (outer: Paint, attributes: Attributes): Paint => {
  const paint: Paint = { ...outer, opacity: outer.opacity * (attributes.opacity === undefined ? 1 : Number(attributes.opacity)) };
  for (const name of INHERITED) if (attributes[name] !== undefined) paint[name] = attributes[name];
  return paint;
};

const applyTransform = (pdf: PDFKit.PDFDocument, transform: string | undefined): void => {
  for (const match of (transform ?? '').matchAll(/(matrix|translate|scale|rotate)\s*\(([^)]*)\)/g)) {
    const args = numbers(match[2]);
    const [a = 0, b, c, d = 0, e = 0, f = 0] = args;
    if (match[1] === 'matrix') pdf.transform(a, b ?? 0, c ?? 0, d, e, f);
    else if (match[1] === 'translate') pdf.translate(a, b ?? 0);
    else if (match[1] === 'scale') pdf.scale(a, b ?? a);
    else pdf.rotate(a, b === undefined ? {} : { origin: [b, c ?? 0] });
  }
};

const color = (value: string | undefined): string | null => {
  if (value === undefined || value === 'none' || value.startsWith('url(')) return null;
  return value === 'currentColor' ? '#000000' : value;
};

const num = (attributes: Attributes, name: string): number => Number(attributes[name] ?? 0) || 0;

const outline = (pdf: PDFKit.PDFDocument, shape: SvgShape): void => {
  const at = shape.attributes;
  if (shape.tag === 'path') pdf.path(at.d ?? '');
  else if (shape.tag === 'circle') pdf.circle(num(at, 'cx'), num(at, 'cy'), num(at, 'r'));
  else if (shape.tag === 'ellipse') pdf.ellipse(num(at, 'cx'), num(at, 'cy'), num(at, 'rx'), num(at, 'ry'));
  else if (shape.tag === 'rect') {
    const radius = num(at, 'rx') || num(at, 'ry');
    if (radius > 0) pdf.roundedRect(num(at, 'x'), num(at, 'y'), num(at, 'width'), num(at, 'height'), radius);
    else pdf.rect(num(at, 'x'), num(at, 'y'), num(at, 'width'), num(at, 'height'));
  } else if (shape.tag === 'line') pdf.moveTo(num(at, 'x1'), num(at, 'y1')).lineTo(num(at, 'x2'), num(at, 'y2'));
  else {
    const points = numbers(at.points);
    pdf.moveTo(points[0] ?? 0, points[1] ?? 0);
    for (let index = 2; index + 1 < points.length; index += 2) pdf.lineTo(points[index] ?? 0, points[index + 1] ?? 0);
    if (shape.tag === 'polygon') pdf.closePath();
  }
};

const paintShape = (pdf: PDFKit.PDFDocument, shape: SvgShape, paint: Paint): void => {
  // A line and an open polyline have nothing to fill, as in a browser.
  const fill = shape.tag === 'line' || shape.tag === 'polyline' ? null : color(paint.fill ?? '#000000');
  const stroke = color(paint.stroke);
  if (fill === null && stroke === null) return;
  pdf.save();
  applyTransform(pdf, shape.attributes.transform);
  outline(pdf, shape);
  const rule = paint['fill-rule'] === 'evenodd' ? 'even-odd' : 'non-zero';
  if (fill !== null) pdf.fillColor(fill, paint.opacity * Number(paint['fill-opacity'] ?? 1));
  if (stroke !== null) {
    pdf.strokeColor(stroke, paint.opacity * Number(paint['stroke-opacity'] ?? 1)).lineWidth(Number(paint['stroke-width'] ?? 1));
    if (paint['stroke-linecap'] !== undefined) pdf.lineCap(paint['stroke-linecap'] as 'butt' | 'round' | 'square');
    if (paint['stroke-linejoin'] !== undefined) pdf.lineJoin(paint['stroke-linejoin'] as 'miter' | 'round' | 'bevel');
  }
  if (fill !== null && stroke !== null) pdf.fillAndStroke(rule);
  else if (fill !== null) pdf.fill(rule);
  else pdf.stroke();
  pdf.restore();
};

const paintGroup = (pdf: PDFKit.PDFDocument, group: SvgGroup, outer: Paint): void => {
  const paint = inherit(outer, group.attributes);
  pdf.save();
  applyTransform(pdf, group.attributes.transform);
  for (const child of group.children) {
    if (child.kind === 'group') paintGroup(pdf, child, paint);
    else paintShape(pdf, child, inherit(paint, child.attributes));
  }
  pdf.restore();
};

/** Draws the logo into a box of `width` × `height` at (x, y), keeping its proportions, centred. */
export const drawSvgLogo = (pdf: PDFKit.PDFDocument, logo: SvgLogo, x: number, y: number, width: number, height: number): void => {
  const [boxX, boxY, boxWidth, boxHeight] = logo.viewBox;
  const scale = Math.min(width / boxWidth, height / boxHeight);
  pdf.save();
  pdf.translate(x + (width - boxWidth * scale) / 2, y + (height - boxHeight * scale) / 2);
  pdf.scale(scale);
  pdf.translate(-boxX, -boxY);
  paintGroup(pdf, { ...logo.root, attributes: { ...logo.root.attributes, transform: '' } }, { opacity: 1 });
  pdf.restore();
};
