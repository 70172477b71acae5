import { useState } from 'preact/hooks';

/**
 * "Copy": puts `text` on the clipboard and then says "Copied", only once the clipboard took it.
 * Where the browser refuses (or has no clipboard: a server on plain http reached by address), the
 * address shown beside it (the `input` of the same parent) is selected to copy by hand.
 */
export function CopyButton({ text, class: className }: { text: string; class?: string }) {
  const [copied, setCopied] = useState(false);
  const copy = (ev: Event) => {
    const shown = (ev.currentTarget as HTMLElement).parentElement?.querySelector('input');
    Promise.resolve()
      .then(() => navigator.clipboard.writeText(text))
      .then(
        () => setCopied(true),
        () => shown?.select(),
      );
  };
  return (
    <button type="button" class={className} onClick={copy}>
      {copied ? 'Copied' : 'Copy'}
    </button>
  );
}
