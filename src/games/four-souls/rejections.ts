/** Stable rejection codes with the rule each enforces (clients switch on `code`). */
import { CommonRejections, reject, type Rejection } from '../../engine';

const r =
  (code: string, rule: string | null) =>
  (message: string): Rejection =>
    reject(code, rule, message);

export const Rejections = {
  matchOver: r(CommonRejections.MATCH_OVER, null),
  seatOut: r(CommonRejections.SEAT_OUT, 'R-MATCH-2'),
  badSeat: r(CommonRejections.MALFORMED_COMMAND, null),
  wrongPrompt: r(CommonRejections.WRONG_PROMPT, 'R-STACK-10'),
  notYourDecision: r('NOT_YOUR_DECISION', 'R-STACK-10'),
  noPriority: r('NOBODY_HAS_PRIORITY', 'R-STACK-7'),
  notYourPriority: r(CommonRejections.NOT_YOUR_PRIORITY, 'R-STACK-4'),
  notYourTurn: r(CommonRejections.NOT_YOUR_TURN, 'R-STACK-8'),
  stackNotEmpty: r('STACK_NOT_EMPTY', 'R-STACK-8'),
  nothingToRespondTo: r('NOTHING_TO_RESPOND_TO', 'R-STACK-6'),
  notActionPhase: r('NOT_ACTION_PHASE', 'R-TURN-4'),
  notInHand: r('NOT_IN_HAND', 'R-ZONE-5'),
  noLootPlay: r('NO_LOOT_PLAY', 'R-TURN-4'),
  characterDeactivated: r('CHARACTER_DEACTIVATED', 'R-CARD-1'),
  badMode: r('BAD_MODE', 'R-STACK-3'),
  badTarget: r('BAD_TARGET', 'R-STACK-3'),
  notYourItem: r('NOT_YOUR_ITEM', 'R-CARD-2'),
  noSuchAbility: r('NO_SUCH_ABILITY', 'R-CARD-2'),
  itemDeactivated: r('ITEM_DEACTIVATED', 'R-CARD-2'),
  notEnoughCoins: r('NOT_ENOUGH_COINS', 'R-CARD-2'),
  noAttackLeft: r('NO_ATTACK_LEFT', 'R-ATTACK-1'),
  badAttackTarget: r('BAD_ATTACK_TARGET', 'R-ATTACK-1'),
  noPurchaseLeft: r('NO_PURCHASE_LEFT', 'R-BUY-1'),
  badPurchaseTarget: r('BAD_PURCHASE_TARGET', 'R-BUY-1'),
  cannotAfford: r('CANNOT_AFFORD', 'R-BUY-2'),
  slotEmpty: r('SLOT_EMPTY', 'R-TURN-7'),
  badOrder: r('BAD_ORDER', 'R-STACK-9'),
  badChoice: r('BAD_CHOICE', 'R-MATCH-1'),
} as const;
