/** What the dashboard gives every view and panel it shows. */
export interface PanelProps {
  /** Goes up with the header's Refresh: the panel loads again. */
  tick: number;
  /** True when the error was a lost session (the page then goes to the sign-in). */
  onSignedOut: (error: unknown) => boolean;
}

/** A panel that offers the owner more than staff. */
export interface RolePanelProps extends PanelProps {
  isOwner: boolean;
}
