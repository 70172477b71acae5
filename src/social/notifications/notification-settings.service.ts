import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { NotificationSettings } from './push-kinds';

/** Each account's push settings: every kind on until the account turns it off. */
@Injectable()
export class NotificationSettingsStore {
  constructor(private readonly db: DataSource) {}

  async of(accountId: string): Promise<NotificationSettings> {
    const rows = (await this.db.query(`SELECT push_turn, push_reminder, push_match_over FROM notification_settings WHERE account_id = $1`, [accountId])) as {
      push_turn: boolean;
      push_reminder: boolean;
      push_match_over: boolean;
    }[];
    const row = rows[0];
    return row ? { turn: row.push_turn, deadlineNear: row.push_reminder, matchOver: row.push_match_over } : { turn: true, deadlineNear: true, matchOver: true };
  }

  async set(accountId: string, settings: NotificationSettings): Promise<NotificationSettings> {
    await this.db.query(
      `INSERT INTO notification_settings (account_id, push_turn, push_reminder, push_match_over) VALUES ($1, $2, $3, $4)
       ON CONFLICT (account_id) DO UPDATE SET push_turn = EXCLUDED.push_turn, push_reminder = EXCLUDED.push_reminder, push_match_over = EXCLUDED.push_match_over`,
      [accountId, settings.turn, settings.deadlineNear, settings.matchOver],
    );
    return settings;
  }
}
