import { isStaffRole } from '@tread/domain';
import { lazy, Suspense, useMemo, useSyncExternalStore } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { currentTokens, onTokensChange } from '../api/session';
import { useMe } from '../api/use-me';
import { Refusal } from '../ui/Refusal';
import { AREAS } from './areas';
import { Shell } from './Shell';
import { SignIn } from './SignIn';

const areaPages = AREAS.map((area) => ({ ...area, Page: lazy(area.load) }));

function Forbidden() {
  return (
    <section className="card forbidden" role="alert">
      <h1>Not for your role</h1>
      <p>Your role cannot open this screen. Ask an administrator if you need it.</p>
    </section>
  );
}

/** Signed out: the sign-in form. Signed in: the areas the role may open; any other area is refused. */
export function App() {
  const signedIn = useSyncExternalStore(onTokensChange, () => currentTokens() !== null);
  const me = useMe(signedIn);
  const role = me.data?.role;
  const allowed = useMemo(() => areaPages.filter((area) => role && area.roles.includes(role)), [role]);

  if (!signedIn || (me.data && !isStaffRole(me.data.role))) return <SignIn />;
  if (me.error) return <Refusal error={me.error} />;
  if (!me.data) return <p className="loading">Loading…</p>;
  return (
    <Shell me={me.data} areas={allowed}>
      <Suspense fallback={<p className="loading">Loading…</p>}>
        <Routes>
          <Route
            index
            element={allowed[0] ? <Navigate to={`/${allowed[0].path}`} replace /> : <Forbidden />}
          />
          {areaPages.map(({ path, Page }) => (
            <Route
              key={path}
              path={`${path}/*`}
              element={allowed.some((area) => area.path === path) ? <Page /> : <Forbidden />}
            />
          ))}
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </Suspense>
    </Shell>
  );
}
