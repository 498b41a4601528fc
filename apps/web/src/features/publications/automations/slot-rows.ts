import type { Network, PostingQueue, QueueSlot, QueueSlotInput } from '@publia/shared';

/** A slot as the form edits it; `key` keeps each row's inputs in place while rows come and go. */
export interface SlotRow {
  key: number;
  weekday: number;
  time: string;
}

export type SlotDraft = Partial<Record<Network, SlotRow[]>>;

/** The slot a new row proposes when a network has none. */
const FIRST_SLOT: QueueSlot = { weekday: 1, time: '09:00' };

const rowsOf = (slots: QueueSlot[]): SlotRow[] => slots.map((slot, key) => ({ key, weekday: slot.weekday, time: slot.time }));

/** The form's starting point: the slots shown (saved or suggested) of every network with an account. */
export function draftOf(queue: PostingQueue): SlotDraft {
  const draft: SlotDraft = {};
  for (const network of queue.networks) if (network.accounts > 0) draft[network.network] = rowsOf(network.slots);
  return draft;
}

/** One more row: the day after the last row's, at its time (a weekly rhythm is usually one hour). */
export function withNewRow(rows: SlotRow[]): SlotRow[] {
  const last = rows.at(-1);
  const key = rows.reduce((highest, row) => Math.max(highest, row.key), -1) + 1;
  const slot = last ? { weekday: (last.weekday % 7) + 1, time: last.time } : FIRST_SLOT;
  return [...rows, { key, ...slot }];
}

/** The body of « Enregistrer »: every edited network's slots, as typed (the server names a bad one). */
export function slotsBodyOf(draft: SlotDraft): Partial<Record<Network, QueueSlotInput[]>> {
  const body: Partial<Record<Network, QueueSlotInput[]>> = {};
  for (const [network, rows] of Object.entries(draft) as Array<[Network, SlotRow[]]>) {
    body[network] = rows.map(({ weekday, time }) => ({ weekday, time }));
  }
  return body;
}
