let toastTimer: ReturnType<typeof setTimeout> | undefined;

/** Shows a message to the user (errors in words) for 8 s in the page's one `#toast` element. */
export function toast(message: string, kind: 'error' | 'info' = 'error'): void {
  const el = document.getElementById('toast');
  if (!el) return;
  el.textContent = message;
  el.className = `show ${kind}`;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => (el.className = ''), 8000);
}
