import { type HomePageConfig, TAB_ROUTES, TabIndex } from '@tread/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { findPage } from '../../app/routes';
import { useNavigator } from '../../ui/navigator';
import { showToast } from '../../ui/toast';
import { redirectToSignIn } from '../auth/login-redirect';
import { useIsSignedIn } from '../auth/session-store';
import { useHomePageConfig } from '../config/api/home-page-config';
import { useTireLibrary } from '../tire-library';
import { type GatedPage, mayGate, type StorefrontNeed, storefrontNeed } from './gate';

/** Sends the shopper where the need is met: signing in (and back here after), or the tires tab. */
function Redirect({ need, here }: { need: StorefrontNeed | null; here: string }) {
  const { t } = useTranslation();
  const navigator = useNavigator();
  useEffect(() => {
    if (need === null) return;
    if (need === 'login') {
      redirectToSignIn(navigator, here);
      return;
    }
    showToast(t(`storefront.need.${need}`));
    // The tires tab opens on the search that meets the need: a vehicle is also a size, so it comes first.
    void navigator.go(`${TAB_ROUTES[TabIndex.Tires]}?by=${need === 'size' ? 'size' : 'vehicle'}`, {
      replace: true,
    });
  }, [need, here, navigator, t]);
  return null;
}

interface GateProps {
  switches: HomePageConfig;
  page: GatedPage;
  here: string;
}

/** With a vehicle or size asked for, the shopper's tire library is read (only then). */
function FitGate({ switches, page, here }: GateProps) {
  const signedIn = useIsSignedIn();
  const library = useTireLibrary();
  if (!library.ready) return null;
  const visitor = { signedIn, hasVehicle: library.vehicles.length > 0, hasSize: library.tires.length > 0 };
  return <Redirect need={storefrontNeed(switches, page, visitor)} here={here} />;
}

function LoginGate({ switches, page, here }: GateProps) {
  const signedIn = useIsSignedIn();
  const visitor = { signedIn, hasVehicle: false, hasSize: false };
  return <Redirect need={storefrontNeed(switches, page, visitor)} here={here} />;
}

/** A page the switches may gate: they are read (only here, so other pages never ask), then applied. */
function Gated({ page, here }: { page: GatedPage; here: string }) {
  const home = useHomePageConfig();
  if (!home.data) return null;
  const props = { switches: home.data, page, here };
  return home.data.forceAddVehicle || home.data.forceAddTireSize ? (
    <FitGate {...props} />
  ) : (
    <LoginGate {...props} />
  );
}

/**
 * The marketing switches forceLogin, forceAddVehicle and forceAddTireSize (SPEC §2): a page off the whitelist
 * sends the shopper to sign in, or to the tires tab to say what fits, with a word on why.
 */
export function StorefrontGate() {
  const { pathname, search } = useLocation();
  const page = findPage(pathname);
  if (!page || !mayGate(page)) return null;
  return <Gated page={page} here={`${pathname}${search}`} />;
}
