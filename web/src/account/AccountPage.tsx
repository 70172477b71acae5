import { useEffect, useState } from 'preact/hooks';
import type { SignedIn } from '../../../src/client';
import { describeError } from '../api';
import { signIn, signOut, whoAmI } from './account-api';

/** `#/account`: sign in or sign up with a username and a password; signed in, sign out here or everywhere. */
export function AccountPage() {
  const [me, setMe] = useState<SignedIn | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  useEffect(() => {
    void whoAmI().then(setMe);
  }, []);
  if (me === undefined) return <p>Loading…</p>;
  if (me) {
    const out = async (everywhere: boolean) => {
      await signOut(everywhere);
      setMe(null);
    };
    return (
      <section class="account">
        <h1>Signed in as {me.account.username}</h1>
        <p>
          <a href="#/me">My matches</a> · <a href={`#/player/${encodeURIComponent(me.account.username)}`}>My profile</a>
        </p>
        <button onClick={() => void out(false)}>Sign out</button> <button onClick={() => void out(true)}>Sign out everywhere</button>
      </section>
    );
  }
  const submit = async (event: Event, newAccount: boolean) => {
    event.preventDefault();
    setError(null);
    try {
      setMe(await signIn(username, password, newAccount));
    } catch (e) {
      setError(describeError(e));
    }
  };
  return (
    <section class="account">
      <h1>Sign in</h1>
      <form onSubmit={(e) => void submit(e, false)}>
        <label>
          Username <input name="username" autocomplete="username" value={username} onInput={(e) => setUsername(e.currentTarget.value)} required />
        </label>
        <label>
          Password{' '}
          <input
            name="password"
            type="password"
            autocomplete="current-password"
            value={password}
            onInput={(e) => setPassword(e.currentTarget.value)}
            required
          />
        </label>
        <button type="submit">Sign in</button>{' '}
        <button type="button" onClick={(e) => void submit(e, true)}>
          Create account
        </button>
      </form>
      {error && <p class="error">{error}</p>}
      <p>You can keep playing as a guest: seats you claim are kept in this browser.</p>
    </section>
  );
}
