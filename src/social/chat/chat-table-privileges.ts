/**
 * What the server's database role may do on the chat tables: read and append, never edit or delete
 * (chat is evidence for dispute review, like the event log). Applied by the owner role after the
 * migrations (src/database/app-role-grants.ts).
 */
export const CHAT_TABLE_PRIVILEGES = {
  chat_messages: 'SELECT, INSERT',
  chat_reports: 'SELECT, INSERT',
} as const satisfies Readonly<Record<string, string>>;
