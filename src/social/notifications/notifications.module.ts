import { Module } from '@nestjs/common';
import { AccountsModule } from '../../accounts';
import { MatchesModule } from '../../matches';
import { DeadlineReminders } from './deadline-reminders.service';
import { NotificationSettingsStore } from './notification-settings.service';
import { NotificationsController } from './notifications.controller';
import { Notifier } from './notifier.service';
import { TurnNotices } from './turn-notices.service';
import { WebPush } from './web-push.service';

/**
 * Notifications: "your turn", "deadline near" and "match over" on the account socket and, for
 * correspondence matches, by Web Push; exports the Notifier that every notice goes out through
 * (invitations and rematch offers too). Owns the tables awaited_seats, push_subscriptions and
 * notification_settings.
 */
@Module({
  imports: [AccountsModule, MatchesModule],
  controllers: [NotificationsController],
  providers: [WebPush, NotificationSettingsStore, Notifier, TurnNotices, DeadlineReminders],
  exports: [WebPush, Notifier],
})
export class NotificationsModule {}
