import type { ClientEvent } from '../../../src/client';

/**
 * Priority events fold into one log line naming who passed: a pass to the next player, and the
 * pass that ends the round (the holder's last pass clears priority: its line names the holder),
 * so no seat's pass is lost from the log, the server's own passes for it included.
 */
export const foldPriority = (e: ClientEvent): string | null => {
  if (e.type === 'priority-passed') return e.text.replace(/ passes.*$/, '');
  if (e.type === 'priority-cleared') return /^(.+?) no longer has priority/.exec(e.text)?.[1] ?? '';
  if (e.type === 'priority-given') return '';
  return null;
};
