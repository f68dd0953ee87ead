import type { NavKey } from '@foyer/contract';
import type { AppConfig } from './app-config';

export const SECTIONS = ['tickets', 'guided-tours', 'merchandise', 'passes', 'vouchers'] as const;
export type Section = (typeof SECTIONS)[number];

const FLAG: Record<Section, keyof AppConfig> = {
  tickets: 'hasTickets',
  'guided-tours': 'hasGuidedTours',
  merchandise: 'hasMerchandise',
  passes: 'hasMemCard',
  vouchers: 'hasVouchers',
};

/** SPEC §1: a section appears only if the configuration enables it; order follows SECTIONS. */
export const enabledSections = (config: AppConfig): Section[] => SECTIONS.filter((s) => config[FLAG[s]] === true);

export const isSectionEnabled = (config: AppConfig, section: Section): boolean => config[FLAG[section]] === true;

/** The navigation label of each section (shops may override it per language). */
export const SECTION_NAV_KEY: Record<Section, NavKey> = {
  tickets: 'tickets',
  'guided-tours': 'guidedTours',
  merchandise: 'merchandise',
  passes: 'annualPasses',
  vouchers: 'vouchers',
};
