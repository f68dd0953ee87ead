import type { PageBlock } from '@foyer/contract';

/** Structured page content; text is rendered as text, never as markup. */
export const PageBlocks = ({ blocks }: { blocks: readonly PageBlock[] }) => (
  <>
    {blocks.map((block, i) => {
      const key = `${block.type}-${i}`;
      if (block.type === 'heading') return <h2 key={key}>{block.text}</h2>;
      if (block.type === 'paragraph') return <p key={key}>{block.text}</p>;
      return (
        <ul key={key}>
          {block.items.map((item, j) => (
            <li key={`${key}-${j}`}>{item}</li>
          ))}
        </ul>
      );
    })}
  </>
);
