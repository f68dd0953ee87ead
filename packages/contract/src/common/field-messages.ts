import type { Lang } from '../constants.js';

/** Texts for the per-field lists in `errors` when a request fails validation. */
export const FIELD_MESSAGE_KEYS = ['required', 'invalid', 'too_long'] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

export const FIELD_MESSAGES: Record<Lang, Record<FieldMessageKey, string>> = {
  de: { required: 'Dieses Feld ist erforderlich.', invalid: 'Dieser Wert ist ungültig.', too_long: 'Dieser Wert ist zu lang.' },
  en: { required: 'This field is required.', invalid: 'This value is not valid.', too_long: 'This value is too long.' },
  fr: { required: 'Ce champ est obligatoire.', invalid: 'Cette valeur n’est pas valide.', too_long: 'Cette valeur est trop longue.' },
  it: { required: 'Questo campo è obbligatorio.', invalid: 'Questo valore non è valido.', too_long: 'Questo valore è troppo lungo.' },
  nl: { required: 'Dit veld is verplicht.', invalid: 'Deze waarde is ongeldig.', too_long: 'Deze waarde is te lang.' },
  es: { required: 'Este campo es obligatorio.', invalid: 'Este valor no es válido.', too_long: 'Este valor es demasiado largo.' },
  sv: { required: 'Det här fältet är obligatoriskt.', invalid: 'Värdet är ogiltigt.', too_long: 'Värdet är för långt.' },
  da: { required: 'Dette felt skal udfyldes.', invalid: 'Værdien er ugyldig.', too_long: 'Værdien er for lang.' },
};
