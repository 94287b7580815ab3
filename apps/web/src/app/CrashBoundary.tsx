import { Component, type ReactNode } from 'react';
import { CrashView } from './CrashView';

/** Shows CrashView in place of the app when a page throws while rendering; its Reload starts afresh. */
export class CrashBoundary extends Component<{ children: ReactNode }, { crashed: boolean }> {
  override state = { crashed: false };

  static getDerivedStateFromError(): { crashed: boolean } {
    return { crashed: true };
  }

  override render() {
    return this.state.crashed ? <CrashView /> : this.props.children;
  }
}
