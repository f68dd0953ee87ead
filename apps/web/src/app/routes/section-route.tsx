import { useShop } from '../../lib/config/shop-store';
import { isSectionEnabled, type Section } from '../../lib/config/sections';
import { NotFoundScreen } from '../../features/pages/not-found-screen';
import { SectionLanding } from '../../features/sections/section-landing';

/** A section's landing; a section the shop has switched off does not exist for visitors. */
export const sectionRoute = (section: Section) => {
  const SectionRoute = () => {
    const { config } = useShop();
    return isSectionEnabled(config, section) ? <SectionLanding section={section} /> : <NotFoundScreen />;
  };
  return SectionRoute;
};
