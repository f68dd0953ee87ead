/** The fixture museum's donation offer: 5, 10 or 20 francs, or 1 to 1000 of choice, without receipts. */
export const fixtureDonationOffer = () => ({
  id: 9001,
  name: { de: 'Spende an das Museum', en: 'Donation to the museum', fr: 'Don au musée' },
  text: { de: 'Ihre Spende hilft uns.', en: 'Your gift helps us.' },
  thanks: { de: 'Herzlichen Dank für Ihre Unterstützung!', en: 'Thank you for supporting the museum!', fr: 'Merci de votre soutien !' },
  amounts: [500, 1000, 2000],
  min_amount: 100,
  max_amount: 100_000,
  receipt: false,
});
