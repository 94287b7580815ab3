import { Overlay, type OverlayProps } from './Overlay';

/** A centred dialog, e.g. the guarantee popup. */
export function Modal(props: OverlayProps) {
  return <Overlay {...props} kind="modal" />;
}
