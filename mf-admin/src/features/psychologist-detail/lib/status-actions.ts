import type { VerificationStatus } from '@emind/domain';

export interface StatusAction {
  label: string;
  target: VerificationStatus;
  palette: string;
  confirm: (name: string) => string;
}

const verify: StatusAction = {
  label: 'Verificar',
  target: 'VERIFIED',
  palette: 'brand',
  confirm: (name) => `¿Estás seguro que deseas verificar a ${name}? Su perfil podrá publicarse en el directorio de especialistas.`,
};
const reactivate: StatusAction = {
  label: 'Reactivar verificación',
  target: 'VERIFICATION_IN_PROGRESS',
  palette: 'blue',
  confirm: (name) => `¿Estás seguro que deseas reactivar la verificación de ${name}? Su estado pasará a "Verificación en proceso".`,
};
const reject: StatusAction = {
  label: 'Rechazar',
  target: 'REJECTED',
  palette: 'red',
  confirm: (name) => `¿Estás seguro que deseas rechazar la verificación de ${name}?`,
};

/** Spec 3 §4: 'Verificar' unless VERIFIED; 'Reactivar verificación' from VERIFIED or REJECTED; 'Rechazar' from neither. */
export function statusActionsFor(status: VerificationStatus): StatusAction[] {
  const actions: StatusAction[] = [];
  if (status !== 'VERIFIED') actions.push(verify);
  if (status === 'VERIFIED' || status === 'REJECTED') actions.push(reactivate);
  if (status !== 'VERIFIED' && status !== 'REJECTED') actions.push(reject);
  return actions;
}
