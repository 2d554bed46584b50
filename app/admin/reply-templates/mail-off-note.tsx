/** Said wherever mail would show: the server sends none until SMTP is set up. */
export function MailOffNote() {
  return (
    <p role="note" className="mt-2 rounded-lg bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
      <strong>Mail is off.</strong> SMTP_URL and NOTIFY_EMAIL are not set, so no e-mail is sent: no instant reply to the
      visitor and no staff e-mail. Everything else works.
    </p>
  );
}
