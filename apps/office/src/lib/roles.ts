import type { Role } from './api/types';
import type { MessageKey } from './i18n/translator';

/** The navigation's groups, in this order; the start page stands above them. */
export const NAV_GROUPS = ['catalog', 'shop', 'desk', 'admin'] as const;
export type NavGroup = (typeof NAV_GROUPS)[number];

export interface Section {
  path: string;
  label: MessageKey;
  roles: readonly Role[];
  group?: NavGroup;
  /** A part of a section that fewer roles may use: not in the navigation of its own. */
  inNav?: false;
}

/**
 * The office's sections and who may use them. The server checks the role on every call; this list
 * only keeps the navigation to what a role can open.
 */
export const SECTIONS: readonly Section[] = [
  { path: '/', label: 'nav.start', roles: ['owner', 'editor', 'box-office', 'door', 'accountant'] },
  { path: '/events', label: 'nav.events', roles: ['owner', 'editor'], group: 'catalog' },
  { path: '/tours', label: 'nav.tours', roles: ['owner', 'editor'], group: 'catalog' },
  { path: '/merchandise', label: 'nav.merchandise', roles: ['owner', 'editor'], group: 'catalog' },
  { path: '/passes-vouchers', label: 'nav.passesVouchers', roles: ['owner', 'editor'], group: 'catalog' },
  { path: '/payment-shipping', label: 'nav.paymentShipping', roles: ['owner', 'editor'], group: 'shop' },
  { path: '/payment-shipping/payment-types', label: 'nav.paymentTypes', roles: ['owner'], group: 'shop', inNav: false },
  { path: '/suggestions', label: 'nav.suggestions', roles: ['owner', 'editor'], group: 'shop' },
  { path: '/pages', label: 'nav.pages', roles: ['owner', 'editor'], group: 'shop' },
  { path: '/settings', label: 'nav.settings', roles: ['owner'], group: 'shop' },
  { path: '/orders', label: 'nav.orders', roles: ['owner', 'box-office', 'accountant'], group: 'desk' },
  { path: '/desk', label: 'nav.desk', roles: ['owner', 'box-office'], group: 'desk' },
  { path: '/customers', label: 'nav.customers', roles: ['owner', 'box-office', 'accountant'], group: 'desk', inNav: false },
  { path: '/reservations', label: 'nav.reservations', roles: ['owner', 'box-office'], group: 'desk' },
  { path: '/flagged-orders', label: 'nav.flaggedOrders', roles: ['owner', 'box-office'], group: 'desk' },
  { path: '/slot-changes', label: 'nav.slotChanges', roles: ['owner', 'box-office'], group: 'desk' },
  { path: '/slots', label: 'nav.moves', roles: ['owner', 'box-office'], group: 'desk', inNav: false },
  { path: '/shipping', label: 'nav.shipping', roles: ['owner', 'box-office'], group: 'desk' },
  { path: '/visitors', label: 'nav.visitors', roles: ['owner', 'box-office', 'accountant'], group: 'desk' },
  { path: '/reports', label: 'nav.reports', roles: ['owner', 'accountant', 'box-office'], group: 'desk' },
  // The door scanner itself: a phone paired as a door device runs it without signing in; staff open it from here.
  { path: '/door/', label: 'nav.doorScanner', roles: ['owner', 'box-office', 'door'], group: 'desk' },
  { path: '/door-conflicts', label: 'nav.doorConflicts', roles: ['owner', 'box-office', 'door'], group: 'desk' },
  { path: '/staff', label: 'nav.staff', roles: ['owner'], group: 'admin' },
  { path: '/door-devices', label: 'nav.doorDevices', roles: ['owner'], group: 'admin' },
  { path: '/audit', label: 'nav.audit', roles: ['owner'], group: 'admin' },
];

export const sectionsFor = (role: Role): Section[] => SECTIONS.filter((section) => section.inNav !== false && section.roles.includes(role));

/** A role's navigation: the sections outside a group (the start), then each group it has sections in. */
export const navigationFor = (role: Role): { group: NavGroup | null; sections: Section[] }[] => {
  const sections = sectionsFor(role);
  const ungrouped = sections.filter((section) => section.group === undefined);
  const grouped = NAV_GROUPS.map((group) => ({ group, sections: sections.filter((section) => section.group === group) })).filter((entry) => entry.sections.length > 0);
  return [...(ungrouped.length > 0 ? [{ group: null, sections: ungrouped }] : []), ...grouped];
};

const opens = (section: Section, path: string): boolean =>
  section.path === '/' ? path === '/' : path === section.path || path.startsWith(`${section.path}/`);

/** Whether a path belongs to one of the sections; other paths are the not-found page's. */
export const isSectionPath = (path: string): boolean => SECTIONS.some((section) => opens(section, path));

/** The roles of the most specific section a path belongs to: a part of a section may be for fewer roles. */
export const mayUse = (role: Role, path: string): boolean =>
  SECTIONS.filter((section) => opens(section, path))
    .sort((a, b) => b.path.length - a.path.length)[0]
    ?.roles.includes(role) ?? false;
