import type { Lang } from '../constants.js';

/** Texts for the per-field lists in `errors` when a request fails validation. */
export const FIELD_MESSAGE_KEYS = ['required', 'invalid', 'too_long', 'one_line'] as const;
export type FieldMessageKey = (typeof FIELD_MESSAGE_KEYS)[number];

export const FIELD_MESSAGES: Record<Lang, Record<FieldMessageKey, string>> = {
  de: {
    required: 'Dieses Feld ist erforderlich.',
    invalid: 'Dieser Wert ist ungültig.',
    too_long: 'Dieser Wert ist zu lang.',
    one_line: 'Bitte geben Sie diesen Wert auf einer Zeile ein, ohne Zeilenumbrüche oder Steuerzeichen.',
  },
  en: {
    required: 'This field is required.',
    invalid: 'This value is not valid.',
    too_long: 'This value is too long.',
    one_line: 'Please enter this on one line, without line breaks or control characters.',
  },
  fr: {
    required: 'Ce champ est obligatoire.',
    invalid: 'Cette valeur n’est pas valide.',
    too_long: 'Cette valeur est trop longue.',
    one_line: 'Veuillez saisir cette valeur sur une seule ligne, sans saut de ligne ni caractère de contrôle.',
  },
  it: {
    required: 'Questo campo è obbligatorio.',
    invalid: 'Questo valore non è valido.',
    too_long: 'Questo valore è troppo lungo.',
    one_line: 'Inserisca il valore su una sola riga, senza andare a capo né usare caratteri di controllo.',
  },
  nl: {
    required: 'Dit veld is verplicht.',
    invalid: 'Deze waarde is ongeldig.',
    too_long: 'Deze waarde is te lang.',
    one_line: 'Vul deze waarde in op één regel, zonder regeleinden of stuurtekens.',
  },
  es: {
    required: 'Este campo es obligatorio.',
    invalid: 'Este valor no es válido.',
    too_long: 'Este valor es demasiado largo.',
    one_line: 'Escriba este valor en una sola línea, sin saltos de línea ni caracteres de control.',
  },
  sv: {
    required: 'Det här fältet är obligatoriskt.',
    invalid: 'Värdet är ogiltigt.',
    too_long: 'Värdet är för långt.',
    one_line: 'Skriv värdet på en rad, utan radbrytningar eller styrtecken.',
  },
  da: {
    required: 'Dette felt skal udfyldes.',
    invalid: 'Værdien er ugyldig.',
    too_long: 'Værdien er for lang.',
    one_line: 'Skriv værdien på én linje uden linjeskift eller kontroltegn.',
  },
};
