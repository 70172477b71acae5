/** The server's VAPID public key (base64url), the `applicationServerKey` browsers subscribe with. */
export interface PushPublicKey {
  readonly publicKey: string;
}
