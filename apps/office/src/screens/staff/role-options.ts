import { ROLES } from '../../lib/api/types';
import type { Translator } from '../../lib/i18n/translator';

export const roleOptions = (t: Translator['t']) => ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }));
