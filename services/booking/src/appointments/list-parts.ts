import type { PaymentAccount } from '@emind/contracts';
import type { statusChangesOf } from './appointments.repository.ts';
import type { Person } from './people.repository.ts';

/** What a list's answer is built from besides its appointments: the parties, the history with who made it, where to pay. */
export interface ListParts {
  people: Map<number, Person>;
  changes: Awaited<ReturnType<typeof statusChangesOf>>;
  /** Who made each change, by user id: the parties and any admin. */
  changers: Map<number, Person>;
  accounts: Map<number, PaymentAccount>;
  platform: PaymentAccount | null;
}
