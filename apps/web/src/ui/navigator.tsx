import { createContext, type MouseEvent, type ReactNode, useContext } from 'react';

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing (a redirect). */
  replace?: boolean;
}

export interface AppNavigator {
  /** Programmatic navigation. Resolves to false when ignored (already on that page). */
  go: (to: string, options?: NavigateOptions) => Promise<boolean>;
  /** A shopper's tap: like go, but taps within 500 ms of the previous one are ignored. */
  tap: (to: string, options?: NavigateOptions) => Promise<boolean>;
  /** Back to the previous page, or home when this page was the first one opened. */
  back: () => void;
  /** Opens home afresh (after the network came back): no same-page check, first launch over. */
  relaunch: () => void;
}

export const NavigatorContext = createContext<AppNavigator | null>(null);

export function useNavigator(): AppNavigator {
  const navigator = useContext(NavigatorContext);
  if (!navigator) throw new Error('useNavigator needs a NavigatorContext provider');
  return navigator;
}

export interface AppLinkProps extends NavigateOptions {
  to: string;
  className?: string;
  children: ReactNode;
  'aria-current'?: 'page';
  'aria-label'?: string;
  'aria-describedby'?: string;
}

/** An in-app link: a real href (open in new tab still works) whose plain taps go through the navigator. */
export function AppLink({ to, replace, children, ...rest }: AppLinkProps) {
  const navigator = useNavigator();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    void navigator.tap(to, { replace });
  };
  return (
    <a href={to} onClick={onClick} {...rest}>
      {children}
    </a>
  );
}
