/** What other modules may use of automation: the module, auto-pass requests and the deadline of a prompt. */
export { AutoPassService } from './auto-pass/auto-pass.service';
export { AutomationModule } from './automation.module';
export { BotAudience } from './bots/bot-audience';
export { deadlineOf, type Deadline } from './deadlines/deadline';
export { serverCommandId, type ActingReason } from './server-command-id';
