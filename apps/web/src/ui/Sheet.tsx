import { Overlay, type OverlayProps } from './Overlay';

/** A bottom sheet that slides up over the page. */
export function Sheet(props: OverlayProps) {
  return <Overlay {...props} kind="sheet" />;
}
