import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { DEFAULT_SETTINGS, type NotificationSettings } from './push-kinds';

interface SettingsRow {
  readonly push_turn: boolean;
  readonly push_reminder: boolean;
  readonly push_match_over: boolean;
  readonly push_invited: boolean;
  readonly push_rematch_offered: boolean;
}

/** Each account's push settings: every kind on until the account turns it off. */
@Injectable()
export class NotificationSettingsStore {
  constructor(private readonly db: DataSource) {}

  async of(accountId: string): Promise<NotificationSettings> {
    const rows = (await this.db.query(
      `SELECT push_turn, push_reminder, push_match_over, push_invited, push_rematch_offered FROM notification_settings WHERE account_id = $1`,
      [accountId],
    )) as SettingsRow[];
    const row = rows[0];
    return row
      ? {
          turn: row.push_turn,
          deadlineNear: row.push_reminder,
          matchOver: row.push_match_over,
          invited: row.push_invited,
          rematchOffered: row.push_rematch_offered,
        }
      : DEFAULT_SETTINGS;
  }

  /** Sets the kinds given; a kind left out keeps its setting (clients written before it existed send none). */
  async set(accountId: string, changes: Partial<NotificationSettings>): Promise<NotificationSettings> {
    const settings = { ...(await this.of(accountId)), ...definedOnly(changes) };
    await this.db.query(
      `INSERT INTO notification_settings (account_id, push_turn, push_reminder, push_match_over, push_invited, push_rematch_offered) VALUES ($1, $2, $3, $4, $5, $6)
       ON CONFLICT (account_id) DO UPDATE SET push_turn = EXCLUDED.push_turn, push_reminder = EXCLUDED.push_reminder, push_match_over = EXCLUDED.push_match_over,
         push_invited = EXCLUDED.push_invited, push_rematch_offered = EXCLUDED.push_rematch_offered`,
      [accountId, settings.turn, settings.deadlineNear, settings.matchOver, settings.invited, settings.rematchOffered],
    );
    return settings;
  }
}

function definedOnly(changes: Partial<NotificationSettings>): Partial<NotificationSettings> {
  return Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
}
