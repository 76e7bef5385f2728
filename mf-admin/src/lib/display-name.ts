interface Named {
  first_name: string;
  last_name: string;
  email?: string;
}

/** "Nombre Apellido", or the e-mail when the account has no name yet. */
export function displayName(user: Named): string {
  const name = `${user.first_name} ${user.last_name}`.trim();
  return name || user.email || '';
}
