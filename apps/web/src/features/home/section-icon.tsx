import type { Section } from '../../lib/config/sections';

const PATHS: Record<Section, string> = {
  tickets: 'M4 7a2 2 0 0 1 2-2h12a2 2 0 0 1 2 2v2a2 2 0 0 0 0 4v2a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2v-2a2 2 0 0 0 0-4V7ZM14 5v12',
  'guided-tours': 'M8 6a2 2 0 1 0 0-.1M6 21v-6l-2-1 1-5h6l1 5-2 1v6M15 4v17M15 4l5 2-5 2',
  merchandise: 'M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 8ZM9 8V6.5a3 3 0 0 1 6 0V8',
  passes: 'M3 6.5A1.5 1.5 0 0 1 4.5 5h15A1.5 1.5 0 0 1 21 6.5v11a1.5 1.5 0 0 1-1.5 1.5h-15A1.5 1.5 0 0 1 3 17.5v-11ZM8.5 12a2 2 0 1 0 0-.1M6 16c.5-1.3 1.4-2 2.5-2s2 .7 2.5 2M14 10h4M14 13h4',
  vouchers: 'M4 10h16v10H4V10ZM3 7h18v3H3V7ZM12 7v13M12 7c-1.5-3-5-3-5-1s3 1 5 1ZM12 7c1.5-3 5-3 5-1s-3 1-5 1Z',
};

export const SectionIcon = ({ section }: { section: Section }) => (
  <svg width={32} height={32} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.5} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
    <path d={PATHS[section]} />
  </svg>
);
