import { useState } from "react";
import { MailOpen, Trash2 } from "lucide-react";
import type { AdminSessionInfo } from "#contracts/auth/session.ts";
import type { AdminSubmission, LeadUpdate } from "#contracts/leads/lead-desk.ts";
import type { TeamMember } from "#contracts/accounts/accounts.ts";
import { Button } from "#app/ui/button.tsx";
import { adminApi } from "../../shared/api.ts";
import { ConsentDetails } from "./consent-details.tsx";
import { ContactActions, contactLinks } from "./contact-actions.tsx";
import { displayName, formatDateTime, typeLabel } from "../../shared/format.ts";
import { LeadFieldsEditor } from "./lead-fields-editor.tsx";
import { Notes } from "./notes.tsx";
import { RelatedLeads } from "./related-leads.tsx";
import { ReplyDialog } from "./reply-dialog.tsx";
import { SubmissionDetail } from "./submission-detail.tsx";
import { TimelineSection } from "./timeline.tsx";
import { useRemote } from "../../shared/use-remote.ts";

export type SessionUser = NonNullable<AdminSessionInfo["user"]>;

interface LeadDetailProps {
  lead: AdminSubmission;
  user: SessionUser;
  replyByEmail: boolean;
  team: readonly TeamMember[] | null;
  onUpdate: (update: LeadUpdate) => Promise<AdminSubmission>;
  onAskLostReason: () => void;
  onMarkUnread: () => void;
  /** A note was added: the list's notes count follows without a reload. */
  onNoteAdded: () => void;
  onOpenRelated: (id: number) => void;
  onDelete: () => void;
  onSignedOut: (error: unknown) => boolean;
}

/** What the timeline shows of a lead: when any of it changes, the timeline loads again. */
function historyStamp(lead: AdminSubmission): string {
  return [lead.id, lead.status, lead.owner?.id, lead.followUpOn, lead.valueEstimate, lead.notesCount].join("|");
}

/** Everything about one lead: pipeline fields, contact, notes, timeline, same person, fields, source. */
export function LeadDetail(props: LeadDetailProps) {
  const { lead, user, replyByEmail, team, onSignedOut } = props;
  const [replyOpen, setReplyOpen] = useState(false);
  // Bumped when something the lead row does not count happens (a note edited, an e-mail sent).
  const [historyVersion, setHistoryVersion] = useState(0);
  const timeline = useRemote(
    `${historyStamp(lead)}|${historyVersion}`,
    () => adminApi.timeline(lead.id),
    onSignedOut,
    "The timeline could not be loaded.",
  );
  const related = useRemote(
    String(lead.id),
    () => adminApi.related(lead.id),
    onSignedOut,
    "The other requests of this person could not be loaded.",
  );
  const consent = useRemote(
    String(lead.id),
    () => adminApi.consent(lead.id),
    onSignedOut,
    "The consent of this lead could not be loaded.",
  );
  const email = contactLinks(lead).email;

  return (
    <div>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h3 className="text-lg font-bold break-words text-slate-900">{displayName(lead.data)}</h3>
          <p className="text-sm text-slate-600">
            {typeLabel(lead.type)} · Received <time dateTime={lead.timestamp}>{formatDateTime(lead.timestamp)}</time>
          </p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="ghost" onClick={props.onMarkUnread} disabled={lead.readAt === null}>
            <MailOpen aria-hidden="true" className="h-4 w-4" />
            Mark as unread
          </Button>
          {user.role === "owner" ? (
            <Button variant="danger" onClick={props.onDelete}>
              <Trash2 aria-hidden="true" className="h-4 w-4" />
              Delete
            </Button>
          ) : null}
        </div>
      </div>

      <div className="mt-4">
        <LeadFieldsEditor
          key={lead.id}
          lead={lead}
          team={team}
          me={user}
          onUpdate={props.onUpdate}
          onAskLostReason={props.onAskLostReason}
        />
      </div>

      <div className="mt-2">
        <ContactActions lead={lead} replyByEmail={replyByEmail} onReply={() => setReplyOpen(true)} />
      </div>

      <RelatedLeads related={related.data} error={related.error} onOpen={props.onOpenRelated} />

      <Notes
        key={`notes-${lead.id}`}
        leadId={lead.id}
        userId={user.id}
        onSignedOut={onSignedOut}
        onChanged={(added) => {
          if (added) props.onNoteAdded();
          setHistoryVersion((value) => value + 1);
        }}
      />

      <TimelineSection events={timeline.data} loading={timeline.loading} error={timeline.error} mailOn={replyByEmail} />

      <SubmissionDetail submission={lead} />

      <ConsentDetails consents={consent.data} error={consent.error} />

      {replyByEmail && email ? (
        <ReplyDialog
          key={`reply-${lead.id}`}
          open={replyOpen}
          leadId={lead.id}
          to={email}
          onClose={() => setReplyOpen(false)}
          onSignedOut={onSignedOut}
          onSent={() => setHistoryVersion((value) => value + 1)}
        />
      ) : null}
    </div>
  );
}
