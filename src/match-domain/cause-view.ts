import type { Typed } from '../engine/game-definition';
import { canSee, type Viewer, type Visibility } from '../engine/types';
import type { EventCause } from './causes';
import type { ClientCause } from './client-cause';
import { isFramingType } from './framing';

/**
 * An event's cause as `viewer` receives it: the rule ids, the acting card and who acted. The card
 * is named only when the viewer sees the whole event, or when the form it receives (`visible`)
 * names that card itself: a cause never says more than the event does. The one redaction of a
 * cause, for the table's sockets and the replay alike.
 */
export function viewedCause(
  cause: EventCause | null,
  stored: { readonly type: string; readonly visibility: Visibility },
  visible: Typed,
  viewer: Viewer,
): ClientCause | null {
  if (!cause) return null;
  const sees = isFramingType(stored.type) || canSee(stored.visibility, viewer);
  const card =
    cause.card && (sees || JSON.stringify(visible).includes(JSON.stringify(cause.card.card))) ? { card: cause.card.card, ability: cause.card.ability } : null;
  return {
    rules: [...cause.rules],
    card,
    by: cause.command ? { seat: cause.command.seat, actedBy: cause.command.actedBy } : null,
  };
}
