/** Whether the customer may sign in and buy, as a chip. */
export function AccountState({ disabled }: { disabled: boolean }) {
  return disabled ? (
    <span className="badge badge--off">Disabled</span>
  ) : (
    <span className="badge badge--on">Active</span>
  );
}
