import { describe, expect, it } from 'vitest';
import { selfContainedSvg } from './self-contained-svg.js';

const SVG = 'xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"';
const logo = (inner: string, attributes = '') => `<svg ${SVG} width="40" height="20"${attributes}>${inner}</svg>`;
const LIMIT = 100_000;
const rewritten = (source: string): string => {
  const verdict = selfContainedSvg(source, LIMIT);
  if (!('svg' in verdict)) throw new Error(`refused as ${verdict.refused}`);
  return verdict.svg;
};
const DOT_PNG = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';

describe('a logo as drawing programs save it', () => {
  it('keeps shapes, gradients and their #links, and embedded pictures, as written', () => {
    const source = logo(
      `<defs><linearGradient id="g"><stop offset="0" stop-color="#123456"/></linearGradient></defs>` +
        `<path d="M0 0h40v20z" fill="url(#g)" style="stroke:url('#g')"/><use xlink:href="#g"/><image href="${DOT_PNG}" width="1" height="1"/>`,
    );
    expect(rewritten(source)).toBe(source);
  });

  it('reads an Illustrator file: declaration, comments, its document type and the namespaces its entities name', () => {
    const source =
      `<?xml version="1.0" encoding="utf-8"?>\n<!-- Generator: Adobe Illustrator 16.0.0 -->\n` +
      `<!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd" [\n` +
      `\t<!ENTITY ns_svg "http://www.w3.org/2000/svg">\n\t<!ENTITY ns_ai "http://ns.adobe.com/AdobeIllustrator/10.0/">\n]>\n` +
      `<svg xmlns="&ns_svg;" xmlns:i="&ns_ai;" width="40" height="20"><rect width="40" height="20" i:knockout="Off"/></svg>\n`;
    expect(rewritten(source)).toBe('<svg xmlns="http://www.w3.org/2000/svg" xmlns:i="http://ns.adobe.com/AdobeIllustrator/10.0/" width="40" height="20"><rect width="40" height="20" i:knockout="Off"/></svg>');
  });

  it('writes text and CSS escaped again, CDATA as text, and keeps a byte-order mark out', () => {
    const source = `\uFEFF${logo('<style><![CDATA[g > rect { fill: #c00 }]]></style><text>Musée &amp; Park &#x263A;</text>')}`;
    expect(rewritten(source)).toBe(logo('<style>g &gt; rect { fill: #c00 }</style><text>Musée &amp; Park ☺</text>'));
  });
});

describe('what could act is left out', () => {
  it.each([
    ['a script', '<script>alert(document.cookie)</script>', ''],
    ['a script hidden in CDATA', '<script><![CDATA[fetch("https://evil.example")]]></script>', ''],
    ['a foreign HTML object', '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml" onclick="x()">hi</div></foreignObject>', ''],
    ['an animation that sets a link', '<a><set attributeName="href" to="/etc/passwd"/><animate attributeName="x" values="0;1"/></a>', '<a></a>'],
    ['event handlers', '<rect width="1" height="1" onclick="x()" ONMOUSEOVER="y()"/>', '<rect width="1" height="1"/>'],
  ])('%s', (_what, inner, kept) => {
    expect(rewritten(logo(inner, ' onload="alert(1)"'))).toBe(logo(kept));
  });
});

describe('a reference outside the file refuses it', () => {
  it.each([
    ['a picture on the server’s disk', '<image href="/etc/hostname.png"/>'],
    ['a picture beside the file', '<image xlink:href="logo.png"/>'],
    ['a file address', '<image href="file:///srv/shop/secret.png"/>'],
    ['a web address', '<image href="https://tracker.example/pixel.png"/>'],
    ['an SVG embedded as data (read with the same file access)', '<image href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>'],
    ['data the renderer would sniff', '<image href="data:text/plain,hello"/>'],
    ['a data address without its comma', '<image href="data:image/png;/etc/x.png"/>'],
    ['a filter picture elsewhere', '<filter id="f"><feImage href="/srv/x.png"/></filter>'],
    ['another document’s element', '<use href="other.svg#shape"/>'],
    ['a link under any namespace prefix', '<image x:href="/x.png" xmlns:x="http://www.w3.org/1999/xlink"/>'],
    ['a path written with character references', '<image href="&#47;etc&#x2F;x.png"/>'],
    ['a CSS address in a style attribute', '<rect style="fill:url(https://evil.example/a.svg#p)"/>'],
    ['a CSS address in a presentation attribute', '<rect filter="url(/srv/f.svg#f)"/>'],
    ['a style sheet import', '<style>@import url(#x); rect{}</style>'],
  ])('%s', (_what, inner) => {
    expect(selfContainedSvg(logo(inner), LIMIT)).toEqual({ refused: 'external' });
  });

  it('a path hidden in an entity of the document type', () => {
    const source = `<!DOCTYPE svg [<!ENTITY picture "/etc/hostname.png">]>${logo('<image href="&picture;"/>')}`;
    expect(selfContainedSvg(source, LIMIT)).toEqual({ refused: 'external' });
  });

  it('an external entity, used or not', () => {
    const source = `<!DOCTYPE svg [<!ENTITY secret SYSTEM "file:///etc/passwd">]>${logo('<text>&secret;</text>')}`;
    expect(selfContainedSvg(source, LIMIT)).toEqual({ refused: 'external' });
  });
});

describe('what is not a readable SVG is refused', () => {
  const laughs =
    '<!DOCTYPE svg [<!ENTITY lol "lol"><!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
    '<!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">]>';
  it.each([
    ['entities built of entities (a billion laughs)', `${laughs}${logo('<text>&lol2;</text>')}`],
    ['a parameter entity', `<!DOCTYPE svg [<!ENTITY % p "x">]>${logo('')}`],
    ['an undeclared entity', logo('<text>&nbsp;</text>')],
    ['a bare ampersand', logo('<text>R&D</text>')],
    ['HTML', '<html><body><svg></svg></body></html>'],
    ['plain text', 'a logo'],
    ['nothing', ''],
    ['an element left open', `<svg ${SVG}><g></svg>`],
    ['two roots', `${logo('')}${logo('')}`],
    ['text after the root', `${logo('')}trailing`],
    ['a tag in an attribute', logo('<rect id="<x>"/>')],
    ['an attribute given twice', logo('<rect x="1" x="2"/>')],
    ['a null character reference', logo('<text>&#0;</text>')],
    ['nesting far deeper than any logo', logo('<g>'.repeat(300) + '</g>'.repeat(300))],
  ])('%s', (_what, source) => {
    expect(selfContainedSvg(source, LIMIT)).toEqual({ refused: 'unreadable' });
  });

  it('a file whose plain entities would write it out far past the limit', () => {
    const entity = 'x'.repeat(1000);
    const source = `<!DOCTYPE svg [<!ENTITY e "${entity}">]>${logo(`<text>${'&e;'.repeat(200)}</text>`)}`;
    expect(selfContainedSvg(source, LIMIT)).toEqual({ refused: 'too-large' });
  });
});
