import { Body, Controller, Delete, Get, HttpCode, Post, Put, UseGuards } from '@nestjs/common';
import { ApiCookieAuth, ApiOperation, ApiResponse, ApiTags } from '@nestjs/swagger';
import { CurrentSession, SignedInGuard, type Session } from '../../accounts';
import { ApiAnswer } from '../../http/openapi/answers';
import { ApiRefusals } from '../../http/openapi/refusals';
import { NotificationSettingsDto, PushEndpointDto, PushSubscriptionDto } from './notification-dtos';
import { NotificationSettingsStore } from './notification-settings.service';
import type { PushPublicKey } from './notifications-wire';
import type { NotificationSettings } from './push-kinds';
import { WebPush } from './web-push.service';

/** Web Push subscriptions and the account's notification settings (docs/accounts.md). */
@ApiTags('accounts')
@Controller()
export class NotificationsController {
  constructor(
    private readonly push: WebPush,
    private readonly settings: NotificationSettingsStore,
  ) {}

  @Get('push/public-key')
  @ApiOperation({ summary: "The server's VAPID public key, to subscribe to push with", operationId: 'getPushPublicKey' })
  @ApiAnswer(200, 'PushPublicKey', 'The applicationServerKey (base64url)')
  publicKey(): PushPublicKey {
    return { publicKey: this.push.keys.publicKey };
  }

  @Post('me/push-subscriptions')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: "Keep this browser's push subscription for the signed-in account (X-CSRF-Token)", operationId: 'subscribePush' })
  @ApiResponse({ status: 204, description: 'Subscribed (again: the endpoint now belongs to this account)' })
  @ApiRefusals('MALFORMED_REQUEST', 'NOT_SIGNED_IN', 'CSRF_REFUSED')
  async subscribe(@CurrentSession() session: Session, @Body() body: PushSubscriptionDto): Promise<void> {
    await this.push.subscribe(session.accountId, body);
  }

  @Delete('me/push-subscriptions')
  @HttpCode(204)
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Forget a push subscription of the signed-in account (X-CSRF-Token)', operationId: 'unsubscribePush' })
  @ApiResponse({ status: 204, description: 'Forgotten (or was not kept)' })
  @ApiRefusals('MALFORMED_REQUEST', 'NOT_SIGNED_IN', 'CSRF_REFUSED')
  async unsubscribe(@CurrentSession() session: Session, @Body() body: PushEndpointDto): Promise<void> {
    await this.push.unsubscribe(session.accountId, body.endpoint);
  }

  @Get('me/notification-settings')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'What the signed-in account is sent by push, per kind', operationId: 'getNotificationSettings' })
  @ApiAnswer(200, 'NotificationSettings', 'The settings')
  @ApiRefusals('NOT_SIGNED_IN')
  get(@CurrentSession() session: Session): Promise<NotificationSettings> {
    return this.settings.of(session.accountId);
  }

  @Put('me/notification-settings')
  @UseGuards(SignedInGuard)
  @ApiCookieAuth('session')
  @ApiOperation({ summary: 'Choose what the signed-in account is sent by push, per kind (X-CSRF-Token)', operationId: 'setNotificationSettings' })
  @ApiAnswer(200, 'NotificationSettings', 'The settings now')
  @ApiRefusals('MALFORMED_REQUEST', 'NOT_SIGNED_IN', 'CSRF_REFUSED')
  set(@CurrentSession() session: Session, @Body() body: NotificationSettingsDto): Promise<NotificationSettings> {
    const { turn, deadlineNear, matchOver, invited, rematchOffered } = body;
    return this.settings.set(session.accountId, { turn, deadlineNear, matchOver, invited, rematchOffered });
  }
}
