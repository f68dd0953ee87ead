import type { NavKey } from '@foyer/contract';
import { SHOP_SECTIONS, type Section } from '@foyer/contract/shop-pages';
import type { AppConfig } from './app-config';

export { SECTIONS, type Section } from '@foyer/contract/shop-pages';

/** SPEC §1: a section appears only if the configuration enables it; order follows SECTIONS. */
export const enabledSections = (config: Pick<AppConfig, 'sections'>): Section[] => [...config.sections];

export const isSectionEnabled = (config: Pick<AppConfig, 'sections'>, section: Section): boolean => config.sections.includes(section);

/** The navigation label of a section (shops may override it per language). */
export const sectionNavKey = (section: Section): NavKey => SHOP_SECTIONS[section].navKey;
