import { Overlay, type OverlayProps } from './Overlay';

/** A centered dialog, e.g. the guarantee popup. */
export function Modal(props: OverlayProps) {
  return <Overlay {...props} kind="modal" />;
}
