import type { ChangeFeed, EncodableBody } from '@emind/server-kit';
import { DeleteQueryNode, InsertQueryNode, UpdateQueryNode, type KyselyPlugin } from 'kysely';
import type { ListParts } from './list-parts.ts';
import type { AppointmentRecord } from './appointments.repository.ts';

/** What a client's own list is built from: their appointments and what the answer shows besides (people, history, accounts). */
export interface ClientListReads {
  records: AppointmentRecord[];
  parts: ListParts;
  /** The answer last sent from these reads, as JSON and compressed, and what the clock showed in it (see clientAppointmentsBody). */
  sent?: { clock: string; answer: EncodableBody };
}

const MAX_KEPT_CLIENTS = 10_000;

/**
 * Each client's list reads, kept in memory by client profile id and dropped whole whenever booking's or identity's
 * triggers say something a list shows changed (APPOINTMENT_CHANGES_CHANNEL), or the listening connection was lost.
 * The notification arrives a moment after the commit, so this instance also drops them itself when it writes
 * (forgetOnWrite, and after each changing request): whoever changes something here reads it here at once.
 * Without a connected feed nothing is kept. With the reads goes the answer last sent from them, which is used again
 * only while what depends on the clock (can it be rescheduled, is the payment overdue) is unchanged.
 */
export class KeptClientLists {
  private generation = 0;
  private readonly kept = new Map<number, ClientListReads>();
  private feed: Pick<ChangeFeed, 'connected'> | null = null;

  /** Keeps lists from now on, while `feed` is connected. */
  follow(feed: Pick<ChangeFeed, 'connected'>): void {
    this.feed = feed;
    this.forget();
  }

  forget(): void {
    this.generation += 1;
    this.kept.clear();
  }

  async read(clientProfileId: number, load: () => Promise<ClientListReads>): Promise<ClientListReads> {
    if (!this.feed?.connected) return load();
    const kept = this.kept.get(clientProfileId);
    if (kept) return kept;
    const generation = this.generation;
    const reads = await load();
    // A change heard while reading may be missing from what was read: that read answers this request only.
    if (generation === this.generation && this.feed.connected) {
      if (this.kept.size >= MAX_KEPT_CLIENTS) this.kept.clear();
      this.kept.set(clientProfileId, reads);
    }
    return reads;
  }
}

/** A Kysely plugin that drops every kept list when a statement through booking's own handle writes. */
export function forgetOnWrite(lists: KeptClientLists): KyselyPlugin {
  return {
    transformQuery({ node }) {
      if (InsertQueryNode.is(node) || UpdateQueryNode.is(node) || DeleteQueryNode.is(node)) lists.forget();
      return node;
    },
    transformResult: async ({ result }) => result,
  };
}
