import { type FormEvent, useState } from "react";
import { REPLY_BODY_MAX, REPLY_SUBJECT_MAX } from "#contracts/leads/lead-desk.ts";
import { Alert } from "#app/ui/alert.tsx";
import { Button } from "#app/ui/button.tsx";
import { Dialog } from "#app/ui/dialog.tsx";
import { TextArea, TextField } from "#app/ui/field.tsx";
import { adminApi } from "../../shared/api.ts";
import { REPLY_SUBJECT } from "./contact-actions.tsx";

interface ReplyDialogProps {
  open: boolean;
  leadId: number;
  /** Who the e-mail goes to, shown above the form. */
  to: string;
  onClose: () => void;
  onSignedOut: (error: unknown) => boolean;
  /** The reply is queued: the timeline shows it, and when it is sent. */
  onSent: () => void;
}

/** "Reply" with SMTP set: an e-mail written in the dashboard and sent through the mail outbox. */
export function ReplyDialog({ open, leadId, to, onClose, onSignedOut, onSent }: ReplyDialogProps) {
  const [subject, setSubject] = useState(REPLY_SUBJECT);
  const [body, setBody] = useState("");
  const [errors, setErrors] = useState<{ subject?: string; body?: string }>({});
  const [result, setResult] = useState<{ tone: "success" | "error"; text: string } | null>(null);
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    const missing = {
      ...(subject.trim() === "" ? { subject: "Please write a subject." } : {}),
      ...(body.trim() === "" ? { body: "Please write the message." } : {}),
    };
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setSending(true);
    setResult(null);
    try {
      await adminApi.reply(leadId, { subject: subject.trim(), body });
      setResult({ tone: "success", text: `Reply to ${to} queued: the timeline shows when it is sent.` });
      setBody("");
      onSent();
    } catch (error) {
      // What was written stays in the form, to send again or copy elsewhere.
      if (!onSignedOut(error)) {
        setResult({ tone: "error", text: error instanceof Error ? error.message : "The e-mail could not be queued." });
      }
    } finally {
      setSending(false);
    }
  }

  return (
    <Dialog open={open} onClose={onClose} title="Reply by e-mail" size="lg">
      <form onSubmit={send} noValidate className="space-y-4">
        <p className="text-sm text-slate-700">To: {to}</p>
        <TextField
          label="Subject"
          required
          maxLength={REPLY_SUBJECT_MAX}
          value={subject}
          onChange={(event) => setSubject(event.target.value)}
          error={errors.subject}
        />
        <TextArea
          label="Message"
          required
          rows={8}
          maxLength={REPLY_BODY_MAX}
          value={body}
          onChange={(event) => setBody(event.target.value)}
          error={errors.body}
        />
        {result ? <Alert tone={result.tone}>{result.text}</Alert> : null}
        <div className="flex flex-wrap justify-end gap-2">
          <Button variant="secondary" onClick={onClose} disabled={sending}>
            {result?.tone === "success" ? "Close" : "Cancel"}
          </Button>
          <Button type="submit" disabled={sending} aria-busy={sending}>
            {sending ? "Sending..." : "Send"}
          </Button>
        </div>
      </form>
    </Dialog>
  );
}
