import { Fragment, type ReactNode } from 'react';

/**
 * Renders a translated sentence whose parts are marked `<name>…</name>` (links inside a sentence, so
 * translators keep the word order of their language). Unknown or unmarked parts stay plain text.
 */
export const TaggedText = ({ text, tags }: { text: string; tags: Record<string, (children: string) => ReactNode> }) => {
  const parts = text.split(/(<(\w+)>(.*?)<\/\2>)/);
  const nodes: ReactNode[] = [];
  for (let i = 0; i < parts.length; i += 4) {
    const plain = parts[i];
    if (plain) nodes.push(plain);
    const name = parts[i + 2];
    const inner = parts[i + 3] ?? '';
    if (name === undefined) continue;
    const render = tags[name];
    nodes.push(render ? <Fragment key={i}>{render(inner)}</Fragment> : inner);
  }
  return <>{nodes}</>;
};
