import { useRef, useState } from 'preact/hooks';
import { toast } from '../toast';

/** "Copy link": the address of the step shown, on the clipboard, and shown for browsers that refuse it. */
export function MomentLink({ url }: { url: string }) {
  const [shown, setShown] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    setShown(true);
    input.current?.select();
    try {
      await navigator.clipboard.writeText(url);
      toast('Link to this step copied');
    } catch {
      toast('Select the link and copy it'); // the browser did not allow the clipboard
    }
  };
  return (
    <>
      <button id="copy-link" title="Copy the address of this step, as this perspective sees it" onClick={() => void copy()}>
        Copy link
      </button>
      <input ref={input} class="moment-link" id="moment-link" readOnly size={40} hidden={!shown} value={url} />
    </>
  );
}
