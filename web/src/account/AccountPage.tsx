import { useEffect, useState } from 'preact/hooks';
import type { SignedIn, SignInProviders } from '../../../src/client';
import { describeError } from '../api';
import { signIn, signOut, whoAmI } from './account-api';
import { PushSettingsPanel } from './PushSettingsPanel';
import { linkedOidcIdentities, linkOidcIdentity, OIDC_SIGN_IN_PATH, signInProviders, unlinkOidcIdentities } from './oidc-api';
import { addPasskey, passkeysSupported, signInWithPasskey, signUpWithPasskey } from './passkey-api';

/**
 * `#/account`: sign in or sign up with a username and a password, with a passkey where the
 * browser offers WebAuthn, or with the operator's OpenID Connect provider where one is configured;
 * signed in, add a passkey, link the provider's identity, sign out here or everywhere.
 */
export function AccountPage() {
  const [me, setMe] = useState<SignedIn | null | undefined>(undefined);
  const [error, setError] = useState<string | null>(null);
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [notice, setNotice] = useState<string | null>(null);
  // Null until the server answers: no provider button is shown before it is known to exist.
  const [providers, setProviders] = useState<SignInProviders | null>(null);
  const attempt = async (action: () => Promise<SignedIn | void>) => {
    setError(null);
    try {
      const signed = await action();
      if (signed) setMe(signed);
    } catch (e) {
      setError(describeError(e));
    }
  };
  useEffect(() => {
    void whoAmI().then(setMe);
    void signInProviders().then(setProviders);
  }, []);
  const oidc = providers?.oidc ?? null;
  /** Identities of the provider linked to the signed-in account (the button links one, or unlinks them). */
  const [linkedCount, setLinkedCount] = useState(0);
  useEffect(() => {
    if (me && oidc) void linkedOidcIdentities().then((l) => setLinkedCount(l.length));
  }, [me?.account.accountId, oidc]);
  // The header's notices follow the session.
  useEffect(() => {
    if (me !== undefined) window.dispatchEvent(new Event('stackbound:signed-in-changed'));
  }, [me?.account.accountId]);
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
        <button onClick={() => void out(false)}>Sign out</button> <button onClick={() => void out(true)}>Sign out everywhere</button>{' '}
        {passkeysSupported() && (
          <button
            class="add-passkey"
            onClick={() =>
              void attempt(async () => {
                await addPasskey();
                setNotice('Passkey added.');
              })
            }
          >
            Add a passkey
          </button>
        )}{' '}
        {oidc && linkedCount === 0 && (
          <button class="oidc-link" onClick={() => void attempt(linkOidcIdentity)}>
            Link a {oidc.name} sign-in
          </button>
        )}
        {oidc && linkedCount > 0 && (
          <button
            class="oidc-unlink"
            onClick={() =>
              void attempt(async () => {
                await unlinkOidcIdentities();
                setLinkedCount(0);
                setNotice(`Your ${oidc.name} sign-in is unlinked.`);
              })
            }
          >
            Unlink your {oidc.name} sign-in
          </button>
        )}
        {notice && <p class="notice">{notice}</p>}
        {error && <p class="error">{error}</p>}
        <PushSettingsPanel />
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
      {passkeysSupported() && (
        <p class="passkeys">
          <button type="button" class="passkey-sign-in" onClick={() => void attempt(signInWithPasskey)}>
            Sign in with a passkey
          </button>{' '}
          <button type="button" class="passkey-sign-up" onClick={() => void attempt(() => signUpWithPasskey(username))}>
            Create account with a passkey
          </button>{' '}
          (the username above names the new account)
        </p>
      )}
      {oidc && (
        <p class="oidc">
          <a class="oidc-sign-in" href={OIDC_SIGN_IN_PATH}>
            Sign in with {oidc.name}
          </a>
        </p>
      )}
      {error && <p class="error">{error}</p>}
      <p>You can keep playing as a guest: seats you claim are kept in this browser.</p>
    </section>
  );
}
