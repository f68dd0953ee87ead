import type { OfficePageBlock } from '../../lib/api/types';

const HEADING = /^#{1,6}\s+/;
const ITEM = /^[-•*]\s+/;

/**
 * A page's blocks as the editor types them: a line starting with "## " is a heading, lines starting
 * with "- " are a list, other lines a paragraph; an empty line ends a paragraph or a list.
 */
export const textOfBlocks = (blocks: readonly OfficePageBlock[]): string =>
  blocks
    .map((block) => {
      if (block.type === 'heading') return `## ${block.text}`;
      if (block.type === 'list') return block.items.map((item) => `- ${item}`).join('\n');
      return block.text;
    })
    .join('\n\n');

/** The blocks of a typed text (textOfBlocks' format); lines of one paragraph are joined by a space, as the shop shows them. */
export const blocksOfText = (text: string): OfficePageBlock[] => {
  const blocks: OfficePageBlock[] = [];
  let paragraph: string[] = [];
  let items: string[] = [];
  const close = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    if (items.length > 0) blocks.push({ type: 'list', items });
    paragraph = [];
    items = [];
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === '') close();
    else if (HEADING.test(line)) {
      close();
      blocks.push({ type: 'heading', text: line.replace(HEADING, '') });
    } else if (ITEM.test(line)) {
      if (paragraph.length > 0) close();
      items.push(line.replace(ITEM, ''));
    } else {
      if (items.length > 0) close();
      paragraph.push(line);
    }
  }
  close();
  return blocks;
};
