import type { Lang } from '@foyer/contract';

export interface PayPageLabels {
  title: string;
  intro: string;
  order: string;
  total: string;
  pay: string;
  decline: string;
  cancel: string;
  express: string;
  notice: string;
  unknown: string;
  expired: string;
  back: string;
  /** Until when the order's hold lasts: later today, or on a later day (an order paid from its review page). */
  heldToday: string;
  heldUntil: string;
}

/** Texts of the built-in provider's payment page, in the order's language. */
export const PAY_PAGE_LABELS: Record<Lang, PayPageLabels> = {
  en: { title: 'Payment', intro: 'Payment to {museum}', order: 'Order {order}', total: 'Amount to pay', pay: 'Pay {amount}', decline: 'Simulate a declined payment', cancel: 'Cancel and return to the shop', express: 'Express payment', notice: 'Test payment provider: no money is charged.', unknown: 'This payment does not exist or has expired.', expired: 'The time for this payment has run out and nothing was charged. Please start again from your basket.', back: 'Back to the shop', heldToday: 'Your order is reserved for you until {time}.', heldUntil: 'Your order is reserved for you until {date} at {time}.' },
  de: { title: 'Zahlung', intro: 'Zahlung an {museum}', order: 'Bestellung {order}', total: 'Zu zahlender Betrag', pay: '{amount} bezahlen', decline: 'Abgelehnte Zahlung simulieren', cancel: 'Abbrechen und zurück zum Shop', express: 'Expresszahlung', notice: 'Test-Zahlungsanbieter: Es wird kein Geld abgebucht.', unknown: 'Diese Zahlung gibt es nicht oder sie ist abgelaufen.', expired: 'Die Zeit für diese Zahlung ist abgelaufen, es wurde nichts belastet. Bitte starten Sie erneut aus Ihrem Warenkorb.', back: 'Zurück zum Shop', heldToday: 'Ihre Bestellung ist bis {time} Uhr für Sie reserviert.', heldUntil: 'Ihre Bestellung ist bis {date}, {time} Uhr für Sie reserviert.' },
  fr: { title: 'Paiement', intro: 'Paiement à {museum}', order: 'Commande {order}', total: 'Montant à payer', pay: 'Payer {amount}', decline: 'Simuler un paiement refusé', cancel: 'Annuler et revenir à la boutique', express: 'Paiement express', notice: 'Prestataire de paiement de test : aucun montant n’est débité.', unknown: 'Ce paiement n’existe pas ou a expiré.', expired: 'Le délai de ce paiement est écoulé et aucun montant n’a été débité. Veuillez recommencer depuis votre panier.', back: 'Retour à la boutique', heldToday: 'Votre commande vous est réservée jusqu’à {time}.', heldUntil: 'Votre commande vous est réservée jusqu’au {date} à {time}.' },
  it: { title: 'Pagamento', intro: 'Pagamento a {museum}', order: 'Ordine {order}', total: 'Importo da pagare', pay: 'Paga {amount}', decline: 'Simula un pagamento rifiutato', cancel: 'Annulla e torna allo shop', express: 'Pagamento rapido', notice: 'Fornitore di pagamento di prova: non viene addebitato alcun importo.', unknown: 'Questo pagamento non esiste o è scaduto.', expired: 'Il tempo per questo pagamento è scaduto e non è stato addebitato nulla. La preghiamo di ricominciare dal carrello.', back: 'Torna allo shop', heldToday: 'Il suo ordine è riservato per lei fino alle {time}.', heldUntil: 'Il suo ordine è riservato per lei fino al {date}, ore {time}.' },
  nl: { title: 'Betaling', intro: 'Betaling aan {museum}', order: 'Bestelling {order}', total: 'Te betalen bedrag', pay: '{amount} betalen', decline: 'Geweigerde betaling simuleren', cancel: 'Annuleren en terug naar de shop', express: 'Snel betalen', notice: 'Testbetaalprovider: er wordt geen geld afgeschreven.', unknown: 'Deze betaling bestaat niet of is verlopen.', expired: 'De tijd voor deze betaling is verstreken en er is niets afgeschreven. Begin opnieuw vanuit uw winkelmand.', back: 'Terug naar de shop', heldToday: 'Uw bestelling is tot {time} uur voor u gereserveerd.', heldUntil: 'Uw bestelling is tot {date}, {time} uur voor u gereserveerd.' },
  es: { title: 'Pago', intro: 'Pago a {museum}', order: 'Pedido {order}', total: 'Importe a pagar', pay: 'Pagar {amount}', decline: 'Simular un pago rechazado', cancel: 'Cancelar y volver a la tienda', express: 'Pago exprés', notice: 'Proveedor de pagos de prueba: no se cobra nada.', unknown: 'Este pago no existe o ha caducado.', expired: 'El plazo para este pago ha vencido y no se ha cobrado nada. Vuelva a empezar desde su cesta.', back: 'Volver a la tienda', heldToday: 'Su pedido está reservado para usted hasta las {time}.', heldUntil: 'Su pedido está reservado para usted hasta el {date} a las {time}.' },
  sv: { title: 'Betalning', intro: 'Betalning till {museum}', order: 'Beställning {order}', total: 'Att betala', pay: 'Betala {amount}', decline: 'Simulera en nekad betalning', cancel: 'Avbryt och gå tillbaka till butiken', express: 'Snabbkassa', notice: 'Testbetalning: inga pengar dras.', unknown: 'Betalningen finns inte eller har gått ut.', expired: 'Tiden för betalningen har gått ut och inga pengar har dragits. Börja om från din varukorg.', back: 'Tillbaka till butiken', heldToday: 'Din beställning är reserverad åt dig till kl. {time}.', heldUntil: 'Din beställning är reserverad åt dig till {date} kl. {time}.' },
  da: { title: 'Betaling', intro: 'Betaling til {museum}', order: 'Ordre {order}', total: 'Beløb at betale', pay: 'Betal {amount}', decline: 'Simulér en afvist betaling', cancel: 'Annullér og gå tilbage til butikken', express: 'Ekspresbetaling', notice: 'Testbetaling: der trækkes ingen penge.', unknown: 'Denne betaling findes ikke eller er udløbet.', expired: 'Tiden for betalingen er udløbet, og der er ikke trukket noget. Start forfra fra din kurv.', back: 'Tilbage til butikken', heldToday: 'Din ordre er reserveret til dig indtil kl. {time}.', heldUntil: 'Din ordre er reserveret til dig indtil {date} kl. {time}.' },
};
