import { EventStore1763780000000 } from './1763780000000-EventStore';
import { LobbyProjection1763780000001 } from './1763780000001-LobbyProjection';
import { AppendOnlyLedger1764000000000 } from './1764000000000-AppendOnlyLedger';
import { AppendBatch1764100000000 } from './1764100000000-AppendBatch';
import { ImportsAndLobbyTerms1764200000000 } from './1764200000000-ImportsAndLobbyTerms';
import { MatchOutlines1764300000001 } from './1764300000001-MatchOutlines';
import { AppendBatchSetBased1764300000002 } from './1764300000002-AppendBatchSetBased';
import { QuotaCounters1764400000000 } from './1764400000000-QuotaCounters';
import { MatchSteps1764400000001 } from './1764400000001-MatchSteps';
import { Accounts1765100000000 } from './1765100000000-Accounts';
import { Ratings1765100000001 } from './1765100000001-Ratings';
import { MatchChat1765100000100 } from './1765100000100-MatchChat';
import { Invitations1765100000101 } from './1765100000101-Invitations';
import { Rematches1765100000102 } from './1765100000102-Rematches';
import { Passkeys1765100000200 } from './1765100000200-Passkeys';
import { Notifications1765100000201 } from './1765100000201-Notifications';
import { OidcIdentities1765100000300 } from './1765100000300-OidcIdentities';
import { LobbyRated1765100000301 } from './1765100000301-LobbyRated';
import { Disputes1765200000050 } from './1765200000050-Disputes';
import { ImportSignatures1765500000000 } from './1765500000000-ImportSignatures';
import { NewsLog1765700000000 } from './1765700000000-NewsLog';
import { StateCacheName1765600000000 } from './1765600000000-StateCacheName';
import { MatchCreators1765600000001 } from './1765600000001-MatchCreators';
import { LedgerKeyedByCommand1765700000005 } from './1765700000005-LedgerKeyedByCommand';
import { CachedStateInline1765700000006 } from './1765700000006-CachedStateInline';
import { EventLogByAppend1765800000000 } from './1765800000000-EventLogByAppend';
import { CompactEventLog1765300000000 } from './1765300000000-CompactEventLog';
import { EventStepMarks1765300000001 } from './1765300000001-EventStepMarks';
import { MatchSummaries1765300000002 } from './1765300000002-MatchSummaries';
import { SeatOwnerNotices1765300000100 } from './1765300000100-SeatOwnerNotices';
import { PayloadAsJsonText1765300000101 } from './1765300000101-PayloadAsJsonText';
import { CachedStateAsJsonText1765300000102 } from './1765300000102-CachedStateAsJsonText';
import { AccountNotices1765100000400 } from './1765100000400-AccountNotices';

/** Every migration, in order. Listed explicitly so that the same list works compiled and in tests. */
export const migrations = [
  EventStore1763780000000,
  LobbyProjection1763780000001,
  AppendOnlyLedger1764000000000,
  AppendBatch1764100000000,
  ImportsAndLobbyTerms1764200000000,
  MatchOutlines1764300000001,
  AppendBatchSetBased1764300000002,
  QuotaCounters1764400000000,
  MatchSteps1764400000001,
  Accounts1765100000000,
  Ratings1765100000001,
  MatchChat1765100000100,
  Invitations1765100000101,
  Rematches1765100000102,
  Passkeys1765100000200,
  Notifications1765100000201,
  OidcIdentities1765100000300,
  LobbyRated1765100000301,
  AccountNotices1765100000400,
  Disputes1765200000050,
  ImportSignatures1765500000000,
  CompactEventLog1765300000000,
  EventStepMarks1765300000001,
  MatchSummaries1765300000002,
  SeatOwnerNotices1765300000100,
  PayloadAsJsonText1765300000101,
  CachedStateAsJsonText1765300000102,
  StateCacheName1765600000000,
  MatchCreators1765600000001,
  NewsLog1765700000000,
  LedgerKeyedByCommand1765700000005,
  CachedStateInline1765700000006,
  EventLogByAppend1765800000000,
];
