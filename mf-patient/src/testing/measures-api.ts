// A fake of the measures service for the screens' tests, answering as services/measures does (the same domain rules
// score, refuse and flag); never imported by product code.
import { instrumentSchema, type Intake, type IntakeInput, type MeasureResponse, type PendingMeasure } from '@emind/contracts';
import {
  answersProblem, instrumentIds, instruments, intakeMessages, isAdult, ONLINE_CONSENT_VERSION, scoreAnswers,
} from '@emind/domain/measures';
import { profileFixture, stubApi, type RecordedCall } from '@emind/web-account/testing';

export const instrumentDtos = instrumentIds.map((id) => instrumentSchema.parse({ ...instruments[id], safety_item: instruments[id].safetyItem }));

export const pendingFixture = (overrides: Partial<PendingMeasure> = {}): PendingMeasure => ({
  assignment: 5, instrument: 'gad7', instrument_name: 'GAD-7', due_at: '2026-11-20T12:00:00.000Z', psychologist_name: 'Valentina Rojas', ...overrides,
});

export interface MeasuresServer {
  pending: PendingMeasure[];
  history: MeasureResponse[];
  intake: Intake | null;
}

const TODAY = '2026-11-27';
const json = (status: number, body: unknown) => ({ status, body });

function answer(server: MeasuresServer, body: { assignment: number; answers: number[] }) {
  const due = server.pending.find((measure) => measure.assignment === body.assignment);
  if (!due) return json(409, { detail: 'Este cuestionario no está pendiente' });
  const problem = answersProblem(instruments[due.instrument], body.answers);
  if (problem) return json(400, { answers: [problem] });
  const score = scoreAnswers(instruments[due.instrument], body.answers);
  server.pending = server.pending.filter((measure) => measure !== due);
  server.history.push({ ...score, id: server.history.length + 100, instrument: due.instrument, due_at: due.due_at, answered_at: `${TODAY}T15:00:00.000Z` });
  return json(201, score);
}

function saveIntake(server: MeasuresServer, body: IntakeInput) {
  if (!isAdult(body.birth_date, TODAY)) return json(400, { birth_date: [intakeMessages.underage] });
  const at = `${TODAY}T15:00:00.000Z`;
  server.intake = {
    patient: 7, reason: body.reason, previous_therapy: body.previous_therapy, medication: body.medication ?? '',
    emergency_contact: body.emergency_contact, birth_date: body.birth_date,
    online_consent_version: ONLINE_CONSENT_VERSION, online_consent_accepted_at: at, updated_at: at,
  };
  return json(200, server.intake);
}

/** Signs a patient in and answers the measures and intake routes from `server`, which the writes change. */
export function stubMeasuresApi(initial: Partial<MeasuresServer> = {}): { server: MeasuresServer; calls: RecordedCall[] } {
  const server: MeasuresServer = { pending: [], history: [], intake: null, ...initial };
  const calls = stubApi(profileFixture(), (call) => {
    switch (`${call.method} ${call.path}`) {
      case 'GET /measures/instruments/': return json(200, { results: instrumentDtos });
      case 'GET /measures/pending/': return json(200, { results: server.pending });
      case 'GET /measures/mine/': return json(200, { results: server.history });
      case 'POST /measures/responses/': return answer(server, call.body as { assignment: number; answers: number[] });
      case 'GET /intake/': return json(200, { intake: server.intake });
      case 'PUT /intake/': return saveIntake(server, call.body as IntakeInput);
      // The home, where the notices show, also reads the patient's appointments: none here.
      case 'GET /appointments/client-appointments/': return json(200, []);
      default: return undefined;
    }
  });
  return { server, calls };
}

/** happy-dom's window can be resized, so a test sees the phone layout (below Chakra's `md`, 768 px) too. */
export function setViewportWidth(width: number): void {
  (window as unknown as { happyDOM: { setViewport(viewport: { width: number }): void } }).happyDOM.setViewport({ width });
}
