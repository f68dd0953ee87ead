/**
 * The words for tickets (admission) in each language. A text an order without tickets passes (a goods
 * or pass order's mail, the customer forms, the screen after paying) must match none of them, so it
 * never promises tickets that are not coming.
 */
export const TICKET_WORDS = {
  de: /ticket|eintritt/i,
  en: /ticket/i,
  fr: /billet/i,
  it: /bigliett/i,
  nl: /ticket|kaartje/i,
  es: /entrada/i,
  sv: /biljett/i,
  da: /billet/i,
} as const satisfies Record<string, RegExp>;
