const clp = new Intl.NumberFormat('es-CL', { style: 'currency', currency: 'CLP', maximumFractionDigits: 0 });
const thousands = new Intl.NumberFormat('es-CL', { maximumFractionDigits: 0 });

/** "$25.000": Chilean pesos, no decimals. */
export function formatClp(amount: number): string {
  return clp.format(amount);
}

/** "25.000": digits with thousands dots, for price inputs. */
export function formatThousands(amount: number): string {
  return thousands.format(amount);
}
