/** Family name first, as Hungarians write it; an account without a name shows its contact. */
export function customerNameOf(row: {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  phone: string | null;
}): string {
  const name = [row.lastName, row.firstName].filter(Boolean).join(' ');
  return name || row.email || row.phone || '';
}
