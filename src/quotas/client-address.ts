/**
 * The client a quota counts: its IP address as the server's socket sees it, with IPv4-mapped IPv6
 * (`::ffff:127.0.0.1`) written as IPv4 so that REST and socket.io count one client once. Behind a
 * reverse proxy every client has the proxy's address: quotas then count the proxy (docs/operations.md).
 */
export function clientAddress(address: string | undefined): string {
  if (!address) return 'unknown';
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice('::ffff:'.length) : address;
}
