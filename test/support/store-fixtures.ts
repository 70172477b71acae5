import type { CommandRecord, NewEvent } from '../../src/event-store/event-store.types';

/** A public event by seat 0, as the event store tests append them. */
export const publicEvent = (type: string, payload: Record<string, unknown> = { type }): NewEvent => ({
  type,
  schemaVersion: 1,
  payload,
  visibility: { kind: 'public' },
  actor: { kind: 'seat', seat: 0 },
});

/** Seat 0's command `commandId` on `matchId`, received now. */
export const seatCommand = (matchId: string, commandId: string, payload: unknown = { commandId }): CommandRecord => ({
  matchId,
  actor: 'seat:0',
  commandId,
  kind: 'command',
  seat: 0,
  origin: 'player',
  payload,
  receivedAt: new Date(),
});
