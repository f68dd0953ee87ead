/** Cents from an amount as the shop writes it ("CHF 1'234.50", "-CHF 30.00", "24,00 CHF"); a word (Free) is 0. */
export const centsOf = (text: string): number => {
  const digits = text.replace(/[^\d.,-]/g, '').replace(/[.,](?=\d{3}\b)/g, '');
  const amount = Number(digits.replace(',', '.'));
  return Number.isNaN(amount) || digits === '' ? 0 : Math.round(amount * 100);
};

/** The rows of every description list inside `container`, as a visitor reads them: label and amount in cents. */
export const statementRows = (container: HTMLElement): { label: string; cents: number }[] =>
  [...container.querySelectorAll('dl > div')].map((row) => ({
    label: (row.querySelector('dt')?.firstChild?.textContent ?? '').trim(),
    cents: centsOf(row.querySelector('dd')?.firstChild?.textContent ?? ''),
  }));
