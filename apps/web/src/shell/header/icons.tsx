import type { SVGProps } from 'react';

/** Shared drawing settings of the header's line icons. */
export const iconBase: SVGProps<SVGSVGElement> = {
  width: 24,
  height: 24,
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 1.75,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
  'aria-hidden': true,
  focusable: false,
};

export const BasketIcon = () => (
  <svg {...iconBase}>
    <path d="M5 8h14l-1.2 11.1a2 2 0 0 1-2 1.9H8.2a2 2 0 0 1-2-1.9L5 8Z" />
    <path d="M9 8V6.5a3 3 0 0 1 6 0V8" />
  </svg>
);

export const MenuIcon = ({ open }: { open: boolean }) => (
  <svg {...iconBase}>{open ? <path d="M6 6l12 12M18 6 6 18" /> : <path d="M4 7h16M4 12h16M4 17h16" />}</svg>
);

export const ChevronIcon = () => (
  <svg {...iconBase} width={16} height={16}>
    <path d="m6 9 6 6 6-6" />
  </svg>
);

export const GlobeIcon = () => (
  <svg {...iconBase} width={20} height={20}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </svg>
);
