import type { SocialLink } from '@foyer/contract';

type Network = SocialLink['name'];

/** Simplified, self-hosted marks (DESIGN: no third-party requests), drawn on a 24 px grid. */
const PATHS: Record<Network, string> = {
  twitter: 'M4 4l16 16M20 4 4 20',
  youtube: 'M3 8.5C3 6.6 4.6 5 6.5 5h11C19.4 5 21 6.6 21 8.5v7c0 1.9-1.6 3.5-3.5 3.5h-11C4.6 19 3 17.4 3 15.5v-7ZM10 9v6l5-3-5-3Z',
  instagram: 'M7.5 3h9A4.5 4.5 0 0 1 21 7.5v9a4.5 4.5 0 0 1-4.5 4.5h-9A4.5 4.5 0 0 1 3 16.5v-9A4.5 4.5 0 0 1 7.5 3ZM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8ZM17.2 6.3v.1',
  facebook: 'M14 21v-8h3l.5-3.5H14V7.8c0-1 .3-1.8 1.8-1.8h1.9V3.1A25 25 0 0 0 15 3c-2.7 0-4.5 1.6-4.5 4.6v1.9h-3V13h3v8',
  linkedin: 'M4 9.5h3.5V20H4V9.5ZM5.8 4.2v.1M10 20v-6.2c0-2.3 1.3-4.3 3.6-4.3s3.4 1.6 3.4 4.3V20M10 9.5V20',
  tripadvisor: 'M7 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7ZM17 10a3.5 3.5 0 1 0 0 7 3.5 3.5 0 0 0 0-7ZM3.5 10 2 8h6c2.5-1.3 5.5-1.3 8 0h6l-1.5 2M12 17l-1.5-2.5h3L12 17',
  tiktok: 'M13.5 3v11.5a3.5 3.5 0 1 1-3.5-3.5M13.5 3c.4 2.6 2.2 4.3 5 4.5',
};

export const SocialIcon = ({ name }: { name: Network }) => (
  <svg
    width={22}
    height={22}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.75}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={PATHS[name]} />
  </svg>
);

/** Network names are brands and read the same in every language. */
export const NETWORK_NAMES: Record<Network, string> = {
  twitter: 'X (Twitter)',
  youtube: 'YouTube',
  instagram: 'Instagram',
  facebook: 'Facebook',
  linkedin: 'LinkedIn',
  tripadvisor: 'Tripadvisor',
  tiktok: 'TikTok',
};
