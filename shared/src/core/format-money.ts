/** Shows an amount in cents as dollars with two decimals (spec 000 §9): 1099 → `$10.99`. */
export function formatMoney(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  return `${sign}$${(Math.abs(cents) / 100).toFixed(2)}`;
}
