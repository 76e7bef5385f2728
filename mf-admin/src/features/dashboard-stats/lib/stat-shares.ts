import type { DashboardStats } from '@emind/contracts';

export interface StatCard {
  key: 'total' | 'verified' | 'pending' | 'rejected' | 'clients';
  label: string;
  value: number;
  /** Rounded share of totalUsers, null for the total itself. */
  percent: number | null;
  color: string;
}

function share(value: number, total: number): number {
  return total > 0 ? Math.round((value / total) * 100) : 0;
}

/** The five cards of the admin home (spec 3 §9). */
export function statCards(stats: DashboardStats): StatCard[] {
  const { totalUsers: total, verifiedUsers, pendingUsers, rejectedUsers, clientUsers: clients } = stats;
  return [
    { key: 'total', label: 'Total de usuarios', value: total, percent: null, color: 'brand' },
    { key: 'verified', label: 'Psicólogos verificados', value: verifiedUsers, percent: share(verifiedUsers, total), color: 'green' },
    { key: 'pending', label: 'Pendientes de verificación', value: pendingUsers, percent: share(pendingUsers, total), color: 'yellow' },
    { key: 'rejected', label: 'Psicólogos rechazados', value: rejectedUsers, percent: share(rejectedUsers, total), color: 'red' },
    { key: 'clients', label: 'Pacientes', value: clients, percent: share(clients, total), color: 'blue' },
  ];
}
