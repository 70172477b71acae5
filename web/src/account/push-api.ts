import type { NotificationSettings } from '../../../src/client';
import { api } from '../api';

/** Whether this browser offers Web Push (a service worker and the Push API). */
export const pushSupported = (): boolean => 'serviceWorker' in navigator && 'PushManager' in window;

/** What the account is sent by push, per kind. */
export type PushSettings = NotificationSettings;

/**
 * Registers the service worker, subscribes this browser with the server's VAPID key and gives the
 * subscription to the server for the signed-in account. The browser asks the person first.
 */
export async function subscribeToPush(): Promise<void> {
  const registration = await navigator.serviceWorker.register('/push-sw.js');
  await navigator.serviceWorker.ready;
  const { publicKey } = await api<{ publicKey: string }>('GET', '/push/public-key');
  const subscription = await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlBytes(publicKey) });
  await api('POST', '/me/push-subscriptions', subscription.toJSON());
}

export function pushSettings(): Promise<PushSettings> {
  return api<PushSettings>('GET', '/me/notification-settings');
}

export function savePushSettings(settings: PushSettings): Promise<PushSettings> {
  return api<PushSettings>('PUT', '/me/notification-settings', settings);
}

function base64UrlBytes(text: string): Uint8Array<ArrayBuffer> {
  const binary = atob(text.replace(/-/g, '+').replace(/_/g, '/'));
  const bytes = new Uint8Array(new ArrayBuffer(binary.length));
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
}
