export const userTypes = ['client', 'psychologist', 'admin'] as const;
export type UserType = (typeof userTypes)[number];

export const roleLabels: Record<UserType, string> = {
  client: 'Paciente',
  psychologist: 'Psicólogo',
  admin: 'Administrador',
};

export const dashboardPaths: Record<UserType, string> = {
  client: '/dashboard',
  psychologist: '/psicologo/dashboard',
  admin: '/admin/dashboard',
};

export function asUserType(value: string | null | undefined): UserType | null {
  const lower = value?.toLowerCase();
  return userTypes.find((t) => t === lower) ?? null;
}
