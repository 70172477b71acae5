/** What other modules may use of the quotas: the module, the route marker and the socket and bot-only caps. */
export { BotMatchQuota, isBotOnly } from './bot-match-quota.service';
export { clientAddress } from './client-address';
export { QuotasModule } from './quotas.module';
export { Quota } from './rest-quotas';
export { SocketQuotas, type ConnectRefusal, type EngineConnection } from './socket-quotas.service';
export { ServerWorkQuota } from './server-work-quota.service';
