import { verificationDocumentTypes, type ScheduleConfig } from '@emind/domain';
import type { VerificationDocument } from '@emind/contracts';
import { documentState, documentStateLabels, latestByType } from '../../documents/index.ts';
import { pricingMessages } from '../../pricing/index.ts';
import { scheduleMessages } from '../../schedule/index.ts';

/** The 'Mi Perfil' tab where an item is done. */
export type ChecklistTab = 'professional' | 'schedule-pricing' | 'documents';

export interface ChecklistItem {
  key: string;
  label: string;
  done: boolean;
  /** What is missing, or the state it is in, in the words of the tab that fixes it. */
  detail: string;
  tab: ChecklistTab;
}

/** What 'Mi Perfil' already loads: the professional data, the verification documents, the schedule and the prices. */
export interface VerificationFacts {
  professional: { health_register_number: string; university: string; specialties: readonly string[] };
  documents: readonly VerificationDocument[];
  schedule: ScheduleConfig;
  /** A suggested price sent, or an approved one set. */
  hasPrice: boolean;
}

function professionalItem({ health_register_number, university, specialties }: VerificationFacts['professional']): ChecklistItem {
  const missing = [
    health_register_number.trim() ? null : 'número de registro de salud',
    university.trim() ? null : 'universidad',
    specialties.length > 0 ? null : 'especialidades o enfoques',
  ].filter((field): field is string => field !== null);
  return {
    key: 'professional',
    label: 'Información Profesional',
    done: missing.length === 0,
    detail: missing.length === 0 ? 'Completa' : `Falta: ${missing.join(', ')}.`,
    tab: 'professional',
  };
}

/**
 * What a psychologist still needs before an admin can verify them (spec 3: professional data, a weekly schedule, a
 * suggested price and the four documents). A rejected document is missing again: it has to be uploaded anew.
 */
export function verificationChecklist(facts: VerificationFacts): ChecklistItem[] {
  const hasSchedule = Object.values(facts.schedule).some((day) => (day?.timeBlocks.length ?? 0) > 0);
  const latest = latestByType(facts.documents);
  return [
    professionalItem(facts.professional),
    {
      key: 'schedule', label: 'Horarios de Atención', done: hasSchedule,
      detail: hasSchedule ? 'Configurados' : scheduleMessages.empty, tab: 'schedule-pricing',
    },
    {
      key: 'price', label: 'Precio sugerido', done: facts.hasPrice,
      detail: facts.hasPrice ? 'Enviado' : pricingMessages.suggestToStart, tab: 'schedule-pricing',
    },
    ...verificationDocumentTypes.map(({ value, label }): ChecklistItem => {
      const state = documentState(latest[value], false);
      return { key: value, label, done: state === 'pending' || state === 'approved', detail: documentStateLabels[state], tab: 'documents' };
    }),
  ];
}
