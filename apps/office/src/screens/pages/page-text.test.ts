import { describe, expect, it } from 'vitest';
import type { OfficePageBlock } from '../../lib/api/types';
import { blocksOfText, textOfBlocks } from './page-text';

const heading = (text: string): OfficePageBlock => ({ type: 'heading', text });
const paragraph = (text: string): OfficePageBlock => ({ type: 'paragraph', text });
const list = (...items: string[]): OfficePageBlock => ({ type: 'list', items });

describe('a page’s text as typed', () => {
  it.each([
    { name: 'nothing', text: '', blocks: [] },
    { name: 'one paragraph', text: 'Museum Seeburg', blocks: [paragraph('Museum Seeburg')] },
    { name: 'lines of one paragraph, joined', text: 'Museum Seeburg\nUferweg 12', blocks: [paragraph('Museum Seeburg Uferweg 12')] },
    { name: 'two paragraphs', text: 'One.\n\nTwo.', blocks: [paragraph('One.'), paragraph('Two.')] },
    { name: 'a heading, a paragraph and a list', text: '## Publisher\n\nMuseum Seeburg\n\n- Phone\n- Mail', blocks: [heading('Publisher'), paragraph('Museum Seeburg'), list('Phone', 'Mail')] },
    { name: 'a heading straight above its text', text: '## Publisher\nMuseum Seeburg', blocks: [heading('Publisher'), paragraph('Museum Seeburg')] },
    { name: 'a list straight below a paragraph', text: 'We take:\n- cards\n* TWINT\n• cash', blocks: [paragraph('We take:'), list('cards', 'TWINT', 'cash')] },
    { name: 'extra blank lines and spaces', text: '\n\n  One.  \n\n\n\n  Two. \r\n', blocks: [paragraph('One.'), paragraph('Two.')] },
    { name: 'a hash without a space, which is text', text: '#1 in Seeburg', blocks: [paragraph('#1 in Seeburg')] },
  ])('reads $name', ({ text, blocks }) => expect(blocksOfText(text)).toEqual(blocks));

  it('writes blocks so that reading them again gives the same blocks', () => {
    const blocks = [heading('Publisher'), paragraph('Museum Seeburg, Uferweg 12'), list('Phone: +41 44 555 12 12', 'E-mail: info@museum.example'), paragraph('Last line.')];
    const text = textOfBlocks(blocks);
    expect(text).toBe('## Publisher\n\nMuseum Seeburg, Uferweg 12\n\n- Phone: +41 44 555 12 12\n- E-mail: info@museum.example\n\nLast line.');
    expect(blocksOfText(text)).toEqual(blocks);
  });
});
