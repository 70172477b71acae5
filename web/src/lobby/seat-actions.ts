import type { CreatedMatch, CreateMatchRequest, JoinedSeat, UnlistedMatch } from '../../../src/client';
import { api, tokens } from '../api';
import { seatLinks } from '../seat-link';
import { invitationLinks } from '../social/invitation-links';

/** Keeps a claimed seat's token and opens its table (with the seat link offered once). */
export function openOwnSeat(res: JoinedSeat): void {
  tokens.set(res.matchId, res.seat, res.token);
  seatLinks.offer(res.matchId, res.seat, res.token);
  location.hash = `#/match/${res.matchId}`;
}

/** Claims an open seat under `name`, then opens its table. */
export async function joinSeat(matchId: string, seat: number, name: string): Promise<void> {
  openOwnSeat(await api<JoinedSeat>('POST', `/matches/${matchId}/seats/${seat}`, { name }));
}

/**
 * Creates a listed match; with `seat` the creator takes it at once and its table opens.
 * Returns the new match's id when the creator took no seat (the lobby stays).
 */
export async function createListed(body: CreateMatchRequest, seat: number | null, playerName: string): Promise<string | null> {
  const { matchId } = await api<CreatedMatch>('POST', '/matches', body);
  if (seat === null) return matchId;
  await joinSeat(matchId, seat, playerName);
  return null;
}

/**
 * An unlisted match (docs/social.md): every human seat gets an invitation. The creator takes its
 * own seat through its own invitation; the table then shows the links of the other seats.
 */
export async function createUnlisted(body: CreateMatchRequest, seat: number | null, playerName: string): Promise<void> {
  const created = await api<UnlistedMatch>('POST', '/matches/unlisted', body);
  invitationLinks.offer(created.matchId, created.invitations, seat);
  const own = created.invitations.find((i) => i.seat === seat);
  if (own) return openOwnSeat(await api<JoinedSeat>('POST', `/invitations/${encodeURIComponent(own.token)}`, { name: playerName }));
  location.hash = `#/match/${created.matchId}?watch`;
}
