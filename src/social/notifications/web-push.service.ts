import { Injectable, Logger } from '@nestjs/common';
import { generateRequestDetails } from 'web-push';
import { DataSource } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { SETTING_COLUMN, type PushPayload } from './push-kinds';
import { loadVapidKeys, type VapidKeys } from './vapid-keys';

/** A browser's push subscription (PushSubscription.toJSON()). */
export interface PushSubscriptionInfo {
  readonly endpoint: string;
  readonly keys: { readonly p256dh: string; readonly auth: string };
}

/**
 * A day: a push service keeps an undelivered message this long (the phone may be off), after which
 * the turn it announces is likely stale anyway.
 */
const PUSH_TTL_SECONDS = 86_400;

/**
 * Web Push (RFC 8030) with VAPID (RFC 8292): the `web-push` library encrypts each payload for the
 * subscription (RFC 8291, aes128gcm) and signs the VAPID header; the request is sent here with
 * fetch. A subscription the push service says is gone (404, 410) is forgotten.
 */
@Injectable()
export class WebPush {
  private readonly logger = new Logger(WebPush.name);
  readonly keys: VapidKeys;

  constructor(
    private readonly db: DataSource,
    private readonly config: AppConfig,
  ) {
    this.keys = loadVapidKeys(config.get('VAPID_PUBLIC_KEY'), config.get('VAPID_PRIVATE_KEY'), config.get('VAPID_KEYS_FILE'));
    if (this.keys.source === 'generated') this.logger.log(`VAPID keys created in ${config.get('VAPID_KEYS_FILE')}`);
  }

  async subscribe(accountId: string, subscription: PushSubscriptionInfo): Promise<void> {
    await this.db.query(
      `INSERT INTO push_subscriptions (endpoint, account_id, p256dh, auth) VALUES ($1, $2, $3, $4)
       ON CONFLICT (endpoint) DO UPDATE SET account_id = EXCLUDED.account_id, p256dh = EXCLUDED.p256dh, auth = EXCLUDED.auth`,
      [subscription.endpoint, accountId, subscription.keys.p256dh, subscription.keys.auth],
    );
  }

  async unsubscribe(accountId: string, endpoint: string): Promise<void> {
    await this.db.query(`DELETE FROM push_subscriptions WHERE endpoint = $1 AND account_id = $2`, [endpoint, accountId]);
  }

  /** Sends the payload to every subscription of the account, when its settings want this kind. */
  async send(accountId: string, payload: PushPayload): Promise<void> {
    const rows = (await this.db.query(
      `SELECT p.endpoint, p.p256dh, p.auth FROM push_subscriptions p LEFT JOIN notification_settings s USING (account_id)
        WHERE p.account_id = $1 AND coalesce(s.${SETTING_COLUMN[payload.kind]}, true)`,
      [accountId],
    )) as { endpoint: string; p256dh: string; auth: string }[];
    await Promise.all(rows.map((row) => this.deliver({ endpoint: row.endpoint, keys: { p256dh: row.p256dh, auth: row.auth } }, payload)));
  }

  private async deliver(subscription: PushSubscriptionInfo, payload: PushPayload): Promise<void> {
    const details = generateRequestDetails(subscription, JSON.stringify(payload), {
      vapidDetails: { subject: this.config.get('VAPID_SUBJECT'), publicKey: this.keys.publicKey, privateKey: this.keys.privateKey },
      TTL: PUSH_TTL_SECONDS,
    });
    try {
      const res = await fetch(details.endpoint, { method: details.method, headers: details.headers as Record<string, string>, body: details.body });
      if (res.status === 404 || res.status === 410) {
        await this.db.query(`DELETE FROM push_subscriptions WHERE endpoint = $1`, [subscription.endpoint]);
      } else if (!res.ok) {
        this.logger.warn(`push to ${new URL(subscription.endpoint).host} answered ${res.status}`);
      }
    } catch (error) {
      this.logger.warn(`push to ${new URL(subscription.endpoint).host} failed: ${String(error)}`);
    }
  }
}
